import { formatReadTime, type ArticleSummary } from '@/lib/articles/browser';
import { chooseImage, type ImageChoice, type ImageSlot } from './images';

/**
 * What a card needs to show an article, and nothing more: no body. The list's first page passes these
 * to the browser as props and the search index serves them as JSON, so the blog never ships every
 * article's content in its JavaScript.
 */
export type ArticleCardData = {
  slug: string;
  title: string;
  excerpt: string;
  metaDescription: string;
  category: string;
  tags: string[];
  author: string;
  publishDate: string;
  readTime: string;
  featured: boolean;
  image: ImageChoice;
};

export function toCardData(article: ArticleSummary, allowedHosts: readonly string[], slot: ImageSlot = 'card'): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    metaDescription: article.metaDescription,
    category: article.category,
    tags: article.tags,
    author: article.author,
    publishDate: article.publishDate,
    readTime: formatReadTime(article.readTime),
    featured: article.featured,
    image: chooseImage(article.images[0], slot, allowedHosts),
  };
}
