import { featuredArticles } from '@/lib/articles/query';
import type { ArticleIndex } from '@/lib/articles/article-index';
import { siteConfig } from '@/lib/site-config';
import { toCardData, type ArticleCardData } from './card';

/** What the blog home renders, built from the article index. Pure. */
export type BlogHomeView = {
  featured: ArticleCardData[];
  /** The unfiltered first page of the list: server-rendered, the island's starting point. */
  initialCards: ArticleCardData[];
  total: number;
  categories: string[];
  /** The first 8 tags: the filter shows no more. */
  tags: string[];
};

export function blogHomeView(cache: Pick<ArticleIndex, 'articles' | 'categories' | 'tags'>, allowedHosts: readonly string[]): BlogHomeView {
  return {
    featured: featuredArticles(cache.articles).map((article) => toCardData(article, allowedHosts)),
    initialCards: cache.articles.slice(0, siteConfig.blog.pageSize).map((article) => toCardData(article, allowedHosts)),
    total: cache.articles.length,
    categories: cache.categories,
    tags: cache.tags.slice(0, siteConfig.blog.filterTagCount),
  };
}

/** The search index the list island fetches on first use: card fields only, never the bodies. */
export function searchIndex(cache: Pick<ArticleIndex, 'articles'>, allowedHosts: readonly string[]): { articles: ArticleCardData[] } {
  return { articles: cache.articles.map((article) => toCardData(article, allowedHosts)) };
}
