import { rm } from 'node:fs/promises';
import { createArticleSource, type CacheWrapper } from '@/lib/articles/source';
import { runSync } from '@/lib/articles/sync';
import type { BlogCache } from '@/lib/articles/schema';
import { startFakeGoogle, type FakeGoogle } from '../fake-google-server';
import { makeContentDir, postFile, silentLog } from './helpers';

/** The runtime source: live sheet when configured, the snapshot otherwise or when the sheet fails. */

let google: FakeGoogle;
let contentDir: string;
const fast = { baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 500, retries: 1 };
const COMPANY = 'Tidewater Inspection Repairs';
const HEADER = ['Company', 'Title', 'Status', 'PublishDate', 'Content'];

const liveEnv = () => ({ GOOGLE_SHEETS_API_KEY: 'key', GOOGLE_SHEETS_ID: 'sheet', GOOGLE_SHEETS_API_URL: google.url, GOOGLE_DOCS_URL: google.url });
const noSheetEnv = () => ({ ...liveEnv(), GOOGLE_SHEETS_API_KEY: undefined, GOOGLE_SHEETS_ID: undefined });
/** A stand-in for Next's data cache: one entry per key until cleared. */
function memoryCache(): CacheWrapper & { clear: () => void } {
  const entries = new Map<string, Promise<BlogCache>>();
  const wrapper = ((load: () => Promise<BlogCache>, key: string[]) => () => {
    const id = key.join('/');
    if (!entries.has(id)) entries.set(id, load().catch((error: unknown) => {
      entries.delete(id);
      throw error;
    }));
    return entries.get(id) as Promise<BlogCache>;
  }) as CacheWrapper & { clear: () => void };
  wrapper.clear = () => entries.clear();
  return wrapper;
}

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  await google.close();
});
beforeEach(async () => {
  google.reset();
  contentDir = await makeContentDir({ 'hand-written.md': postFile('Hand Written') });
  google.setSheet('sheet', [HEADER, [COMPANY, 'Snapshot Article', 'Published', '2026-05-01', 'Body from the first sync.']]);
  await runSync({ contentDir, env: liveEnv(), fetchOptions: fast, log: silentLog });
});
afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

describe('runtime article source', () => {
  it('serves the snapshot when the sheet is not configured, without any request', async () => {
    google.reset();
    const source = createArticleSource({ contentDir: () => contentDir, env: noSheetEnv, log: silentLog });
    const articles = await source.getArticles();
    expect(articles.map((article) => article.slug)).toEqual(['snapshot-article', 'hand-written']);
    expect(google.requests).toHaveLength(0);
  });

  it('reads the live sheet through the pipeline, merged with hand-written posts', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'Live Article', 'Published', '2026-11-01', 'https://docs.google.com/document/d/live/edit']]);
    google.setDocument('live', '<html><body><p>Live body.</p></body></html>');
    const source = createArticleSource({ contentDir: () => contentDir, env: liveEnv, cache: memoryCache(), fetchOptions: fast, log: silentLog });
    const cache = await source.getBlogCache();
    expect(cache.articles.map((article) => article.slug)).toEqual(['live-article', 'hand-written']);
    expect(cache.articles[0]?.content).toBe('<p>Live body.</p>');
    expect(cache.categories).toEqual(['Property Inspection', 'Guides']);
    expect(await source.getArticle('live-article')).toMatchObject({ title: 'Live Article' });
    expect(await source.getArticle('nope')).toBeNull();
  });

  it('falls back to the snapshot when the sheet is down, and logs it', async () => {
    google.setSheet('sheet', { values: [], statuses: [503, 503, 503, 503] });
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const source = createArticleSource({ contentDir: () => contentDir, env: liveEnv, cache: memoryCache(), fetchOptions: fast, log });
    const articles = await source.getArticles();
    expect(articles.map((article) => article.slug)).toEqual(['snapshot-article', 'hand-written']);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('serving the snapshot'));
  });

  it('falls back to the snapshot when the sheet has no published rows', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'Draft', 'Draft', '', 'x']]);
    const source = createArticleSource({ contentDir: () => contentDir, env: liveEnv, cache: memoryCache(), fetchOptions: fast, log: silentLog });
    expect((await source.getArticles()).map((article) => article.slug)).toEqual(['snapshot-article', 'hand-written']);
  });

  it('serves from the cache until it is cleared or forced', async () => {
    const cache = memoryCache();
    const source = createArticleSource({ contentDir: () => contentDir, env: liveEnv, cache, fetchOptions: fast, log: silentLog });
    const readsBefore = google.count('/v4/');
    await source.getArticles();
    await source.getArticles();
    expect(google.count('/v4/')).toBe(readsBefore + 1);
    google.setSheet('sheet', [HEADER, [COMPANY, 'Edited Title', 'Published', '2026-05-01', 'New body.']]);
    expect((await source.getArticles())[0]?.title).toBe('Snapshot Article');
    expect((await source.getBlogCache({ force: true })).articles[0]?.title).toBe('Edited Title');
    cache.clear();
    expect((await source.getArticles())[0]?.title).toBe('Edited Title');
  });

  it('never shows visitors raw sheet HTML', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'Hostile', 'Published', '2026-06-01', '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>']]);
    const source = createArticleSource({ contentDir: () => contentDir, env: liveEnv, cache: memoryCache(), fetchOptions: fast, log: silentLog });
    expect((await source.getArticle('hostile'))?.content).toBe('<p>Hi</p>');
  });
});
