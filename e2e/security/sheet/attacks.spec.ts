import http from 'node:http';
import { expect, test } from '@playwright/test';
import { testSettings } from '../../../test/support/settings';
import { XSS_PAYLOADS } from '../../../test/support/fixtures/xss-payloads';
import { fixtureRows, sheetRow as row } from '../../../test/support/google/fixture-rows';
import { closeNow, listen } from '../../../test/support/net';

/**
 * Attacks through the editors' own tools, against the configured deployment (project 'sheet', fake
 * Google server): a document made of XSS payloads must render inert in a real browser, and no link an
 * editor types (document, cover image) may make the server fetch anything but the configured docs host.
 */

const TRAP_PORT = testSettings.ports.trap;

function article(slug: string, title: string, content: string, cover = ''): string[] {
  return row({
    company: 'Tidewater Inspection Repairs',
    title,
    slug,
    'cover image url': cover,
    author: 'Dana Whitfield',
    tags: 'Security',
    metadescription: 'A test article for the attack suite.',
    excerpt: 'A test article for the attack suite.',
    publishdate: '2099-01-01',
    status: 'Published',
    content,
    category: 'Guides',
  });
}

/** Counts every request that reaches it: the server must never call it. */
let trap: http.Server;
let trapped: string[] = [];

test.beforeAll(async () => {
  trap = http.createServer((request, response) => {
    trapped.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>fetched from the trap</p>');
  });
  await listen(trap, TRAP_PORT);
});

test.afterAll(async () => {
  await closeNow(trap);
});

test.afterEach(async ({ request }) => {
  await request.post(`${testSettings.urls.fakeGoogleControl}/reset`);
});

async function publish(request: import('@playwright/test').APIRequestContext, rows: string[][]) {
  expect((await request.put(`${testSettings.urls.fakeGoogleControl}/sheet`, { data: { values: [...fixtureRows, ...rows] } })).status()).toBe(204);
  expect((await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': testSettings.deployment.revalidateSecret } })).status()).toBe(200);
}

test('a document made of XSS payloads renders inert in the browser', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const slug = `xss-corpus-${stamp}`;
  // Unclosed payloads swallow what follows them, as they would in any editor's document.
  const html = `<html><body><h2>Payloads ${stamp}</h2>${XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join('\n')}</body></html>`;
  expect((await request.put(`${testSettings.urls.fakeGoogleControl}/document/xss-corpus-${stamp}`, { data: { html } })).status()).toBe(204);
  await publish(request, [article(slug, `Attack Corpus ${stamp}`, `https://docs.google.com/document/d/xss-corpus-${stamp}/edit`)]);
  await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 30_000, intervals: [250, 500, 1000] }).toBe(200);

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const flag = () => ((window as unknown as { __xss: boolean }).__xss = true);
    window.alert = flag;
    window.confirm = () => Boolean(flag());
    window.prompt = () => String(flag());
  });
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: `Payloads ${stamp}` })).toBeVisible();
  // Give focus, hover and toggle handlers their chance.
  await page.mouse.move(300, 400);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(500);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss ?? false)).toBe(false);
  // The rendered document body: the element that holds the corpus heading.
  const dangers = await page.evaluate((heading) => {
    const title = Array.from(document.querySelectorAll('h2')).find((element) => element.textContent === heading);
    const body = title?.parentElement;
    if (!body) return ['document body not found'];
    const found: string[] = [];
    for (const element of Array.from(body.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link', 'style', 'frame', 'frameset', 'template', 'input', 'svg', 'math'].includes(tag)) found.push(`<${tag}>`);
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
        if (!['href', 'src', 'action', 'formaction', 'background', 'data'].includes(attribute.name)) continue;
        const value = attribute.value.trim();
        // Absolute links may go anywhere over http(s); a relative one must stay on this site ('/\host' does not).
        const safe = /^(https?:|mailto:|tel:|#)/i.test(value) || (/^\/(?!\/)/.test(value) && new URL(value, location.href).origin === location.origin);
        if (!safe) found.push(`${tag}[${attribute.name}=${value.slice(0, 40)}]`);
      }
    }
    return found;
  }, `Payloads ${stamp}`);
  expect(dangers).toEqual([]);
});

test('links an editor types never make the server fetch another host', async ({ request }) => {
  trapped = [];
  const stamp = Date.now().toString(36);
  const trapUrl = `http://127.0.0.1:${TRAP_PORT}`;
  const marker = `Sync Marker ${stamp}`;
  await publish(request, [
    // A document link on another host: only its id is used, against the configured docs host.
    article(`ssrf-document-${stamp}`, `Document Elsewhere ${stamp}`, `${trapUrl}/document/d/trap-doc-${stamp}/edit`, `${trapUrl}/cover.png`),
    article(`ssrf-drive-${stamp}`, `Drive Elsewhere ${stamp}`, `${trapUrl}/open?id=trap-drive-${stamp}`),
    article(`sync-marker-${stamp}`, marker, 'Plain stored text, so that the test can see when the sync has run.', `${trapUrl}/marker-cover.png`),
  ]);
  // The sync has run (and tried both documents at the configured host) once the marker article is listed.
  await expect.poll(async () => (await (await request.get('/blog')).text()).includes(marker), { timeout: 30_000, intervals: [250, 500, 1000] }).toBe(true);
  expect((await request.get(`/blog/sync-marker-${stamp}`)).status()).toBe(200);
  // The optimizer will not fetch the cover either.
  expect((await request.get(`/_next/image?url=${encodeURIComponent(`${trapUrl}/cover.png`)}&w=640&q=75`)).status()).toBe(400);
  expect(trapped).toEqual([]);
});
