import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

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
 * `next start` compresses its answers (the `compression` middleware with its defaults: gzip at zlib's
 * default level, for compressible types of 1 KB or more, when the request accepts gzip). The twin
 * does the same, so that the floor is measured with the bytes a visitor is sent: uncompressed, the
 * twin's stylesheet alone was 98 KB against the page's 16 KB, on Lighthouse's simulated slow network.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

function compressed(file) {
  if (file.gzip === undefined) file.gzip = COMPRESSIBLE.test(file.type) && file.body.length >= 1024 ? gzipSync(file.body) : null;
  return file.gzip;
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
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? compressed(file) : null;
      const body = gzip ?? file.body;
      const headers = { 'content-type': file.type, 'content-length': body.length, 'cache-control': 'public, max-age=31536000', vary: 'Accept-Encoding' };
      res.writeHead(file.status, gzip ? { ...headers, 'content-encoding': 'gzip' } : headers).end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
