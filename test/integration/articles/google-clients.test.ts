import { readFileSync } from 'node:fs';
import path from 'node:path';
import { convertBody } from '@/lib/articles/convert';
import { DocumentFetchError, fetchDocument, NOT_SHARED_MESSAGE } from '@/lib/articles/doc-client';
import { RequestTimeoutError } from '@/lib/articles/http';
import { buildArticles } from '@/lib/articles/pipeline';
import { fetchSheetValues, forgetSheetTitles, NO_API_KEY_MESSAGE, readSheet, SheetReadError } from '@/lib/articles/sheet-client';
import { FIXTURE_DIR, loadFixtures, type FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';

/** The sheet and document clients against the fake Google server on 127.0.0.1. */

let google: FakeGoogle;
const fast = { baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 1_000, retries: 2 };
const quiet = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

withFakeGoogle((server) => (google = server));
beforeEach(() => {
  forgetSheetTitles();
  jest.clearAllMocks();
});

/** The pipeline on one sheet of the fake server, quietly and with fast retries. */
const buildFromSheet = (sheetId: string) => buildArticles({ sheet: { apiUrl: google.url, apiKey: 'k', sheetId }, docsBaseUrl: google.url, posts: [], fetchOptions: fast, log: quiet });
const sheetConfig = (sheetId = 'sheet-1', apiKey: string | undefined = 'test-key') => ({ apiUrl: google.url, sheetId, apiKey });

describe('spreadsheet read', () => {
  const THIRTEEN_COLUMNS = [
    ['Company', 'Title', 'Slug', 'Images', 'Author', 'Tags', 'MetaDescription', 'Excerpt', 'PublishDate', 'Status', 'Content', 'Category', 'Featured'],
    ['Tidewater Inspection Repairs', 'Roof Flashing', '', '', '', '', '', '', '2026-11-02', 'Published', 'Flashing keeps water out.', 'Guides', 'TRUE'],
  ];

  it('reads every column of the first sheet, K to M included, whatever its name', async () => {
    google.setSheet('sheet-1', { values: THIRTEEN_COLUMNS, title: 'Blog Articles' });
    const values = await fetchSheetValues({ ...sheetConfig(), apiKey: 'test-key' }, fast);
    expect(values[1]?.slice(10)).toEqual(['Flashing keeps water out.', 'Guides', 'TRUE']);
    expect(google.requests.map((request) => decodeURIComponent(request.path))).toEqual(['/v4/spreadsheets/sheet-1', "/v4/spreadsheets/sheet-1/values/'Blog Articles'"]);
  });
  it('looks the first sheet up once, and again after it is renamed', async () => {
    google.setSheet('sheet-1', { values: THIRTEEN_COLUMNS, title: 'Articles' });
    await fetchSheetValues({ ...sheetConfig(), apiKey: 'k' }, fast);
    await fetchSheetValues({ ...sheetConfig(), apiKey: 'k' }, fast);
    expect(google.count('/v4/spreadsheets/sheet-1/values/')).toBe(2);
    expect(google.requests.filter((request) => request.path === '/v4/spreadsheets/sheet-1')).toHaveLength(1);
    google.setSheet('sheet-1', { values: THIRTEEN_COLUMNS, title: "Editors' Articles" });
    await expect(fetchSheetValues({ ...sheetConfig(), apiKey: 'k' }, fast)).resolves.toHaveLength(2);
    expect(decodeURIComponent(google.requests.at(-1)?.path ?? '')).toBe("/v4/spreadsheets/sheet-1/values/'Editors'' Articles'");
  });
  it('reads the configured sheet by name, with no metadata request', async () => {
    google.setSheet('sheet-1', { values: [['Other']], title: 'Notes', otherTabs: [{ title: 'Blog 2026', values: THIRTEEN_COLUMNS }] });
    await expect(fetchSheetValues({ ...sheetConfig(), apiKey: 'k', sheetName: 'Blog 2026' }, fast)).resolves.toEqual(THIRTEEN_COLUMNS);
    expect(google.requests).toHaveLength(1);
  });
  it("fails with Google's reason when the configured sheet does not exist", async () => {
    google.setSheet('sheet-1', THIRTEEN_COLUMNS);
    await expect(fetchSheetValues({ ...sheetConfig(), apiKey: 'k', sheetName: 'Blog' }, fast)).rejects.toThrow("Failed to read spreadsheet: 400 Bad Request (Unable to parse range: 'Blog')");
  });
  it('reads a sheet without `values` as empty', async () => {
    google.setSheet('sheet-1', null);
    await expect(readSheet(sheetConfig(), fast, quiet)).resolves.toEqual({ status: 'ok', values: [] });
  });
  it('gets cells as text, rows as long as their last filled cell', async () => {
    google.setSheet('sheet-1', [['Featured', 'Count', 'Note'], [true, 3, ''], ['', '', '']]);
    await expect(readSheet(sheetConfig(), fast, quiet)).resolves.toEqual({ status: 'ok', values: [['Featured', 'Count', 'Note'], ['TRUE', '3']] });
  });
  it('returns an empty list with a warning when there is no API key', async () => {
    await expect(readSheet({ apiUrl: google.url, sheetId: 'sheet-1', apiKey: undefined }, fast, quiet)).resolves.toEqual({ status: 'not-configured', values: [], message: NO_API_KEY_MESSAGE });
    expect(quiet.warn).toHaveBeenCalledWith(NO_API_KEY_MESSAGE);
    expect(google.requests).toHaveLength(0);
  });
  it('returns an empty list and logs when the read fails, without leaking the key', async () => {
    google.setSheet('sheet-1', { values: [], apiKey: 'other-key' });
    const result = await readSheet(sheetConfig(), fast, quiet);
    const message = 'Failed to read spreadsheet: 400 Bad Request (API key not valid. Please pass a valid API key.)';
    expect(result).toEqual({ status: 'failed', values: [], message });
    expect(quiet.error).toHaveBeenCalledWith(message);
    expect(JSON.stringify(quiet.error.mock.calls)).not.toContain('test-key');
  });
  it('retries a 500 and then succeeds', async () => {
    google.setSheet('sheet-1', { values: [['Title']], statuses: [500, 503] });
    await expect(fetchSheetValues({ ...sheetConfig(), apiKey: 'k', sheetName: 'Sheet1' }, fast)).resolves.toEqual([['Title']]);
    expect(google.count('/v4/')).toBe(3);
  });
  it('waits as long as Retry-After says on a 429, then succeeds', async () => {
    google.setSheet('sheet-1', { values: [['Title']], statuses: [429], retryAfterSeconds: 2 });
    const sleep = jest.fn(async () => {});
    await expect(fetchSheetValues({ ...sheetConfig(), apiKey: 'k', sheetName: 'Sheet1' }, { ...fast, maxDelayMs: 5_000, sleep })).resolves.toEqual([['Title']]);
    expect(sleep).toHaveBeenCalledWith(2_000);
  });
  it('gives up after the retries with SheetReadError', async () => {
    google.setSheet('sheet-1', { values: [['Title']], statuses: [500, 500, 500, 500] });
    await expect(fetchSheetValues({ ...sheetConfig(), apiKey: 'k', sheetName: 'Sheet1' }, fast)).rejects.toThrow(new SheetReadError('Failed to read spreadsheet: 500 Internal Server Error (Internal error encountered.)'));
    expect(google.count('/v4/')).toBe(3);
  });
});

describe('document fetch: the link forms editors paste, export formats, retries and failures', () => {
  const options = () => ({ ...fast, baseUrl: google.url });

  it.each([
    ['https://docs.google.com/document/d/doc-a/edit', 'doc-a'],
    ['https://drive.google.com/open?id=doc-b', 'doc-b'],
    ['https://drive.google.com/file/d/doc-c/view', 'doc-c'],
  ])('fetches %s from /document/d/%s/export?format=html', async (url, id) => {
    google.setDocument(id, `<p>${id}</p>`);
    await expect(fetchDocument(url, 'html', options())).resolves.toBe(`<p>${id}</p>`);
    expect(google.requests[0]).toMatchObject({ path: `/document/d/${id}/export`, accept: 'text/html' });
  });
  it('asks for text/plain for the txt format', async () => {
    google.setDocument('doc-t', { html: '<p>x</p>', text: 'plain x' });
    await expect(fetchDocument('https://docs.google.com/document/d/doc-t', 'txt', options())).resolves.toBe('plain x');
    expect(google.requests[0]?.accept).toBe('text/plain');
  });
  it('rejects an invalid link without a request', async () => {
    await expect(fetchDocument('https://example.com/not-a-doc', 'html', options())).rejects.toThrow('Invalid Google Docs URL: https://example.com/not-a-doc');
    expect(google.requests).toHaveLength(0);
  });
  it("fails a 404 with 'Failed to fetch document: 404 Not Found' and does not retry it", async () => {
    await expect(fetchDocument('https://docs.google.com/document/d/missing/edit', 'html', options())).rejects.toThrow('Failed to fetch document: 404 Not Found');
    expect(google.count('/document/')).toBe(1);
  });
  it('retries a 500 and then succeeds', async () => {
    google.setDocument('flaky', { html: '<p>ok</p>', statuses: [500] });
    await expect(fetchDocument('https://docs.google.com/document/d/flaky/edit', 'html', options())).resolves.toBe('<p>ok</p>');
    expect(google.count('/document/')).toBe(2);
  });
  it('retries 429 (rate limited)', async () => {
    google.setDocument('limited', { html: '<p>ok</p>', statuses: [429, 429] });
    await expect(fetchDocument('https://docs.google.com/document/d/limited/edit', 'html', options())).resolves.toBe('<p>ok</p>');
    expect(google.count('/document/')).toBe(3);
  });
  it("fails an empty document with 'Document content is empty'", async () => {
    google.setDocument('empty', '   ');
    await expect(fetchDocument('https://docs.google.com/document/d/empty/edit', 'html', options())).rejects.toThrow('Document content is empty');
  });
  it('times out a slow document, retries, then gives up', async () => {
    google.setDocument('slow', { html: '<p>late</p>', latencyMs: 300 });
    const started = Date.now();
    await expect(fetchDocument('https://docs.google.com/document/d/slow/edit', 'html', { ...options(), timeoutMs: 50, retries: 1 })).rejects.toThrow(RequestTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(google.count('/document/')).toBe(2);
  });
  it("fails a document that is not shared publicly with 'document is not shared publicly', never importing the sign-in page", async () => {
    google.setDocument('private-doc', { html: '<p>secret</p>', sharing: 'private' });
    await expect(fetchDocument('https://docs.google.com/document/d/private-doc/edit', 'html', options())).rejects.toThrow(new DocumentFetchError(NOT_SHARED_MESSAGE));
    expect(google.count('/ServiceLogin')).toBe(0);
  });
  it('fetches a published link from its published page, keeping only the document', async () => {
    google.setDocument('doc-p', { html: '<html><head><style>.c1{font-weight:700}</style></head><body><p class="title">Doc title</p><p><span class="c1">Bold</span> body.</p></body></html>', publishedId: '2PACX-1vPub' });
    const raw = await fetchDocument('https://docs.google.com/document/d/e/2PACX-1vPub/pub', 'html', options());
    expect(google.requests[0]?.path).toBe('/document/d/e/2PACX-1vPub/pub');
    expect(convertBody(raw)).toBe('<p><strong>Bold</strong> body.</p>');
  });
  it("follows the export's redirect to Google's content host", async () => {
    google.setDocument('hop', { html: '<p>After a hop</p>', redirectExport: true });
    await expect(fetchDocument('https://docs.google.com/document/d/hop/edit', 'html', options())).resolves.toBe('<p>After a hop</p>');
    expect(google.requests.map((request) => request.path)).toEqual(['/document/d/hop/export', '/content/hop']);
  });
  it('fails a file that is not HTML or text with its type', async () => {
    google.setDocument('pdf', { html: '%PDF-1.7 binary', contentType: 'application/pdf' });
    await expect(fetchDocument('https://drive.google.com/file/d/pdf/view', 'html', options())).rejects.toThrow('document is not HTML or text (application/pdf)');
  });
  it.each([
    ['says its length', false],
    ['streams without a length', true],
  ])('stops reading a document past 2 MB that %s and fails it, without retrying', async (_, chunked) => {
    google.setDocument('huge', { html: `<p>${'x'.repeat(2_100_000)}</p>`, chunked });
    await expect(fetchDocument('https://docs.google.com/document/d/huge/edit', 'html', { ...options(), timeoutMs: 10_000 })).rejects.toThrow('document is larger than 2 MB');
    expect(google.count('/document/')).toBe(1);
  });
  it('sanitizes an exported document full of XSS', async () => {
    google.setDocument('xss', readFileSync(path.join(FIXTURE_DIR, 'documents', 'fixture-doc-gfci.html'), 'utf8'));
    const html = convertBody(await fetchDocument('https://docs.google.com/document/d/xss/edit', 'html', options()));
    expect(html).toBe(
      '<h2>GFCI outlets</h2><p><strong>GFCI</strong> outlets cut power in a fortieth of a second when current leaks to ground.</p><p><a>Click</a></p>',
    );
  });
});

describe('the pipeline on the fixture sheet', () => {
  it('keeps the published rows, converts each body and reports the rest', async () => {
    loadFixtures(google, FIXTURE_DIR, ['fixture-sheet']);
    const { articles, report } = await buildArticles({
      sheet: { apiUrl: google.url, apiKey: 'k', sheetId: 'fixture-sheet' },
      docsBaseUrl: google.url,
      posts: [],
      now: new Date('2026-11-21T00:00:00.000Z'),
      fetchOptions: fast,
      log: quiet,
    });
    expect(articles.map((article) => article.slug)).toEqual(['fixture-sump-pumps-in-chesapeake-crawl-spaces', 'fixture-gfci-outlets', 'fixture-stored-body-article']);
    expect(report).toMatchObject({ rowsRead: 7, kept: 3, documentsFetched: 2, documentsFailed: [] });
    expect(report.skipped).toEqual([
      { origin: 'sheet row 5', reason: 'status is "Draft", not Published' },
      { origin: 'sheet row 6', reason: 'company is "Other Company LLC", not "Tidewater Inspection Repairs"' },
      { origin: 'sheet row 7', reason: 'first cell is empty' },
      { origin: 'sheet row 8', reason: 'no title' },
    ]);
    const [sump, gfci, stored] = articles;
    expect(sump).toMatchObject({
      id: 'article-2',
      author: 'Fixture Author',
      featured: true,
      tags: ['crawl space', 'moisture', 'Chesapeake'],
      images: ['/images/blog/crawl-space-moisture-coastal-virginia.svg'],
      documentUrl: 'https://docs.google.com/document/d/fixture-doc-sump/edit',
      metaDescription: 'How sump pumps keep Chesapeake crawl spaces dry.',
    });
    expect(sump?.content).toContain('<h2>Why crawl spaces flood</h2>');
    expect(sump?.content).toContain('<a href="https://www.chesapeakeva.gov/" rel="noopener noreferrer" target="_blank">the city</a>');
    expect(sump?.content).not.toContain('Fixture: Sump Pumps');
    expect(gfci).toMatchObject({ category: 'Guides', featured: true, author: 'Tidewater Inspection Repairs Team', publishDate: '2026-11-19T00:00:00.000Z' });
    expect(gfci?.content).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(stored?.content).toBe('<h2>What is a stored body?</h2>\n<p>This article\'s body sits in the sheet cell itself, with <strong>bold</strong> text and a list:</p>\n<ul><li>one</li><li>two</li></ul>');
  });

  it('falls back to stored content when a document fails, and skips a row with nothing to show', async () => {
    google.setSheet('s', [
      ['Company', 'Title', 'Status', 'Content'],
      ['Tidewater Inspection Repairs', 'Only a link', 'Published', 'https://docs.google.com/document/d/gone/edit'],
      ['Tidewater Inspection Repairs', 'Has a body', 'Published', 'Stored body text.'],
    ]);
    const { articles, report } = await buildFromSheet('s');
    expect(articles.map((article) => article.title)).toEqual(['Has a body']);
    expect(report.documentsFailed).toEqual([
      { origin: 'sheet row 2', slug: 'only-a-link', documentUrl: 'https://docs.google.com/document/d/gone/edit', error: 'Failed to fetch document: 404 Not Found' },
    ]);
    expect(report.skipped).toEqual([{ origin: 'sheet row 2', slug: 'only-a-link', reason: 'no body: the document failed (Failed to fetch document: 404 Not Found) and nothing is stored' }]);
  });

  it('fetches at most 6 documents at once', async () => {
    const rows = Array.from({ length: 18 }, (_, index) => ['Tidewater Inspection Repairs', `Doc ${index}`, 'Published', `https://docs.google.com/document/d/d${index}/edit`]);
    google.setSheet('s', [['Company', 'Title', 'Status', 'Content'], ...rows]);
    rows.forEach((_, index) => google.setDocument(`d${index}`, { html: `<p>Doc ${index}</p>`, latencyMs: 30 }));
    const { articles } = await buildFromSheet('s');
    expect(articles).toHaveLength(18);
    expect(google.peakInFlight()).toBe(6);
  });

  it('publishes the columns after J (Content, Category, Featured in K to M) and warns about missing ones', async () => {
    google.setSheet('s', {
      title: 'Articles',
      values: [
        ['Company', 'Title', 'Slug', 'Cover Image URL', 'Author', 'Tags', 'MetaDescription', 'Excerpt', 'PublishDate', 'Status', 'Content', 'Category'],
        ['Tidewater Inspection Repairs', 'Attic Ventilation', '', '', '', 'attic', '', '', '2026-10-01', 'Published', 'Soffit vents feed the ridge vent.', 'Guides'],
      ],
    });
    const { articles, report } = await buildFromSheet('s');
    expect(articles).toEqual([expect.objectContaining({ title: 'Attic Ventilation', category: 'Guides', content: '<p>Soffit vents feed the ridge vent.</p>' })]);
    expect(report.warnings).toContain('Column "Featured" is missing from the sheet\'s header row: no article is featured.');
  });

  it('reports an oversize cell and a private document with their reasons, publishing neither', async () => {
    google.setSheet('s', [
      ['Company', 'Title', 'Status', 'Content'],
      ['Tidewater Inspection Repairs', 'Huge', 'Published', 'x'.repeat(50_001)],
      ['Tidewater Inspection Repairs', 'Private', 'Published', 'https://docs.google.com/document/d/private-doc/edit'],
    ]);
    google.setDocument('private-doc', { html: '<p>secret</p>', sharing: 'private' });
    const { articles, report } = await buildFromSheet('s');
    expect(articles).toEqual([]);
    expect(report.skipped).toEqual([
      { origin: 'sheet row 2', reason: 'cell "Content" has 50,001 characters, over the limit of 50,000' },
      { origin: 'sheet row 3', slug: 'private', reason: 'no body: the document failed (document is not shared publicly) and nothing is stored' },
    ]);
    expect(report.documentsFailed).toEqual([expect.objectContaining({ slug: 'private', error: 'document is not shared publicly' })]);
  });

  it('fetches no guide document for rows named like the old guides', async () => {
    google.setSheet('s', [
      ['Company', 'Title', 'Status', 'Content'],
      ['Tidewater Inspection Repairs', 'PICRA Explained: The Virginia Inspection Addendum, Step by Step', 'Published', 'The addendum, step by step.'],
    ]);
    const { articles, report } = await buildFromSheet('s');
    expect(articles.map((article) => article.content)).toEqual(['<p>The addendum, step by step.</p>']);
    expect(report.documentsFailed).toEqual([]);
    expect(google.count('/document/')).toBe(0);
  });
});
