import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleCard } from '@/components/blog/article-card';
import { processBody } from '@/lib/articles/body/convert';
import { completeArticle, toArticleDraft } from '@/lib/articles/normalise';
import { parseSheetValues } from '@/lib/articles/google/sheet-rows';
import { toCardData, rssFeed } from '@/lib/blog';

const HEADER = ['Company', 'Title', 'Status', 'Excerpt', 'Content'];
const EXCERPT = 'Caf&eacute; owners on Granby Street: &copy; 2026 Tidewater&reg; &ndash; our &frac12;-day roof check';
const DECODED = 'Café owners on Granby Street: © 2026 Tidewater® – our ½-day roof check';

function articleFromSheet() {
  const now = new Date('2026-11-20T12:00:00Z');
  const [row] = parseSheetValues([HEADER, ['Tidewater Inspection Repairs', 'Roof Checks for Norfolk Cafés', 'Published', EXCERPT, 'Flashing and shingles, checked.']]).rows;
  if (!row) throw new Error('the row was not read');
  return completeArticle(toArticleDraft(row, now), processBody('Flashing and shingles, checked.'), { now });
}

describe('an excerpt cell written with HTML entities', () => {
  it('shows letters, not entity names, on the blog card', () => {
    const html = renderToStaticMarkup(<ArticleCard article={toCardData(articleFromSheet(), [])} />);
    expect(html).toContain(DECODED);
    expect(html).not.toMatch(/&amp;(eacute|copy|reg|frac12);/);
  });

  it('shows letters in the feed, escaped only as XML needs', () => {
    const article = articleFromSheet();
    const xml = rssFeed([article], new Map([[article.slug, article.content]]), 'https://tidewaterinspectionrepairs.com');
    expect(xml).toContain(`<description>${DECODED}</description>`);
  });
});
