import { mapHeader, NO_DATA_MESSAGE, parseSheetSteps, parseSheetValues, rowRejection } from './sheet-rows';

const COMPANY = 'Tidewater Inspection Repairs';

describe('header matching', () => {
  it('matches known columns case-insensitively and in any order', () => {
    const columns = mapHeader(['STATUS', 'Title', 'cover image url', 'MetaDescription', 'PUBLISHDATE', 'Company']);
    expect(columns.map((column) => ('field' in column ? column.field : column.extra))).toEqual([
      'status',
      'title',
      'images',
      'metaDescription',
      'publishDate',
      'company',
    ]);
  });
  it.each([
    ['Cover Image URL', 'images'],
    ['images', 'images'],
    ['Meta Description', 'metaDescription'],
    ['publish_date', 'publishDate'],
    ['Content', 'content'],
    ['Google Doc', 'documentUrl'],
    ['Document URL', 'documentUrl'],
  ])('%s -> %s', (header, field) => {
    expect(mapHeader([header])[0]).toMatchObject({ field });
  });
  it('keeps unknown columns under their lowercase names', () => {
    expect(mapHeader(['Reading Level'])[0]).toMatchObject({ extra: 'reading level' });
  });
});

describe('parseSheetValues', () => {
  const header = ['Company', 'Title', 'Status', 'Tags', 'Reading Level'];

  it("needs a header and at least one data row, else 'No data found in spreadsheet'", () => {
    expect(parseSheetValues([])).toEqual({ rowsRead: 0, rows: [], skipped: [], warnings: [], message: NO_DATA_MESSAGE });
    expect(parseSheetValues([header])).toMatchObject({ rows: [], message: NO_DATA_MESSAGE });
  });

  it('drops rows with no first cell, with a reason', () => {
    const result = parseSheetValues([header, ['', 'Title', 'Published'], ['  ', 'Title', 'Published']]);
    expect(result.rows).toEqual([]);
    expect(result.skipped).toEqual([
      { rowNumber: 2, reason: 'first cell is empty' },
      { rowNumber: 3, reason: 'first cell is empty' },
    ]);
  });

  it('keeps only Published rows of this company that have a title', () => {
    const result = parseSheetValues([
      header,
      [COMPANY, 'Kept', 'Published'],
      [COMPANY, 'Kept too', 'PUBLISHED'],
      [COMPANY, 'Draft', 'Draft'],
      [COMPANY, 'No status'],
      [COMPANY, '', 'Published'],
      ['Someone Else LLC', 'Theirs', 'Published'],
    ]);
    expect(result.rows.map((row) => row.fields.title)).toEqual(['Kept', 'Kept too']);
    expect(result.rowsRead).toBe(6);
    expect(result.skipped).toEqual([
      { rowNumber: 4, reason: 'status is "Draft", not Published' },
      { rowNumber: 5, reason: 'status is "Draft", not Published' },
      { rowNumber: 6, reason: 'no title' },
      { rowNumber: 7, reason: `company is "Someone Else LLC", not "${COMPANY}"` },
    ]);
  });

  it('reads rows shorter than the header as empty cells', () => {
    const result = parseSheetValues([header, [COMPANY, 'Short', 'Published']]);
    expect(result.rows[0]).toEqual({ rowNumber: 2, fields: { company: COMPANY, title: 'Short', status: 'Published', tags: '' }, extra: { 'reading level': '' } });
  });

  it('keeps unknown columns of a row', () => {
    const result = parseSheetValues([header, [COMPANY, 'T', 'Published', 'a', 'beginner']]);
    expect(result.rows[0]?.extra).toEqual({ 'reading level': 'beginner' });
  });

  it('treats an empty company as this company', () => {
    expect(rowRejection({ rowNumber: 2, fields: { title: 'T', status: 'Published' }, extra: {} })).toBeUndefined();
  });

  it("skips a row with a cell over Google's 50,000-character limit, naming the cell", () => {
    const result = parseSheetValues([
      [...header, 'Content'],
      [COMPANY, 'Too long', 'Published', '', '', 'x'.repeat(50_001)],
      [COMPANY, 'At the limit', 'Published', '', '', 'x'.repeat(50_000)],
    ]);
    expect(result.rows.map((row) => row.fields.title)).toEqual(['At the limit']);
    expect(result.skipped).toEqual([{ rowNumber: 2, reason: 'cell "Content" has 50,001 characters, over the limit of 50,000' }]);
  });
});

describe('missing columns are reported', () => {
  const ALL = ['Company', 'Title', 'Slug', 'Cover Image URL', 'Author', 'Tags', 'MetaDescription', 'Excerpt', 'PublishDate', 'Status', 'Content', 'Category', 'Featured'];
  const row = (headers: readonly string[]) => headers.map((name) => (name === 'Status' ? 'Published' : name === 'Company' ? COMPANY : 'x'));

  it('warns about nothing when every documented column is there, in any order and case, extra columns kept', () => {
    const headers = [...ALL].reverse().map((name) => name.toUpperCase()).concat('Reading Level');
    expect(parseSheetValues([headers, row(headers)]).warnings).toEqual([]);
  });

  it.each([
    ['Status', 'Column "Status" is missing from the sheet\'s header row: every row counts as a Draft, so none is published.'],
    ['Title', 'Column "Title" is missing from the sheet\'s header row: every row is skipped for having no title.'],
    ['Content', 'Column "Content" is missing from the sheet\'s header row: articles have no body unless a guide document covers them.'],
    ['Category', 'Column "Category" is missing from the sheet\'s header row: articles are filed under Property Inspection.'],
  ])('warns when %s is missing', (missing, warning) => {
    const headers = ALL.filter((name) => name !== missing);
    expect(parseSheetValues([headers, row(headers)]).warnings).toEqual([warning]);
  });

  it('takes a document-link column for Content', () => {
    const headers = ALL.map((name) => (name === 'Content' ? 'Google Doc' : name));
    expect(parseSheetValues([headers, row(headers)]).warnings).toEqual([]);
  });
});

describe('parseSheetSteps', () => {
  it('reads a sheet row by row, with the result of parseSheetValues', () => {
    const header = ['Company', 'Title', 'Status'];
    const values = [header, ...Array.from({ length: 5 }, (_, at) => [COMPANY, `Row ${at}`, at % 2 ? 'Draft' : 'Published'])];
    const steps = parseSheetSteps(values);
    let pieces = 0;
    let step = steps.next();
    while (!step.done) {
      pieces += 1;
      step = steps.next();
    }
    expect(pieces).toBe(5);
    expect(step.value).toEqual(parseSheetValues(values));
  });
});
