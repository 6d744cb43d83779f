import { buildMetadata, canonicalPath } from './metadata';

describe('buildMetadata', () => {
  const metadata = buildMetadata({ title: 'Buyer Repairs', description: 'Repairs for buyers.', path: '/buyer-repairs?utm=x#top' });

  it('sets an absolute canonical URL without query string or hash', () => {
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/buyer-repairs');
  });

  it('indexes pages unless flagged noindex', () => {
    expect(metadata.robots).toEqual({ index: true, follow: true });
    expect(buildMetadata({ title: 't', description: 'd', path: '/', noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it('sets Open Graph and a large Twitter card with a 1200x630 absolute PNG', () => {
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      url: 'http://localhost:3000/buyer-repairs',
      siteName: 'Tidewater Inspection Repairs',
      title: 'Buyer Repairs | Tidewater Inspection Repairs',
      images: [{ url: 'http://localhost:3000/opengraph-image', width: 1200, height: 630, type: 'image/png' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: ['http://localhost:3000/opengraph-image'] });
  });

  it('uses the default keywords unless given its own', () => {
    expect(metadata.keywords).toContain('home inspection repairs');
    expect(buildMetadata({ title: 't', description: 'd', path: '/', keywords: ['roof'] }).keywords).toEqual(['roof']);
  });

  it('keeps an absolute title as given', () => {
    expect(buildMetadata({ title: 'Home Inspection Repair Hampton VA - Fast, Reliable Service', absoluteTitle: true, description: 'd', path: '/' }).title).toEqual({
      absolute: 'Home Inspection Repair Hampton VA - Fast, Reliable Service',
    });
  });

  it('describes articles for Open Graph', () => {
    const article = buildMetadata({
      title: 'PICRA explained',
      description: 'd',
      path: '/blog/picra',
      article: { publishedTime: '2026-10-01', section: 'Legal', tags: ['PICRA'] },
    });
    expect(article.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-10-01', section: 'Legal', tags: ['PICRA'] });
  });

  it("names an article's writer as its author, and no author on other pages", () => {
    const article = buildMetadata({ title: 'PICRA explained', description: 'd', path: '/blog/picra', article: { authors: ['Dana Whitfield'] } });
    expect(article.authors).toEqual([{ name: 'Dana Whitfield' }]);
    expect(metadata).not.toHaveProperty('authors');
  });

  it("names no image when the route segment draws its own, so that Next uses the segment's image files", () => {
    const metadata = buildMetadata({ title: 'PICRA', description: 'd', path: '/blog/picra', image: { url: '/cover.svg' }, segmentImage: true });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/blog?page=2', '/blog'],
    ['/#services', '/'],
    ['', '/'],
  ])('%p -> %p', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});
