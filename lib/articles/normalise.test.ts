import { canonicalCategory, completeArticle, parseFeatured, splitList, toArticleDraft } from './normalise';
import type { SheetRow } from './sheet-rows';

const now = new Date('2026-11-21T12:00:00.000Z');
const row = (fields: SheetRow['fields'], rowNumber = 5): SheetRow => ({ rowNumber, fields: { status: 'Published', ...fields }, extra: {} });

describe('row to article', () => {
  it('applies the defaults', () => {
    const draft = toArticleDraft(row({ title: 'Roof Findings' }), now);
    expect(draft).toMatchObject({
      id: 'article-5',
      slug: 'roof-findings',
      author: 'Tidewater Inspection Repairs Team',
      category: 'Property Inspection',
      company: 'Tidewater Inspection Repairs',
      publishDate: now.toISOString(),
      featured: false,
      tags: [],
      images: [],
      status: 'Published',
    });
  });
  it("uses 'Untitled Article' when the title is missing", () => {
    expect(toArticleDraft(row({}), now).title).toBe('Untitled Article');
  });
  it('derives the slug from the title unless the sheet gives one', () => {
    expect(toArticleDraft(row({ title: 'What Is PICRA?' }), now).slug).toBe('what-is-picra');
    expect(toArticleDraft(row({ title: 'X', slug: 'My Custom Slug' }), now).slug).toBe('my-custom-slug');
  });
  it('splits tags on commas and trims them', () => {
    expect(toArticleDraft(row({ title: 'T', tags: ' roof , PICRA,,roof ' }), now).tags).toEqual(['roof', 'PICRA']);
  });
  it('turns a single image URL into a list, and allows comma-separated URLs', () => {
    expect(toArticleDraft(row({ title: 'T', images: 'https://a.example/1.png' }), now).images).toEqual(['https://a.example/1.png']);
    expect(toArticleDraft(row({ title: 'T', images: 'https://a.example/1.png, /images/blog/x.svg' }), now).images).toEqual([
      'https://a.example/1.png',
      '/images/blog/x.svg',
    ]);
  });
  it('drops image URLs that are not http(s) or site paths, with a warning', () => {
    const draft = toArticleDraft(row({ title: 'T', images: 'javascript:alert(1), https://ok.example/a.png' }), now);
    expect(draft.images).toEqual(['https://ok.example/a.png']);
    expect(draft.warnings).toHaveLength(1);
  });
  it('fills both content and documentUrl from a document link in the content column', () => {
    const link = 'https://docs.google.com/document/d/abc123/edit';
    expect(toArticleDraft(row({ title: 'T', content: link }), now)).toMatchObject({ storedContent: link, documentUrl: link });
  });
  it('fills both from a hosted-document link column', () => {
    const link = 'https://drive.google.com/open?id=xyz';
    expect(toArticleDraft(row({ title: 'T', documentUrl: link }), now)).toMatchObject({ storedContent: link, documentUrl: link });
  });
  it('keeps body text in content without a documentUrl', () => {
    const draft = toArticleDraft(row({ title: 'T', content: 'Body text' }), now);
    expect(draft.storedContent).toBe('Body text');
    expect(draft.documentUrl).toBeUndefined();
  });
  it('reads the publish date, falling back to now with a warning', () => {
    expect(toArticleDraft(row({ title: 'T', publishDate: '2026-05-01' }), now).publishDate).toBe('2026-05-01T00:00:00.000Z');
    const draft = toArticleDraft(row({ title: 'T', publishDate: 'soon' }), now);
    expect(draft.publishDate).toBe(now.toISOString());
    expect(draft.warnings[0]).toContain('soon');
  });
});

describe('featured: true when the text is true or 1', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    [' true ', true],
    ['yes', false],
    ['0', false],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('%p -> %s', (value, expected) => {
    expect(parseFeatured(value)).toBe(expected);
  });
});

describe('categories and lists', () => {
  it('spells known categories the canonical way', () => {
    expect(canonicalCategory('legal')).toBe('Legal');
    expect(canonicalCategory('REAL ESTATE')).toBe('Real Estate');
    expect(canonicalCategory('Home Maintenance')).toBe('Home Maintenance');
    expect(canonicalCategory('')).toBe('Property Inspection');
  });
  it('accepts arrays (front matter) and strings', () => {
    expect(splitList(['a', ' b '])).toEqual(['a', 'b']);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe('completeArticle', () => {
  const draft = toArticleDraft(row({ title: 'Roof', excerpt: '' }), now);

  it('generates excerpt, meta description and read time from the body', () => {
    const article = completeArticle(draft, '<p>Short body.</p>', { now });
    expect(article).toMatchObject({ excerpt: 'Short body.', metaDescription: 'Short body.', readTime: 1, content: '<p>Short body.</p>' });
  });
  it('stores the body\'s word count with the article and takes the read time from it', () => {
    const article = completeArticle(draft, `<h2>Flashing</h2><p>${'shingle '.repeat(399)}</p>`, { now });
    expect(article).toMatchObject({ wordCount: 400, readTime: 2 });
  });
  it('keeps createdAt from the last snapshot, and updatedAt when nothing changed', () => {
    const first = completeArticle(draft, '<p>Body</p>', { now: new Date('2026-01-01T00:00:00.000Z') });
    const same = completeArticle(draft, '<p>Body</p>', { now, previous: first });
    expect(same.createdAt).toBe('2026-01-01T00:00:00.000Z');
    expect(same.updatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(same.syncedAt).toBe(now.toISOString());
    const changed = completeArticle(draft, '<p>New body</p>', { now, previous: first });
    expect(changed.updatedAt).toBe(now.toISOString());
  });
});
