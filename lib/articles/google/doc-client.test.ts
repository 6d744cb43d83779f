import { documentExportUrl, extractDocumentId, isDocumentUrl, isSignInPage, parseDocumentLink, publishedBody, publishedDocumentUrl } from './doc-client';

describe('document ids from the three link shapes', () => {
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

  it.each([
    ['https://docs.google.com/document/d/e/2PACX-1vQx_y-Z/pub', { kind: 'published', id: '2PACX-1vQx_y-Z' }],
    ['https://docs.google.com/document/d/e/2PACX-1vQx/pub?embedded=true', { kind: 'published', id: '2PACX-1vQx' }],
    ['docs.google.com/document/d/1AbC/edit', { kind: 'document', id: '1AbC' }],
    ['https://docs.google.com/a/tidewater.example/document/d/1AbC/edit', { kind: 'document', id: '1AbC' }],
  ])('reads %s as %j', (url, link) => {
    expect(parseDocumentLink(url)).toEqual(link);
  });

  it.each([
    'https://docs.google.com/spreadsheets/d/1abc/edit',
    'https://example.com/doc',
    'not a url',
    '',
    // A published link whose id is missing is not the document 'e'.
    'https://docs.google.com/document/d/e/',
    'https://docs.google.com/document/d/e/pub',
  ])(
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

  it('builds the published URL on the configured document service', () => {
    expect(publishedDocumentUrl('2PACX-1', 'https://docs.google.com/')).toBe('https://docs.google.com/document/d/e/2PACX-1/pub');
  });

  it.each([
    ['https://accounts.google.com/ServiceLogin?service=wise&continue=x', true],
    ['https://accounts.google.com/v3/signin/identifier?continue=x', true],
    ['http://127.0.0.1:4010/ServiceLogin?service=wise', true],
    ['https://doc-0s-docs.googleusercontent.com/export/abc', false],
    ['https://docs.google.com/document/d/abc/export?format=html', false],
  ])('%s is a sign-in page: %s', (url, expected) => {
    expect(isSignInPage(new URL(url))).toBe(expected);
  });

  it("keeps only div#contents of a published page, without Google's banner and footer", () => {
    const page = '<html><body><div id="banners">Updated automatically every 5 minutes</div><div id="contents"><p>Body</p></div><div id="footer">Published using Google Docs</div></body></html>';
    expect(publishedBody(page)).toBe('<!DOCTYPE html><html><body><div id="contents"><p>Body</p></div></body></html>');
  });

  it('builds the export URL on the configured document service', () => {
    expect(documentExportUrl('abc', 'html', 'https://docs.google.com/')).toBe('https://docs.google.com/document/d/abc/export?format=html');
    expect(documentExportUrl('abc', 'txt', 'http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/document/d/abc/export?format=txt');
  });
});
