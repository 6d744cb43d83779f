import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answerAddress, runSync } from '@/lib/articles';
import { getContentReport, resetContentReport } from '@/lib/articles/snapshot/report';
import { createArticleSource, MAX_NAMED_CHANGES, type ArticleSourceOptions, type ArticleStoreHolder } from '@/lib/articles/serve/source';
import type { FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';
import { makeContentDir, postFile, silentLog } from '@/test/support/articles/content-dir';
import { waitUntil } from '@/test/support/wait';

/**
 * The live site's article index: built once per refresh, no Google call between refreshes, one
 * refresh at a time, the last good index served while one runs, and a refresh that costs what changed.
 */

let google: FakeGoogle;
let contentDir: string;
let stateDir: string;
const fast = { baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 1_000, retries: 1 };
const COMPANY = 'Tidewater Inspection Repairs';
const HEADER = ['Company', 'Title', 'Status', 'PublishDate', 'Content'];
const MAX_AGE = 60_000;

const liveEnv = () => ({ GOOGLE_SHEETS_API_KEY: 'key', GOOGLE_SHEETS_ID: 'sheet', GOOGLE_SHEETS_API_URL: google.url, GOOGLE_DOCS_URL: google.url });
const noSheetEnv = () => ({ ...liveEnv(), GOOGLE_SHEETS_API_KEY: undefined, GOOGLE_SHEETS_ID: undefined });
const docRow = (title: string, id: string, date = '2026-05-01') => [COMPANY, title, 'Published', date, `https://docs.google.com/document/d/${id}/edit`];

let time = 0;
const source = (overrides: Partial<ArticleSourceOptions> = {}) =>
  createArticleSource({
    contentDir: () => contentDir,
    stateDir: () => stateDir,
    env: liveEnv,
    fetchOptions: fast,
    log: silentLog,
    clock: () => time,
    maxAgeMs: MAX_AGE,
    rechecks: 2,
    ...overrides,
  });
const sheetReads = () => google.count('/v4/');
const documentReads = () => google.count('/document/');

withFakeGoogle((server) => (google = server));
beforeEach(async () => {
  resetContentReport();
  time = Date.parse('2026-12-01T10:00:00.000Z');
  contentDir = await makeContentDir({ 'hand-written.md': postFile('Hand Written') });
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'tir-state-'));
  google.setSheet('sheet', [HEADER, [COMPANY, 'Snapshot Article', 'Published', '2026-05-01', 'Body from the first sync.']]);
  await runSync({ contentDir, env: liveEnv(), fetchOptions: fast, log: silentLog });
  google.reset();
});
afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
});

describe('article index without the sheet', () => {
  it('serves the snapshot, sorted, without any request to Google', async () => {
    const index = await source({ env: noSheetEnv }).getIndex();
    expect(index.articles.map((article) => article.slug)).toEqual(['snapshot-article', 'hand-written']);
    expect(index.categories).toEqual(['Property Inspection', 'Guides']);
    expect(google.requests).toHaveLength(0);
  });

  it('keeps bodies out of the index and gives one article with its body', async () => {
    const articles = source({ env: noSheetEnv });
    const index = await articles.getIndex();
    expect(index.articles[0]).not.toHaveProperty('content');
    expect((await articles.getArticle('snapshot-article'))?.content).toBe('<p>Body from the first sync.</p>');
    expect(await articles.getArticle('nope')).toBeNull();
  });
});

