import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readContentReportFile } from '@/lib/articles/snapshot/report';
import { readSnapshot, recoverSnapshot, SNAPSHOT_BACKUP_DIR, snapshotDir } from '@/lib/articles/snapshot/snapshot';
import { formatSyncSummary, runSync, type SyncEnv } from '@/lib/articles/sync';
import type { FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';
import { makeContentDir, postFile, readTree, silentLog } from '@/test/support/articles/content-dir';

/** `npm run sync` against the fake Google server and a temporary content folder. */

let google: FakeGoogle;
let contentDir: string;
const fast = { baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 1_000, retries: 1 };
const COMPANY = 'Tidewater Inspection Repairs';
const HEADER = ['Company', 'Title', 'Status', 'PublishDate', 'Content', 'Featured'];

const env = (overrides: Partial<SyncEnv> = {}): SyncEnv => ({
  GOOGLE_SHEETS_API_KEY: 'key',
  GOOGLE_SHEETS_ID: 'sheet',
  GOOGLE_SHEETS_API_URL: google.url,
  GOOGLE_DOCS_URL: google.url,
  ...overrides,
});

const sync = (overrides: Partial<Parameters<typeof runSync>[0]> = {}) =>
  runSync({ contentDir, env: env(), fetchOptions: fast, log: silentLog, now: new Date('2026-11-21T10:00:00.000Z'), ...overrides });

withFakeGoogle((server) => (google = server));
beforeEach(async () => {
  contentDir = await makeContentDir({ 'seller-checklist.md': postFile('Seller Checklist'), 'buyer-basics.md': postFile('Buyer Basics') });
  google.setSheet('sheet', [
    HEADER,
    [COMPANY, 'From the Sheet', 'Published', '2026-11-01', 'https://docs.google.com/document/d/doc-1/edit', 'true'],
    [COMPANY, 'Stored Sheet Body', 'Published', '2026-10-01', 'What is stored?\n\nThe cell holds the body.', ''],
  ]);
  google.setDocument('doc-1', '<html><body><h1>From the doc</h1><p>Fetched body.</p></body></html>');
  // The "last good snapshot" every failure below must leave exactly as it is.
  const first = await sync();
  expect(first).toMatchObject({ status: 'written', exitCode: 0 });
});
afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

describe('a successful sync', () => {
  it('writes sheet articles and hand-written posts into content/snapshot', async () => {
    const { articles } = await readSnapshot(contentDir);
    expect(articles.map((article) => [article.slug, article.source])).toEqual([
      ['from-the-sheet', 'sheet'],
      ['stored-sheet-body', 'sheet'],
      ['buyer-basics', 'post'],
      ['seller-checklist', 'post'],
    ]);
    expect(articles[0]?.content).toBe('<h2>From the doc</h2><p>Fetched body.</p>');
    const tree = await readTree(snapshotDir(contentDir));
    expect(Object.keys(tree).sort()).toEqual([
      'articles.json',
      'articles/buyer-basics.html',
      'articles/from-the-sheet.html',
      'articles/seller-checklist.html',
      'articles/stored-sheet-body.html',
    ]);
  });

  it('prints rows read, kept, skipped with reasons, documents fetched and failed', async () => {
    google.setSheet('sheet', [
      HEADER,
      [COMPANY, 'From the Sheet', 'Published', '2026-11-01', 'https://docs.google.com/document/d/doc-1/edit'],
      [COMPANY, 'Broken Doc', 'Published', '2026-11-02', 'https://docs.google.com/document/d/missing/edit'],
      [COMPANY, 'Still Drafting', 'Draft', '', 'x'],
    ]);
    const outcome = await sync();
    const summary = formatSyncSummary(outcome);
    expect(outcome.status).toBe('written');
    expect(summary).toContain('rows read:          3');
    expect(summary).toContain('kept from sheet:    1');
    expect(summary).toContain('hand-written posts: 2');
    expect(summary).toContain('sheet row 4 "Still Drafting": status is "Draft", not Published');
    expect(summary).toContain('sheet row 3 "Broken Doc": no body: the document failed (Failed to fetch document: 404 Not Found) and nothing is stored');
    expect(summary).toContain('documents fetched:  1');
    expect(summary).toContain('documents failed:   1');
  });

  it('keeps the last synced body when a document fails on a later sync', async () => {
    google.setDocument('doc-1', { html: 'x', statuses: [500, 500, 500] });
    const outcome = await sync();
    expect(outcome.status).toBe('written');
    const { articles } = await readSnapshot(contentDir);
    expect(articles.find((article) => article.slug === 'from-the-sheet')?.content).toBe('<h2>From the doc</h2><p>Fetched body.</p>');
  });
});

describe('a failed or empty sync leaves the last snapshot byte-identical', () => {
  let before: Record<string, string>;
  beforeEach(async () => {
    before = await readTree(snapshotDir(contentDir));
  });
  const expectUntouched = async () => {
    expect(await readTree(snapshotDir(contentDir))).toEqual(before);
    // The content report is rewritten after every run, failed ones too; nothing else changes.
    expect((await readdir(contentDir)).filter((name) => name !== 'content-report.json').sort()).toEqual(['posts', 'snapshot']);
  };

  it('when the spreadsheet cannot be read (exit 1)', async () => {
    google.setSheet('sheet', { values: [], statuses: [500, 500, 500] });
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(outcome.message).toContain('Failed to read spreadsheet: 500 Internal Server Error');
    await expectUntouched();
  });

  it('when writing fails half-way through the bodies (exit 1)', async () => {
    let calls = 0;
    const outcome = await sync({
      io: {
        writeFile: async (file, data) => {
          calls += 1;
          if (calls === 3) throw new Error('ENOSPC: no space left on device');
          const { writeFile } = await import('node:fs/promises');
          await writeFile(file, data);
        },
      },
    });
    expect(outcome).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(outcome.message).toContain('ENOSPC');
    await expectUntouched();
  });

  it('when the swap itself fails (exit 1)', async () => {
    let renames = 0;
    const outcome = await sync({
      io: {
        rename: async (from, to) => {
          renames += 1;
          if (renames === 2) throw new Error('EXDEV: rename failed');
          await rename(from, to);
        },
      },
    });
    expect(outcome).toMatchObject({ status: 'failed', exitCode: 1 });
    await expectUntouched();
  });

  it("when the sheet has no data rows ('No data found in spreadsheet', exit 0)", async () => {
    google.setSheet('sheet', [HEADER]);
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'unchanged', exitCode: 0 });
    expect(outcome.message).toContain('No data found in spreadsheet');
    await expectUntouched();
  });

  it('when no row is published (exit 0)', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'Draft', 'Draft', '', 'x']]);
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'unchanged', exitCode: 0, message: expect.stringContaining('No published articles found') });
    await expectUntouched();
  });

  it('when there is no API key: says why, nothing to do (exit 0)', async () => {
    const requestsBefore = google.requests.length;
    const outcome = await sync({ env: env({ GOOGLE_SHEETS_API_KEY: undefined }) });
    expect(outcome).toMatchObject({ status: 'unchanged', exitCode: 0 });
    expect(outcome.message).toContain('GOOGLE_SHEETS_API_KEY is not set');
    expect(google.requests).toHaveLength(requestsBefore);
    await expectUntouched();
  });

  it('when the API key is set but the sheet id is not (exit 1)', async () => {
    const outcome = await sync({ env: env({ GOOGLE_SHEETS_ID: undefined }) });
    expect(outcome).toMatchObject({ status: 'failed', exitCode: 1 });
    await expectUntouched();
  });

  it('when a sheet slug clashes with a hand-written post: an error naming both (exit 1)', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'Seller Checklist', 'Published', '', 'Body']]);
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(outcome.message).toContain('Slug "seller-checklist" is used by both sheet row 2 and ');
    expect(outcome.message).toContain('posts/seller-checklist.md');
    await expectUntouched();
  });
});

