import { createServer } from 'node:http';

/**
 * The floor of a page: its static twin, the same HTML with every script removed (inline and external,
 * and the preloads of scripts), with the same stylesheet, images and fonts, all served from memory by
 * a plain HTTP server. Lighthouse on the twin measures what the markup and CSS alone cost; the gap to
 * the page is what its JavaScript costs.
 */

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?(?:modulepreload|preload)\b)(?=[^>]*\bas=["']?script\b|[^>]*\brel=["']?modulepreload\b)[^>]*>/gi;

export function stripScripts(html) {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

/**
 * Serves each route's twin on `port`: the route's HTML fetched once from `origin` and stripped; any
 * other path (stylesheets, images, fonts) fetched from `origin` on first request and then served from
 * memory, so the twin does no work per request beyond writing bytes.
 */
export async function startTwinServer({ origin, routes, port }) {
  const files = new Map();
  for (const route of routes) {
    const response = await fetch(`${origin}${route}`);
    if (!response.ok) throw new Error(`twin: ${route} answered ${response.status}`);
    files.set(route, { status: 200, type: 'text/html; charset=utf-8', body: Buffer.from(stripScripts(await response.text())) });
  }
  const server = createServer(async (req, res) => {
    try {
      let file = files.get(req.url);
      if (!file) {
        const response = await fetch(`${origin}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } });
        file = { status: response.status, type: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()) };
        if (response.ok) files.set(req.url, file);
      }
      res.writeHead(file.status, { 'content-type': file.type, 'content-length': file.body.length, 'cache-control': 'public, max-age=31536000' }).end(file.body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