describe('article index with the live sheet', () => {
  beforeEach(() => {
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3')]);
    for (const id of ['doc-1', 'doc-2', 'doc-3']) google.setDocument(id, `<html><body><p>Body of ${id}.</p></body></html>`);
  });

  it('makes no call to Google between refreshes', async () => {
    const articles = source();
    await articles.getIndex();
    expect(sheetReads()).toBe(1);
    const before = google.requests.length;
    for (let request = 0; request < 20; request += 1) {
      time += 1_000;
      await articles.getIndex();
      await articles.getArticle('first-doc');
    }
    expect(google.requests.length).toBe(before);
  });

  it('serves the current index while a refresh runs, then the new one', async () => {
    const articles = source();
    const first = await articles.getIndex();
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3'), docRow('Fourth Doc', 'doc-4')]);
    google.setDocument('doc-4', { html: '<p>Slow body.</p>', latencyMs: 200 });
    time += MAX_AGE;
    const during = await articles.getIndex();
    expect(during).toBe(first);
    await articles.refresh();
    expect((await articles.getIndex()).bySlug.has('fourth-doc')).toBe(true);
  });

  it('runs one refresh at a time', async () => {
    const articles = source();
    await articles.getIndex();
    google.reset();
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1')]);
    await Promise.all([articles.refresh(), articles.refresh(), articles.refresh()]);
    expect(sheetReads()).toBe(1);
  });

  it('reads the sheet again for a webhook that arrives while a refresh runs, once for all of them', async () => {
    const articles = source();
    await articles.getIndex();
    google.reset();
    // A background refresh is reading the sheet (its new document is slow) when the editor saves again.
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3'), docRow('Fourth Doc', 'doc-4')]);
    google.setDocument('doc-4', { html: '<p>Slow body.</p>', latencyMs: 200 });
    const background = articles.refresh();
    // The background refresh has read the sheet and waits on the slow document.
    await waitUntil(() => sheetReads() === 1 && google.count('/document/d/doc-4') > 0, 'the background refresh to reach the slow document');
    google.setSheet('sheet', [HEADER, docRow('First Doc Revised', 'doc-1'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3'), docRow('Fourth Doc', 'doc-4')]);
    await Promise.all([background, articles.refresh(undefined, { fresh: true }), articles.refresh(undefined, { fresh: true })]);
    expect(sheetReads()).toBe(2);
    expect((await articles.getIndex()).bySlug.has('first-doc-revised')).toBe(true);
  });

  it('costs one sheet read, the changed row’s document and the re-check budget', async () => {
    google.setSheet('sheet', [HEADER, ...Array.from({ length: 10 }, (_, at) => docRow(`Doc ${at}`, `doc-${at}`))]);
    for (let at = 0; at < 10; at += 1) google.setDocument(`doc-${at}`, `<p>Body ${at}.</p>`);
    const articles = source();
    await articles.getIndex();
    google.reset();
    google.setSheet('sheet', [HEADER, ...Array.from({ length: 10 }, (_, at) => docRow(at === 4 ? 'Doc 4 Revised' : `Doc ${at}`, `doc-${at}`))]);
    for (let at = 0; at < 10; at += 1) google.setDocument(`doc-${at}`, `<p>Body ${at}.</p>`);
    await articles.refresh();
    expect(sheetReads()).toBe(1);
    // The changed row's document plus 2 re-checks of documents whose row did not change.
    expect(documentReads()).toBe(3);
    expect(google.requests.some((request) => request.path.includes('/doc-4/'))).toBe(true);
  });

  it('refreshes one named article’s document at once, and nothing else', async () => {
    const articles = source();
    await articles.getIndex();
    google.setDocument('doc-2', '<p>Edited in the document only.</p>');
    google.reset();
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3')]);
    google.setDocument('doc-2', '<p>Edited in the document only.</p>');
    await articles.refresh('second-doc');
    expect(documentReads()).toBe(1);
    expect((await articles.getArticle('second-doc'))?.content).toBe('<p>Edited in the document only.</p>');
  });

  it('keeps the last good index when the sheet fails, and reports why', async () => {
    const articles = source();
    await articles.getIndex();
    google.setSheet('sheet', { values: [], statuses: [503, 503, 503, 503] });
    await articles.refresh();
    expect((await articles.getIndex()).bySlug.has('first-doc')).toBe(true);
    expect(await getContentReport(contentDir)).toMatchObject({ trigger: 'refresh', verdict: 'keep-previous', sheetStatus: 'failed' });
  });

  it('redirects an article’s old slug after its title changed', async () => {
    const articles = source();
    await articles.getIndex();
    google.setSheet('sheet', [HEADER, docRow('First Doc Renamed', 'doc-1'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3')]);
    await articles.refresh();
    const index = await articles.getIndex();
    expect(index.redirects.get('first-doc')).toBe('first-doc-renamed');
    expect(answerAddress(index, '/blog/first-doc')).toEqual({ kind: 'redirect', pathname: '/blog/first-doc-renamed' });
  });

  it('expires the pages at the first webhook call of a process, whatever its refresh finds', async () => {
    const articles = source();
    await articles.getIndex();
    expect(await articles.takeUnexpiredChanges()).toBe('all');
  });

  it('keeps the index, and the pages rendered from it, when a refresh finds nothing changed', async () => {
    const articles = source();
    const first = await articles.getIndex();
    await articles.takeUnexpiredChanges();
    time += MAX_AGE;
    await articles.refresh();
    expect(await articles.getIndex()).toBe(first);
    // The webhook then expires no page: what is stored is current.
    expect(await articles.takeUnexpiredChanges()).toEqual([]);
  });

  it('names the changed articles once, for their pages and the lists to be expired', async () => {
    const articles = source();
    await articles.getIndex();
    await articles.takeUnexpiredChanges();
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1', '2026-06-01'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3')]);
    time += MAX_AGE;
    await articles.refresh();
    // A later refresh that changed nothing still expires the pages the earlier one left stale.
    await articles.refresh();
    expect((await articles.getIndex()).bySlug.get('first-doc')?.publishDate).toMatch(/^2026-06-01/);
    expect(await articles.takeUnexpiredChanges()).toEqual(['first-doc']);
    expect(await articles.takeUnexpiredChanges()).toEqual([]);
  });

  it('names added and removed articles, and every page past the limit of named changes', async () => {
    const articles = source();
    await articles.getIndex();
    await articles.takeUnexpiredChanges();
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1'), docRow('Fourth Doc', 'doc-1')]);
    await articles.refresh();
    expect([...(await articles.takeUnexpiredChanges())].sort()).toEqual(['fourth-doc', 'second-doc', 'third-doc']);
    const many = Array.from({ length: MAX_NAMED_CHANGES + 1 }, (_, at) => [COMPANY, `Short Note ${at}`, 'Published', '2026-05-01', `Body ${at}.`]);
    google.setSheet('sheet', [HEADER, ...many]);
    await articles.refresh();
    expect(await articles.takeUnexpiredChanges()).toBe('all');
  });

  it('re-checks other documents on each refresh while nothing changes', async () => {
    const articles = source();
    await articles.getIndex();
    const documentIds = () => google.requests.flatMap((request) => /\/document\/d\/([^/]+)\//.exec(request.path)?.slice(1) ?? []);
    const unchangedRound = async () => {
      google.reset();
      google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1'), docRow('Second Doc', 'doc-2'), docRow('Third Doc', 'doc-3')]);
      for (const id of ['doc-1', 'doc-2', 'doc-3']) google.setDocument(id, `<html><body><p>Body of ${id}.</p></body></html>`);
      time += MAX_AGE;
      await articles.refresh();
      return documentIds();
    };
    const first = await unchangedRound();
    const second = await unchangedRound();
    // Two re-checks per refresh, the longest unchecked first: two rounds cover all three documents.
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second])).toEqual(new Set(['doc-1', 'doc-2', 'doc-3']));
  });

  it('refreshes an idle site soon after the index is older than its maximum age', async () => {
    const holder: ArticleStoreHolder = {};
    const articles = source({ holder, timer: true, checkEveryMs: 10 });
    await articles.getIndex();
    google.reset();
    google.setSheet('sheet', [HEADER, docRow('First Doc', 'doc-1')]);
    time += MAX_AGE;
    try {
      await waitUntil(() => sheetReads() >= 1, 'the idle site to read the sheet again');
      // The refresh that read it ends (its state written) before the test's folders are removed.
      await holder.background?.refreshing;
    } finally {
      clearInterval(holder.background?.timer);
    }
  });

  it('keeps first-seen dates and old slugs across a restart', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'Undated', 'Published', '', 'A body without a date.']]);
    await source().getIndex();
    google.setSheet('sheet', [HEADER, [COMPANY, 'Undated, Retitled', 'Published', '', 'A body without a date.']]);
    time += 3 * 24 * 3600 * 1000;
    const restarted = source({ holder: {} });
    const index = await restarted.getIndex();
    expect(index.bySlug.get('undated-retitled')?.publishDate).toBe('2026-12-01T10:00:00.000Z');
    expect(index.redirects.get('undated')).toBe('undated-retitled');
  });
});