describe('offline rebuild (npm run sync -- --offline)', () => {
  it('rebuilds the posts without the network and keeps the sheet articles of the last snapshot', async () => {
    google.reset();
    const outcome = await sync({ offline: true, env: env({ GOOGLE_SHEETS_API_KEY: undefined }) });
    expect(outcome).toMatchObject({ status: 'written', exitCode: 0 });
    expect(google.requests).toHaveLength(0);
    const { articles } = await readSnapshot(contentDir);
    expect(articles.map((article) => article.slug).sort()).toEqual(['buyer-basics', 'from-the-sheet', 'seller-checklist', 'stored-sheet-body']);
    expect(articles.find((article) => article.slug === 'from-the-sheet')?.content).toBe('<h2>From the doc</h2><p>Fetched body.</p>');
  });
});

describe('crash recovery', () => {
  it('reads and restores the backup when a crash left no snapshot folder', async () => {
    const before = await readTree(snapshotDir(contentDir));
    await rename(snapshotDir(contentDir), path.join(contentDir, SNAPSHOT_BACKUP_DIR));
    expect((await readSnapshot(contentDir)).articles).toHaveLength(4);
    await recoverSnapshot(contentDir);
    expect(existsSync(path.join(contentDir, SNAPSHOT_BACKUP_DIR))).toBe(false);
    expect(await readTree(snapshotDir(contentDir))).toEqual(before);
  });
});

