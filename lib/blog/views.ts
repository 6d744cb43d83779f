import { featuredArticles, type ArticleIndex } from '@/lib/articles';
import { blogConfig } from '@/lib/blog/config';
import { toCardData, type ArticleCardData } from './card';
import { unfilteredAnswer, type ListAnswer } from './search/results';

/** What the blog home renders, built from the article index. Pure. */
type BlogHomeView = {
  featured: ArticleCardData[];
  /** The unfiltered first page of the list: server-rendered, the island's starting point. */
  list: ListAnswer;
  categories: string[];
  /** The first 8 tags: the filter shows no more. */
  tags: string[];
};

export function blogHomeView(cache: Pick<ArticleIndex, 'articles' | 'categories' | 'tags' | 'archives'>, allowedHosts: readonly string[]): BlogHomeView {
  return {
    featured: featuredArticles(cache.articles).map((article) => toCardData(article, allowedHosts)),
    list: unfilteredAnswer(cache, allowedHosts),
    categories: cache.categories,
    tags: cache.tags.slice(0, blogConfig.filterTagCount),
  };
}
