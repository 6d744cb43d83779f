import { shareImageSlug } from './share-image-path';

describe('share image addresses', () => {
  it.each([
    ['/blog/fixing-double-tapped-breakers/opengraph-image', 'fixing-double-tapped-breakers'],
    ['/blog/fixing-double-tapped-breakers/opengraph-image-1x2y3z', 'fixing-double-tapped-breakers'],
    ['/blog/no-such-article-8891/opengraph-image-abc', 'no-such-article-8891'],
  ])('%s is the share image of %s', (pathname, slug) => {
    expect(shareImageSlug(pathname)).toBe(slug);
  });

  it.each(['/blog/fixing-double-tapped-breakers', '/blog/category/electrical', '/blog/tag/opengraph-image', '/blog/a/b/opengraph-image', '/blog/a/opengraph-image.png', '/opengraph-image'])('%s is not one', (pathname) => {
    expect(shareImageSlug(pathname)).toBeUndefined();
  });
});
