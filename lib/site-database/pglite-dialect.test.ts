import { randomBytes } from 'node:crypto';
import { PGlite, types } from '@electric-sql/pglite';
import { BYTEA_TEXT, PGLITE_OPTIONS } from './pglite-dialect';

describe('bytea on PGlite', () => {
  it('writes and reads the same text as PGlite’s own converters', () => {
    const bytes = new Uint8Array([0, 1, 15, 16, 127, 128, 254, 255, ...randomBytes(997)]);
    const text = BYTEA_TEXT.serialize(bytes);
    expect(text).toBe(types.serializers[types.BYTEA]!(bytes));
    expect(text.startsWith('\\x')).toBe(true);
    expect(BYTEA_TEXT.parse(text)).toEqual(new Uint8Array(types.parsers[types.BYTEA]!(text) as Uint8Array));
    // A view into a larger buffer is written as the view, not the whole buffer.
    const view = new Uint8Array(bytes.buffer, 3, 4);
    expect(BYTEA_TEXT.serialize(view)).toBe('\\x107f80fe');
    expect(BYTEA_TEXT.parse('\\x')).toEqual(new Uint8Array(0));
  });

  it('refuses anything but bytes, as PGlite does', () => {
    expect(() => BYTEA_TEXT.serialize('abc')).toThrow('Invalid input for bytea type');
  });

  it('stores a 24 MB report and hands back the identical bytes', async () => {
    const db = await PGlite.create(PGLITE_OPTIONS);
    try {
      await db.exec('create table files (pdf bytea not null)');
      const pdf = new Uint8Array(randomBytes(24 * 1024 * 1024));
      await db.query('insert into files (pdf) values ($1)', [pdf]);
      const { rows } = await db.query<{ pdf: Uint8Array }>('select pdf from files');
      expect(rows[0]!.pdf.byteLength).toBe(pdf.byteLength);
      expect(Buffer.from(rows[0]!.pdf).equals(Buffer.from(pdf))).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);
});
