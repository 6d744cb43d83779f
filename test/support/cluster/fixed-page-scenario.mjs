// Drives lib/cache/shared-cache-handler.mjs as Next does for unknown addresses: every one renders the
// built-in not-found page, which Next asks the handler for and then offers it to store. Prints what
// the handler answered and which keys Redis holds afterwards, as one JSON line;
// lib/cache/fixed-build-pages.test.ts asserts on it.
// usage: node fixed-page-scenario.mjs REDIS_PORT BUILD_FOLDER
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const [port, dist] = process.argv.slice(2);
process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
process.env.CACHE_KEY_PREFIX = 'fixed';

const { default: SharedCacheHandler } = await import(path.join(root, 'lib', 'cache', 'shared-cache-handler.mjs'));
const handler = () => new SharedCacheHandler({ serverDistDir: path.join(dist, 'server') });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const notFound = '/route-cache/APP_PAGE/41da/$/_not-found';
const article = '/route-cache/APP_PAGE/0f/$/blog/gutter-guards';
const getContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const setContext = { cacheControl: { revalidate: false }, isRoutePPREnabled: false, isFallback: false, tags: [] };
const rendered = (html) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 404 });

// Shared once an ordinary page written through the handler can be read back.
let shared = false;
for (let waited = 0; !shared && waited < 20_000; waited += 100) {
  await handler().set(article, { ...rendered('<h1>Gutter guards</h1>'), status: 200 }, { ...setContext, cacheControl: { revalidate: 300 } });
  shared = (await handler().get(article, getContext))?.value?.html === '<h1>Gutter guards</h1>';
  if (!shared) await sleep(100);
}

// 200 unknown addresses: Next asks for the not-found page, and stores what it rendered when told nothing.
const answers = [];
for (let index = 0; index < 200; index += 1) {
  const entry = await handler().get(notFound, getContext);
  answers.push(entry?.value?.html ?? null);
  if (!entry) await handler().set(notFound, rendered('<h1>rendered at run time</h1>'), setContext);
}

const client = createClient({ url: process.env.REDIS_URL });
await client.connect();
const keys = (await client.keys('fixed:*')).sort();
await client.quit();
const first = await handler().get(notFound, getContext);
console.log(JSON.stringify({ shared, keys, answers: [...new Set(answers)], status: first?.value?.status ?? null, segments: first?.value?.segmentData ? [...first.value.segmentData.keys()] : null }));
process.exit(0);
