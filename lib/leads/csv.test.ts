import { csvCell, toCsv } from './csv';

describe('CSV cells (RFC 4180, safe in spreadsheets)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 757 555 0123', "'+1 757 555 0123"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['', ''],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes dates as ISO 8601, empty values as empty cells, and CRLF after every record', () => {
    expect(toCsv(['When', 'Note'], [[new Date('2026-06-01T12:00:00Z'), null]])).toBe('When,Note\r\n2026-06-01T12:00:00.000Z,\r\n');
  });
});
