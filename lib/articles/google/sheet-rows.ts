import { siteConfig } from '@/lib/site/config';
import { articleConfig } from '@/lib/articles/config';
import { runSteps } from '../schedule/steps';

/**
 * From the sheet's raw `values` to the rows that become articles. Columns are matched by header,
 * case-insensitively; a row needs a first cell, status Published, a title and this company. Every
 * row that does not make it gets a reason, and every documented column the header lacks a warning,
 * for the content report.
 */

export const SHEET_FIELDS = [
  'company',
  'title',
  'slug',
  'images',
  'author',
  'tags',
  'metaDescription',
  'excerpt',
  'publishDate',
  'status',
  'content',
  'documentUrl',
  'category',
  'featured',
] as const;

export type SheetField = (typeof SHEET_FIELDS)[number];
type SheetFields = Partial<Record<SheetField, string>>;

/**
 * Header names, compared lowercase with spaces, dashes and underscores removed, so 'Cover Image URL',
 * 'cover_image_url' and 'coverimageurl' are one column.
 */
const HEADER_ALIASES: Record<string, SheetField> = {
  company: 'company',
  title: 'title',
  slug: 'slug',
  coverimageurl: 'images',
  coverimage: 'images',
  images: 'images',
  image: 'images',
  imageurl: 'images',
  author: 'author',
  tags: 'tags',
  metadescription: 'metaDescription',
  excerpt: 'excerpt',
  publishdate: 'publishDate',
  date: 'publishDate',
  status: 'status',
  content: 'content',
  body: 'content',
  documenturl: 'documentUrl',
  documentlink: 'documentUrl',
  document: 'documentUrl',
  docurl: 'documentUrl',
  doclink: 'documentUrl',
  googledoc: 'documentUrl',
  googledocurl: 'documentUrl',
  googledoclink: 'documentUrl',
  googledocs: 'documentUrl',
  hosteddocument: 'documentUrl',
  category: 'category',
  featured: 'featured',
};

type SheetColumn = { index: number; header: string } & ({ field: SheetField } | { extra: string });

export type SheetRow = {
  /** The row number the editor sees in the sheet (the header is row 1). */
  rowNumber: number;
  fields: SheetFields;
  /** Unknown columns, kept under their lowercase header names. */
  extra: Record<string, string>;
};

export type SkippedRow = { rowNumber: number; reason: string };

type ParsedSheet = {
  /** Data rows below the header. */
  rowsRead: number;
  rows: SheetRow[];
  skipped: SkippedRow[];
  /** Known columns missing from the header row, each with what it means for the articles. */
  warnings: string[];
  /** Set when the sheet has no header and data row: 'No data found in spreadsheet'. */
  message?: string;
};

export const NO_DATA_MESSAGE = 'No data found in spreadsheet';

/**
 * The columns docs/content-editing.md documents, by the name an editor knows them by, and what their absence
 * means. Content and a document-link column are alternatives for the body.
 */
const DOCUMENTED_COLUMNS: readonly { field: SheetField; header: string; consequence: string }[] = [
  { field: 'company', header: 'Company', consequence: `every row counts as ${siteConfig.name}'s` },
  { field: 'title', header: 'Title', consequence: 'every row is skipped for having no title' },
  { field: 'slug', header: 'Slug', consequence: 'addresses are made from the titles' },
  { field: 'images', header: 'Cover Image URL', consequence: 'articles have no cover image' },
  { field: 'author', header: 'Author', consequence: `articles are signed ${siteConfig.teamName}` },
  { field: 'tags', header: 'Tags', consequence: 'articles have no tags' },
  { field: 'metaDescription', header: 'MetaDescription', consequence: 'search descriptions are taken from the body' },
  { field: 'excerpt', header: 'Excerpt', consequence: 'excerpts are taken from the body' },
  { field: 'publishDate', header: 'PublishDate', consequence: 'articles are dated when first seen' },
  { field: 'status', header: 'Status', consequence: 'every row counts as a Draft, so none is published' },
  { field: 'content', header: 'Content', consequence: 'articles have no body unless a guide document covers them' },
  { field: 'category', header: 'Category', consequence: `articles are filed under ${articleConfig.defaultCategory}` },
  { field: 'featured', header: 'Featured', consequence: 'no article is featured' },
];

