import { documentExportUrl, extractDocumentId, isDocumentUrl } from './doc-client';

describe('document ids from the three link shapes (SPEC section 5)', () => {
  it.each([
    ['https://docs.google.com/document/d/1AbC_d-9/edit', '1AbC_d-9'],
    ['https://docs.google.com/document/d/1AbC_d-9', '1AbC_d-9'],
    ['https://docs.google.com/document/d/1AbC_d-9/edit?usp=sharing#heading=h.1', '1AbC_d-9'],
    ['https://drive.google.com/open?id=1XyZ', '1XyZ'],
    ['https://drive.google.com/open?usp=sharing&id=1XyZ', '1XyZ'],
    ['https://drive.google.com/file/d/1FiLe/view', '1FiLe'],
    ['https://drive.google.com/file/d/1FiLe', '1FiLe'],
  ])('%s -> %s', (url, id) => {
    expect(extractDocumentId(url)).toBe(id);
  });

  it.each(['https://docs.google.com/spreadsheets/d/1abc/edit', 'https://example.com/doc', 'not a url', ''])(
    'rejects %p with the invalid-URL error',
    (url) => {
      expect(() => extractDocumentId(url)).toThrow(`Invalid Google Docs URL: ${url}`);
    },
  );

  it('tells a document link from body text', () => {
    expect(isDocumentUrl(' https://docs.google.com/document/d/abc/edit ')).toBe(true);
    expect(isDocumentUrl('See https://docs.google.com/document/d/abc/edit for more')).toBe(false);
    expect(isDocumentUrl('Body text')).toBe(false);
    expect(isDocumentUrl(undefined)).toBe(false);
  });

  it('builds the export URL on the configured document service', () => {
    expect(documentExportUrl('abc', 'html', 'https://docs.google.com/')).toBe('https://docs.google.com/document/d/abc/export?format=html');
    expect(documentExportUrl('abc', 'txt', 'http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/document/d/abc/export?format=txt');
  });
});
