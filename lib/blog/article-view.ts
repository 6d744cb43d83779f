import { formatArticleDate, formatReadTime, isoDay } from '@/lib/articles/format';
import { relatedArticles } from '@/lib/articles/query';
import type { Article } from '@/lib/articles/schema';
import { countWords, excerptFrom, stripTags } from '@/lib/articles/text';
import type { BlogPostingInput, Crumb } from '@/lib/seo/json-ld';
import type { PageMetadataInput } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';
import { toCardData, type ArticleCardData } from './card';
import { chooseImage, type ImageChoice } from './images';
import { BLOG_PATH, articlePath } from './paths';

/** Everything the article page shows besides the body, built from the article. Pure. */
export type ArticlePageView = {
  article: Article;
  crumbs: Crumb[];
  longDate: string;
  isoDate: string | undefined;
  readTime: string;
  excerpt: string;
  cover: ImageChoice;
  coverAlt: string;
  related: ArticleCardData[];
  metadata: PageMetadataInput & { description: string };
  posting: BlogPostingInput;
};

const TITLE_SUFFIX = ` | ${siteConfig.name}`;
const MAX_TITLE = 60;

export function articleDescription(article: Pick<Article, 'metaDescription' | 'excerpt' | 'content'>): string {
  const text = article.metaDescription.trim() || article.excerpt.trim() || excerptFrom(article.content);
  return text || siteConfig.blog.defaultExcerpt;
}

export function articlePageView(article: Article, articles: readonly Article[], allowedHosts: readonly string[]): ArticlePageView {
  const path = articlePath(article.slug);
  const description = articleDescription(article);
  const cover = chooseImage(article.images[0], 'cover', allowedHosts);
  // Only an image we can vouch for goes into Open Graph and JSON-LD; the placeholder never does.
  const shareImage = cover.kind === 'placeholder' ? undefined : cover.src;
  return {
    article,
    crumbs: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: BLOG_PATH },
      { name: article.title, path },
    ],
    longDate: formatArticleDate(article.publishDate),
    isoDate: isoDay(article.publishDate),
    readTime: formatReadTime(article.readTime),
    excerpt: article.excerpt.trim(),
    cover,
    coverAlt: `Cover image: ${article.title}`,
    related: relatedArticles(articles, article).map((item) => toCardData(item, allowedHosts, 'related')),
    metadata: {
      title: article.title,
      // Long titles go out without the site-name suffix so that search results don't cut them.
      absoluteTitle: article.title.length + TITLE_SUFFIX.length > MAX_TITLE,
      description,
      path,
      keywords: article.tags.length > 0 ? article.tags : undefined,
      ...(shareImage ? { image: { url: shareImage, width: cover.width, height: cover.height, alt: article.title } } : {}),
      article: {
        publishedTime: article.publishDate,
        modifiedTime: article.updatedAt,
        section: article.category,
        tags: article.tags,
        authors: [article.author],
      },
    },
    posting: {
      title: article.title,
      description,
      path,
      image: shareImage,
      datePublished: article.publishDate,
      dateModified: article.updatedAt,
      author: article.author,
      section: article.category,
      keywords: article.tags,
      wordCount: countWords(stripTags(article.content)),
    },
  };
}