/** One warning per documented column that the header row lacks. */
function missingColumnWarnings(columns: readonly SheetColumn[]): string[] {
  const present = new Set(columns.flatMap((column) => ('field' in column ? [column.field] : [])));
  // A document-link column stands in for Content.
  if (present.has('documentUrl')) present.add('content');
  return DOCUMENTED_COLUMNS.filter((column) => !present.has(column.field)).map(
    (column) => `Column "${column.header}" is missing from the sheet's header row: ${column.consequence}.`,
  );
}

/** The first cell longer than Google's cell limit, as a skip reason. */
function oversizeCell(cells: readonly string[], headerRow: readonly string[], maxLength: number): string | undefined {
  const index = cells.findIndex((cell) => cell.length > maxLength);
  if (index < 0) return undefined;
  const name = headerRow[index]?.trim() || `column ${index + 1}`;
  return `cell "${name}" has ${(cells[index] ?? '').length.toLocaleString('en-US')} characters, over the limit of ${maxLength.toLocaleString('en-US')}`;
}

function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_-]+/g, '');
}

export function mapHeader(headerRow: readonly string[]): SheetColumn[] {
  const seen = new Set<string>();
  const columns: SheetColumn[] = [];
  headerRow.forEach((raw, index) => {
    const header = raw.trim();
    if (!header) return;
    const field = HEADER_ALIASES[headerKey(header)];
    const name = field ?? header.toLowerCase();
    // A repeated header would overwrite the first column's value; the first one wins.
    if (seen.has(name)) return;
    seen.add(name);
    columns.push(field ? { index, header, field } : { index, header, extra: name });
  });
  return columns;
}

function readRow(row: readonly string[], columns: readonly SheetColumn[], rowNumber: number): SheetRow {
  const fields: SheetFields = {};
  const extra: Record<string, string> = {};
  for (const column of columns) {
    // Google leaves trailing empty cells out, so a row may be shorter than the header.
    const value = (row[column.index] ?? '').trim();
    if ('field' in column) fields[column.field] = value;
    else extra[column.extra] = value;
  }
  return { rowNumber, fields, extra };
}

/** Why a row is not published (not Published, no title, another company), or undefined when it is kept. */
export function rowRejection(row: SheetRow, company: string = siteConfig.name): string | undefined {
  const status = row.fields.status || 'Draft';
  if (status.toLowerCase() !== 'published') return `status is "${status}", not Published`;
  if (!row.fields.title) return 'no title';
  const rowCompany = row.fields.company || siteConfig.name;
  if (rowCompany !== company) return `company is "${rowCompany}", not "${company}"`;
  return undefined;
}

export function parseSheetValues(values: readonly (readonly string[])[], company: string = siteConfig.name): ParsedSheet {
  return runSteps(parseSheetSteps(values, company));
}

/** parseSheetValues as steps, one per row, for a caller that pauses between them (the live refresh). */
export function* parseSheetSteps(values: readonly (readonly string[])[], company: string = siteConfig.name): Generator<void, ParsedSheet> {
  const [headerRow, ...dataRows] = values;
  if (!headerRow || dataRows.length === 0) {
    return { rowsRead: dataRows.length, rows: [], skipped: [], warnings: [], message: NO_DATA_MESSAGE };
  }
  const columns = mapHeader(headerRow);
  const cellMaxLength = articleConfig.cellMaxLength;
  const rows: SheetRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const [index, cells] of dataRows.entries()) {
    yield;
    const rowNumber = index + 2;
    if (!(cells[0] ?? '').trim()) {
      skipped.push({ rowNumber, reason: 'first cell is empty' });
      continue;
    }
    // Google stops a cell at 50,000 characters; a longer one did not come from an editor's sheet.
    const oversize = oversizeCell(cells, headerRow, cellMaxLength);
    if (oversize) {
      skipped.push({ rowNumber, reason: oversize });
      continue;
    }
    const row = readRow(cells, columns, rowNumber);
    const reason = rowRejection(row, company);
    if (reason) skipped.push({ rowNumber, reason });
    else rows.push(row);
  }
  return { rowsRead: dataRows.length, rows, skipped, warnings: missingColumnWarnings(columns) };
}
