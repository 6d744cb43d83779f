import { siteConfig } from '@/lib/site/config';
import { articleConfig } from '@/lib/articles';

/**
 * Social sharing cards: 1200x630 PNG, the size Facebook, LinkedIn and X show large. Those networks do not
 * render SVG, so an article is shared with a card drawn from its title and category rather than its cover.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/png';

/** Longest title drawn on a card; longer ones end at a word boundary with an ellipsis. */
const MAX_CARD_TITLE = 110;

export type ArticleShareCard = { title: string; category: string; fontSize: number };

/** What the card of an article shows: the title, shortened to fit, in a size that keeps it to three lines. */
export function articleShareCard(article: { title: string; category: string }): ArticleShareCard {
  const title = shortenTitle(article.title.trim() || siteConfig.name);
  const fontSize = title.length <= 40 ? 76 : title.length <= 70 ? 64 : 54;
  return { title, category: article.category.trim() || articleConfig.defaultCategory, fontSize };
}

function shortenTitle(title: string): string {
  if (title.length <= MAX_CARD_TITLE) return title;
  const cut = title.slice(0, MAX_CARD_TITLE - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > 40 ? cut.slice(0, boundary) : cut).replace(/[\s,.:;–—-]+$/, '')}…`;
}
