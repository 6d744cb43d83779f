/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a quote, CR or LF, with its quotes doubled. Cells a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or CR that some programs skip first) get a leading
 * apostrophe, so a visitor's message can never execute in the owner's spreadsheet.
 */

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

export function csvCell(value: string | number | Date | null | undefined): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (text.length > 0 && FORMULA_START.has(text[0] ?? '')) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | Date | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
