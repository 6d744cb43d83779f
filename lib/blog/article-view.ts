import { formatArticleDate, formatReadTime, isoDay, type Article, type ArticleSummary, articleConfig } from '@/lib/articles/browser';
import { relatedArticles, excerptFrom } from '@/lib/articles';
import { HOME_CRUMB } from '@/lib/copy/breadcrumbs';
import type { BlogPostingInput, Crumb } from '@/lib/seo/json-ld';
import type { PageMetadataInput } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site/config';
import { toCardData, type ArticleCardData } from './card';
import { chooseImage, type ImageChoice } from './images';
import { BLOG_PATH, articlePath } from './paths';

/** Everything the article page shows besides the body, built from the article. Pure. */
type ArticlePageView = {
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
/** Longest document title without the suffix: search results cut near 60 characters, validators flag past 70. */
const MAX_BARE_TITLE = 65;

/**
 * The document title for an article: with the site-name suffix when both fit in 60 characters, the bare
 * title up to 65, and past that the title shortened at a natural break (': ', ', ', '? ') that keeps at
 * least 40 characters, or else at a word boundary with an ellipsis. The h1, breadcrumb and JSON-LD keep
 * the full title.
 */
export function articleDocumentTitle(title: string): { title: string; absoluteTitle: boolean } {
  if (title.length + TITLE_SUFFIX.length <= MAX_TITLE) return { title, absoluteTitle: false };
  if (title.length <= MAX_BARE_TITLE) return { title, absoluteTitle: true };
  let best = -1;
  for (const match of title.matchAll(/[:,;?!](?=\s)/g)) {
    const end = match.index + (match[0] === '?' || match[0] === '!' ? 1 : 0);
    if (end >= 40 && end <= MAX_BARE_TITLE) best = end;
  }
  if (best > 0) return { title: title.slice(0, best), absoluteTitle: true };
  const cut = title.slice(0, MAX_BARE_TITLE);
  const boundary = cut.lastIndexOf(' ');
  const head = (boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, MAX_BARE_TITLE - 1)).replace(/[\s,.:;–—-]+$/, '');
  return { title: `${head}…`, absoluteTitle: true };
}

function articleDescription(article: Pick<Article, 'metaDescription' | 'excerpt' | 'content'>): string {
  const text = article.metaDescription.trim() || article.excerpt.trim() || excerptFrom(article.content);
  return text || articleConfig.defaultExcerpt;
}

/** `candidates`: the articles related ones are picked from (the article's category archive is enough). */
export function articlePageView(article: Article, candidates: readonly ArticleSummary[], allowedHosts: readonly string[]): ArticlePageView {
  const path = articlePath(article.slug);
  const description = articleDescription(article);
  const cover = chooseImage(article.images[0], 'cover', allowedHosts);
  // Only an image we can vouch for goes into Open Graph and JSON-LD; the placeholder never does.
  const shareImage = cover.kind === 'placeholder' ? undefined : cover.src;
  return {
    article,
    crumbs: [
      HOME_CRUMB,
      { name: 'Blog', path: BLOG_PATH },
      { name: article.title, path },
    ],
    longDate: formatArticleDate(article.publishDate),
    isoDate: isoDay(article.publishDate),
    readTime: formatReadTime(article.readTime),
    excerpt: article.excerpt.trim(),
    cover,
    coverAlt: `Cover image: ${article.title}`,
    related: relatedArticles(candidates, article).map((item) => toCardData(item, allowedHosts, 'related')),
    metadata: {
      // Long titles go out without the site-name suffix, and very long ones shortened, so that search results don't cut them.
      ...articleDocumentTitle(article.title),
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
      wordCount: article.wordCount,
    },
  };
}