describe('facts that do not move between syncs', () => {
  const later = new Date('2026-11-28T09:00:00.000Z');

  it('keeps the date a row without PublishDate was first seen, and warns about it', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'Undated Advice', 'Published', '', 'An undated body.', '']]);
    await sync();
    const second = await sync({ now: later });
    expect(second.status).toBe('written');
    const { articles } = await readSnapshot(contentDir);
    expect(articles.find((article) => article.slug === 'undated-advice')?.publishDate).toBe('2026-11-21T10:00:00.000Z');
    expect(second.report?.warnings).toContain('sheet row 2: no PublishDate; dated 2026-11-21, the day the site first saw it');
  });

  it('remembers the old slug when a title is edited while the Slug cell is empty', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'From the Sheet, Revised', 'Published', '2026-11-01', 'https://docs.google.com/document/d/doc-1/edit', 'true']]);
    await sync({ now: later });
    google.setSheet('sheet', [HEADER, [COMPANY, 'From the Sheet, Final', 'Published', '2026-11-01', 'https://docs.google.com/document/d/doc-1/edit', 'true']]);
    await sync({ now: later });
    const { articles } = await readSnapshot(contentDir);
    const article = articles.find((item) => item.slug === 'from-the-sheet-final');
    expect(article?.formerSlugs?.sort()).toEqual(['from-the-sheet', 'from-the-sheet-revised']);
  });

  it('does not take a deleted row for a renamed one', async () => {
    google.setSheet('sheet', [HEADER, [COMPANY, 'A New Topic', 'Published', '2026-11-03', 'A different body.', '']]);
    await sync({ now: later });
    const { articles } = await readSnapshot(contentDir);
    expect(articles.find((item) => item.slug === 'a-new-topic')?.formerSlugs).toBeUndefined();
  });
});

describe('content report kept after every sync', () => {
  it('names skipped rows by number and title, and failed documents with the reason', async () => {
    google.setSheet('sheet', [
      HEADER,
      [COMPANY, 'From the Sheet', 'Published', '2026-11-01', 'https://docs.google.com/document/d/doc-1/edit', 'true'],
      [COMPANY, 'Broken Doc', 'Published', '2026-11-02', 'https://docs.google.com/document/d/missing/edit', ''],
      [COMPANY, 'Still Drafting', 'Draft', '', 'x', ''],
    ]);
    await sync();
    const report = await readContentReportFile(contentDir);
    expect(report).toMatchObject({ trigger: 'sync', verdict: 'publish', rowsRead: 3, published: 1, posts: 2 });
    expect(report?.skipped).toEqual(
      expect.arrayContaining([
        { origin: 'sheet row 4', rowNumber: 4, title: 'Still Drafting', reason: 'status is "Draft", not Published' },
        expect.objectContaining({ rowNumber: 3, title: 'Broken Doc', reason: expect.stringContaining('no body') }),
      ]),
    );
    expect(report?.documentsFailed).toEqual([expect.objectContaining({ slug: 'broken-doc', reason: 'Failed to fetch document: 404 Not Found' })]);
  });

  it('skips a row whose body nests beyond the sanitizer bounds, with the reason, and publishes the rest', async () => {
    google.setSheet('sheet', [
      HEADER,
      [COMPANY, 'From the Sheet', 'Published', '2026-11-01', 'https://docs.google.com/document/d/doc-1/edit', 'true'],
      [COMPANY, 'Nested Too Deep', 'Published', '2026-11-02', `${'<div>'.repeat(150)}Crawl space notes`, ''],
    ]);
    const result = await sync();
    expect(result).toMatchObject({ status: 'written', exitCode: 0 });
    const report = await readContentReportFile(contentDir);
    expect(report).toMatchObject({ verdict: 'publish', published: 1 });
    expect(report?.skipped).toEqual([
      { origin: 'sheet row 3', rowNumber: 3, title: 'Nested Too Deep', reason: 'body refused: the body nests elements more than 100 deep' },
    ]);
  });

  it('records why the previous articles were kept when the sheet cannot be read', async () => {
    google.setSheet('sheet', { values: [], statuses: [500, 500, 500] });
    await sync();
    expect(await readContentReportFile(contentDir)).toMatchObject({ verdict: 'keep-previous', sheetStatus: 'failed', message: expect.stringContaining('500') });
  });
});
