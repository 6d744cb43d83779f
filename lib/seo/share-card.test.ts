import { articleShareCard } from './share-card';

describe('articleShareCard', () => {
  it.each([
    ['a short title in the largest size', 'Fixing a GFCI Outlet', 76],
    ['a middle-length title one size smaller', 'What a Hampton Home Inspection Finds in Older Crawl Spaces', 64],
    ['a long title in the smallest size', 'PICRA Explained: The Virginia Inspection Addendum, Step by Step, for Buyers and Sellers', 54],
  ])('draws %s', (_label, title, fontSize) => {
    expect(articleShareCard({ title, category: 'Guides' })).toEqual({ title, category: 'Guides', fontSize });
  });

  it('shortens a title past 110 characters at a word boundary with an ellipsis', () => {
    const title = `${'Roof flashing and gutter repairs after a Norfolk inspection '.repeat(3)}end`;
    const card = articleShareCard({ title, category: 'Guides' });
    expect(card.title.length).toBeLessThanOrEqual(110);
    expect(card.title.endsWith('…')).toBe(true);
    expect(title.startsWith(card.title.slice(0, -1))).toBe(true);
    expect(card.title.slice(0, -1)).not.toMatch(/\s$/);
  });

  it('falls back to the site name and the default category when they are blank', () => {
    expect(articleShareCard({ title: '  ', category: '' })).toMatchObject({ title: 'Tidewater Inspection Repairs', category: 'Property Inspection' });
  });
});
