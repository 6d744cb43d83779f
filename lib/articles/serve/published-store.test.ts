import { decodeArticles, encodeArticles, MAX_NAMED_CHANGES, mergeChanges } from './published-store';
import type { SourcedArticle } from '../schema';

const article = (slug: string, content: string) =>
  ({ slug, title: slug, content, source: 'sheet', origin: 'sheet row 2', formerSlugs: ['old-address'], dateFirstSeen: true, rowHash: 'f00d', checkedAt: '2026-11-01T00:00:00.000Z' }) as unknown as SourcedArticle;

describe('published articles', () => {
  it('come back as they were published, bodies with line breaks and kept facts included', async () => {
    const articles = [article('crawl-space-moisture', '<p>First line.</p>\n<p>Second line.</p>'), article('sagging-floor-joists', '')];
    expect(await decodeArticles(await encodeArticles(articles))).toEqual(articles);
    expect(await decodeArticles(await encodeArticles([]))).toEqual([]);
  });

  it('are encoded and decoded one article at a time, giving way between them', async () => {
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    const data = await encodeArticles([article('a', 'A.'), article('b', 'B.'), article('c', 'C.')], pause);
    await decodeArticles(data, pause);
    expect(pauses).toBe(6);
  });
});

describe('changes waiting for the stored pages to expire', () => {
  it('add up by slug, once each', () => {
    expect(mergeChanges(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('become every page after a new process, or past the limit of named changes', () => {
    expect(mergeChanges('all', ['a'])).toBe('all');
    expect(mergeChanges(['a'], 'all')).toBe('all');
    const many = Array.from({ length: MAX_NAMED_CHANGES + 1 }, (_, at) => `slug-${at}`);
    expect(mergeChanges([], many)).toBe('all');
  });
});
