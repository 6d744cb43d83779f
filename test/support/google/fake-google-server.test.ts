import { parseA1, type FakeGoogle } from './fake-google-server';
import { withFakeGoogle } from './with-fake-google';

/** The fake answers as Google does, so tests against it catch what users would meet. */

let google: FakeGoogle;

withFakeGoogle((server) => (google = server));

const GRID = [
  ['Title', 'Status', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'Content', 'Category', 'Featured'],
  ['First', 'Published', '', '', '', '', '', '', '', '', 'Body one', 'Legal', true],
  ['Second', 'Draft', '', '', '', '', '', '', '', '', '', '', ''],
  ['', '', '', '', '', '', '', '', '', '', '', '', ''],
];

async function getValues(range: string, key = 'k'): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${google.url}/v4/spreadsheets/s/values/${encodeURIComponent(range)}?key=${key}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('values requests', () => {
  beforeEach(() => google.setSheet('s', { values: GRID, title: 'Articles 2026', otherTabs: [{ title: 'Notes', values: [['a note']] }] }));

  it('returns only the columns of the requested range, trailing empty cells and rows left out', async () => {
    const { body } = await getValues('A:J');
    expect(body.values).toEqual([['Title', 'Status', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'], ['First', 'Published'], ['Second', 'Draft']]);
    expect(body.range).toBe("'Articles 2026'!A1:J1000");
  });

  it.each([
    ["'Articles 2026'", [GRID[0], ['First', 'Published', '', '', '', '', '', '', '', '', 'Body one', 'Legal', 'TRUE'], ['Second', 'Draft']]],
    ["'Articles 2026'!K1:M2", [['Content', 'Category', 'Featured'], ['Body one', 'Legal', 'TRUE']]],
    ['A2:B2', [['First', 'Published']]],
    ['Notes', [['a note']]],
    ['Notes!A:A', [['a note']]],
  ])('reads %s as Google does', async (range, values) => {
    const { status, body } = await getValues(range);
    expect(status).toBe(200);
    expect(body.values).toEqual(values);
  });

  it.each(['Sheet1!A:J', 'Missing', "'Articles 2026!A:J", 'A:J:K', "'Notes'x"])("answers 400 'Unable to parse range' for %s", async (range) => {
    const { status, body } = await getValues(range);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 400, message: `Unable to parse range: ${range}`, status: 'INVALID_ARGUMENT' } });
  });

  it('leaves `values` out for a sheet without cells', async () => {
    google.setSheet('s', null);
    expect((await getValues('Sheet1')).body).toEqual({ range: 'Sheet1!A1:Z1000', majorDimension: 'ROWS' });
  });

  it('refuses a request without a key (403) and a wrong key (400)', async () => {
    google.setSheet('s', { values: GRID, apiKey: 'right' });
    expect((await fetch(`${google.url}/v4/spreadsheets/s/values/A:J`)).status).toBe(403);
    expect(await getValues('A:J', 'wrong')).toMatchObject({ status: 400, body: { error: { message: 'API key not valid. Please pass a valid API key.' } } });
  });

  it('answers 429 with Retry-After when throttled, then serves again', async () => {
    google.throttle(1, 7);
    const limited = await fetch(`${google.url}/v4/spreadsheets/s/values/A:J?key=k`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(((await limited.json()) as { error: { status: string } }).error.status).toBe('RESOURCE_EXHAUSTED');
    expect((await getValues('A:J')).status).toBe(200);
  });
});

describe('spreadsheet metadata', () => {
  it.each(['sheets.properties', 'sheets(properties(title,index))'])('answers the field mask %s with the sheets in order', async (fields) => {
    google.setSheet('s', { values: GRID, title: 'Articles 2026', otherTabs: [{ title: 'Notes', values: [] }] });
    const response = await fetch(`${google.url}/v4/spreadsheets/s?fields=${encodeURIComponent(fields)}&key=k`);
    const body = (await response.json()) as { sheets: { properties: Record<string, unknown> }[] };
    expect(Object.keys(body)).toEqual(['sheets']);
    expect(body.sheets.map((sheet) => sheet.properties)).toEqual([expect.objectContaining({ title: 'Articles 2026', index: 0 }), expect.objectContaining({ title: 'Notes', index: 1 })]);
  });
});

describe('documents', () => {
  it('redirects a document that is not shared publicly to the sign-in page', async () => {
    google.setDocument('private-doc', { html: '<p>secret</p>', sharing: 'private' });
    const response = await fetch(`${google.url}/document/d/private-doc/export?format=html`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/ServiceLogin\?service=wise&passive=1209600&continue=https%3A%2F%2Fdocs\.google\.com%2Fdocument%2Fd%2Fprivate-doc%2Fexport/);
    const followed = await fetch(`${google.url}/document/d/private-doc/export?format=html`);
    expect(await followed.text()).toContain('Sign in');
  });

  it('serves a published document at /document/d/e/{id}/pub inside div#contents', async () => {
    google.setDocument('doc-1', { html: '<html><head><style>.c1{font-weight:700}</style></head><body><p class="c1">Published text</p></body></html>', publishedId: '2PACX-1vabc' });
    const response = await fetch(`${google.url}/document/d/e/2PACX-1vabc/pub`);
    const html = await response.text();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/<div id="contents"><style>\.c1\{font-weight:700\}<\/style><div class="doc-content"><p class="c1">Published text<\/p><\/div><\/div><div id="footer">/);
    expect((await fetch(`${google.url}/document/d/e/2PACX-unknown/pub`)).status).toBe(404);
  });

  it('answers a file that is not a Google Doc with its own content type', async () => {
    google.setDocument('pdf', { html: '%PDF-1.7', contentType: 'application/pdf' });
    expect((await fetch(`${google.url}/document/d/pdf/export?format=html`)).headers.get('content-type')).toBe('application/pdf');
  });
});

describe('A1 notation', () => {
  it.each([
    ['A:J', { startColumn: 0, endColumn: 9 }],
    ['A1:J', { startColumn: 0, endColumn: 9, startRow: 0 }],
    ['2:3', { startRow: 1, endRow: 2 }],
    ["'It''s here'!B2", { sheet: "It's here", startColumn: 1, endColumn: 1, startRow: 1, endRow: 1 }],
    ['Sheet1', { sheet: 'Sheet1' }],
  ])('parses %s', (range, expected) => {
    expect(parseA1(range)).toEqual(expected);
  });
});
