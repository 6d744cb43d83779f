import { slugify } from './slug';

describe('slugify: the slug derived from the title', () => {
  it.each([
    ['PICRA Explained: The Virginia Inspection Addendum, Step by Step', 'picra-explained-the-virginia-inspection-addendum-step-by-step'],
    ["Who Pays for Repairs? A Buyer's Guide", 'who-pays-for-repairs-a-buyers-guide'],
    ['Crawl Spaces & Moisture', 'crawl-spaces-and-moisture'],
    ['  Café Résumé  ', 'cafe-resume'],
    ['---', ''],
    ['Step 1 / Step 2', 'step-1-step-2'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(40), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((part) => part === 'word')).toBe(true);
  });
});
