import { chromium } from '@playwright/test';
import { gzipBytes } from './util.mjs';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
];

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The page's own JavaScript: every chunk its HTML names, in <script src> or in the inline RSC payload
 * (client components the page hydrates), split into what a modern browser runs and the noModule
 * polyfill, which it skips.
 */
export function scriptsFromHtml(html) {
  const noModule = [];
  const tags = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1]?.replace(/&amp;/g, '&');
    if (!src) continue;
    if (/\bnomodule\b/i.test(attributes)) noModule.push(src);
    else tags.add(src);
  }
  const referenced = new Set(tags);
  for (const match of html.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)) referenced.add(match[0]);
  for (const src of noModule) referenced.delete(src);
  return { modern: [...referenced], scriptTags: tags.size, noModule };
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Loads the page in Chromium at one viewport: every response by type (JavaScript and CSS as gzip
 * bytes, images as transferred), and the images that intersect the first viewport.
 */
async function loadInBrowser(browser, url, viewport) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => {});
  const aboveTheFold = await page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const visible = (element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < height && rect.left < width && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const urls = new Set();
    for (const image of document.querySelectorAll('img')) {
      if (image.currentSrc && visible(image)) urls.add(image.currentSrc);
    }
    for (const element of document.querySelectorAll('body *')) {
      const background = getComputedStyle(element).backgroundImage;
      if (!background || background === 'none' || !visible(element)) continue;
      for (const match of background.matchAll(/url\("?([^")]+)"?\)/g)) urls.add(new URL(match[1], location.href).href);
    }
    const entries = performance.getEntriesByType('resource');
    return [...urls].map((src) => {
      const entry = entries.find((candidate) => candidate.name === src);
      return { url: src, transferBytes: entry ? entry.transferSize || entry.encodedBodySize : null };
    });
  });
  const byType = { script: [], stylesheet: [], image: [], font: [], document: [], other: [] };
  for (const response of responses) {
    const type = response.request().resourceType();
    const key = byType[type] ? type : type === 'fetch' || type === 'xhr' ? 'other' : 'other';
    let body;
    try {
      body = await response.body();
    } catch {
      continue;
    }
    const headers = await response.allHeaders();
    const compressible = /javascript|css|html|json|svg|xml|text/.test(headers['content-type'] ?? '');
    byType[key].push({ url: response.url(), status: response.status(), bytes: body.length, gzipBytes: compressible ? gzipBytes(body) : body.length });
  }
  // Images the viewport shows: transfer size from the Resource Timing entry, else the body size.
  const fold = aboveTheFold.map((image) => {
    const seen = byType.image.find((entry) => entry.url === image.url);
    return { url: image.url, bytes: image.transferBytes || seen?.gzipBytes || 0 };
  });
  await context.close();
  return { byType, fold };
}

const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);
const short = (url) => url.replace(/^https?:\/\/[^/]+/, '');

/** Page weight of one URL: JS (modern and noModule apart), CSS, HTML, fonts, images above the fold. */
export async function measureWeight(url) {
  const html = await fetchBytes(url);
  const { modern, scriptTags, noModule } = scriptsFromHtml(html.toString('utf8'));
  const polyfills = [];
  for (const src of noModule) {
    const bytes = await fetchBytes(new URL(src, url).href);
    polyfills.push({ url: src, gzipBytes: gzipBytes(bytes) });
  }
  const own = [];
  for (const src of modern) {
    const bytes = await fetchBytes(new URL(src, url).href);
    own.push({ url: src, gzipBytes: gzipBytes(bytes), bytes: bytes.length });
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const views = {};
    for (const viewport of VIEWPORTS) views[viewport.name] = await loadInBrowser(browser, url, viewport);
    const desktop = views.desktop.byType;
    // Everything the browser fetched once idle, including the chunks of linked routes that the
    // router prefetches (Chromium never loads the noModule file).
    const scripts = desktop.script.filter((entry) => !noModule.includes(short(entry.url)));
    return {
      url: short(url),
      htmlScripts: { tags: scriptTags, referenced: modern.length, noModule: noModule.length },
      js: { gzipBytes: sum(own, 'gzipBytes'), bytes: sum(own, 'bytes'), files: own },
      jsLoadedWithPrefetch: { gzipBytes: sum(scripts, 'gzipBytes'), files: scripts.map((entry) => ({ url: short(entry.url), gzipBytes: entry.gzipBytes })) },
      polyfill: { gzipBytes: sum(polyfills, 'gzipBytes'), files: polyfills },
      css: { gzipBytes: sum(desktop.stylesheet, 'gzipBytes'), files: desktop.stylesheet.map((entry) => ({ url: short(entry.url), gzipBytes: entry.gzipBytes })) },
      html: { gzipBytes: gzipBytes(html), bytes: html.length },
      fonts: { bytes: sum(desktop.font, 'bytes'), files: desktop.font.length },
      imagesLoaded: { desktop: sum(desktop.image, 'bytes'), mobile: sum(views.mobile.byType.image, 'bytes') },
      imagesAboveFold: Object.fromEntries(
        VIEWPORTS.map((viewport) => [viewport.name, { bytes: sum(views[viewport.name].fold, 'bytes'), files: views[viewport.name].fold.map((image) => ({ url: short(image.url), bytes: image.bytes })) }]),
      ),
    };
  } finally {
    await browser.close();
  }
}
