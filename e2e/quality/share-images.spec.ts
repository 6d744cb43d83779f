import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';
import { loadCards } from '../../test/support/articles/blog-cards';
import { SITE_URL } from '../../test/support/web/crawl';

/**
 * What Facebook, LinkedIn and X read when a page is shared: og:image and twitter:image, absolute on
 * SITE_URL, declared 1200x630 image/png, and a file that really is a 1200x630 PNG (read from its IHDR
 * header, not from what the server claims). Those networks show no picture for SVG.
 */

type Node = { tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

function metaTags(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (node: Node) => {
    if (node.tagName === 'meta') {
      const attrs = new Map((node.attrs ?? []).map((item) => [item.name, item.value]));
      const key = attrs.get('property') ?? attrs.get('name');
      const content = attrs.get('content');
      if (key && content !== undefined) found.set(key, [...(found.get(key) ?? []), content]);
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html) as unknown as Node);
  return found;
}

/** Width and height from a PNG's signature and IHDR chunk; throws for anything that is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG signature');
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('first chunk is not IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches an absolute SITE_URL address from the test server. */
async function fetchOnSite(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${SITE_URL}/`), `${url} is absolute on ${SITE_URL}`).toBe(true);
  const { pathname, search } = new URL(url);
  return request.get(pathname + search);
}

async function expectSharedPng(request: APIRequestContext, path: string): Promise<string> {
  const meta = metaTags(await (await request.get(path)).text());
  const [ogImage] = meta.get('og:image') ?? [];
  const [twitterImage] = meta.get('twitter:image') ?? [];
  expect(meta.get('og:image'), `${path}: one og:image`).toHaveLength(1);
  expect(ogImage, `${path}: og:image`).toBeTruthy();
  expect(twitterImage, `${path}: twitter:image`).toBeTruthy();
  expect(meta.get('og:image:width'), path).toEqual(['1200']);
  expect(meta.get('og:image:height'), path).toEqual(['630']);
  expect(meta.get('og:image:type'), path).toEqual(['image/png']);
  expect(meta.get('twitter:card'), path).toEqual(['summary_large_image']);
  for (const url of [ogImage as string, twitterImage as string]) {
    const response = await fetchOnSite(request, url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('image/png');
    expect(pngSize(await response.body()), url).toEqual({ width: 1200, height: 630 });
  }
  return ogImage as string;
}

test('every article shares its own 1200x630 PNG card', async ({ request }) => {
  test.setTimeout(120_000);
  const cards = await loadCards(request);
  expect(cards.length).toBeGreaterThan(0);
  const images = new Set<string>();
  for (const card of cards) images.add(new URL(await expectSharedPng(request, `/blog/${card.slug}`)).pathname);
  // One card per article, drawn at the article's own address.
  expect(images.size).toBe(cards.length);
  // Next names a generated image of a dynamic segment opengraph-image-<hash>.
  for (const card of cards) expect([...images].some((path) => new RegExp(`^/blog/${card.slug}/opengraph-image(-\\w+)?$`).test(path)), card.slug).toBe(true);
});

test('other pages keep the site-wide 1200x630 PNG', async ({ request }) => {
  for (const path of ['/', '/contact', '/blog', '/privacy']) {
    expect(new URL(await expectSharedPng(request, path)).pathname, path).toBe('/opengraph-image');
  }
});

test('an unknown article has no card', async ({ request }) => {
  const [card] = await loadCards(request);
  const image = new URL(await expectSharedPng(request, `/blog/${card?.slug}`)).pathname;
  expect((await request.get(image.replace(`/blog/${card?.slug}/`, '/blog/no-such-article/'))).status()).toBe(404);
});
