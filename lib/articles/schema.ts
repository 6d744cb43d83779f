import { z } from 'zod';
import { siteConfig } from '@/lib/site/config';
import { articleConfig } from '@/lib/articles/config';

/**
 * The processed article and the shapes built from it. Every article that reaches
 * a page, from the sheet, a hand-written post or the snapshot, has passed articleSchema.
 */

export const ARTICLE_STATUSES = ['Draft', 'Published'] as const;

const trimmed = z.string().trim();

/** Cover images end up in <img src>: only http(s) or site-relative paths, never javascript: or data:. */
export const imageUrlSchema = trimmed.refine(
  (value) => /^https?:\/\/[^\s"'<>]+$/i.test(value) || /^\/(?!\/)[^\s"'<>]*$/.test(value),
  'must be an http(s) URL or a path starting with /',
);

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

const isoDateTime = z.iso.datetime({ offset: true });

export const articleSchema = z.object({
  id: trimmed.min(1),
  title: trimmed.min(1).default('Untitled Article'),
  slug: slugSchema,
  author: trimmed.min(1).default(siteConfig.teamName),
  publishDate: isoDateTime,
  category: trimmed.min(1).default(articleConfig.defaultCategory),
  tags: z.array(trimmed.min(1)).default([]),
  metaDescription: z.string().default(''),
  excerpt: z.string().default(''),
  /** Sanitized HTML body. */
  content: z.string(),
  images: z.array(imageUrlSchema).default([]),
  status: z.enum(ARTICLE_STATUSES).default('Draft'),
  company: trimmed.min(1).default(siteConfig.name),
  featured: z.boolean().default(false),
  /** Minutes, or the editor's own text such as '8 min read'. */
  readTime: z.union([z.number().int().positive(), trimmed.min(1)]).optional(),
  /** Words of the body's visible text, counted once when the article is built. */
  wordCount: z.number().int().nonnegative(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  syncedAt: isoDateTime,
  /** Link to the hosted document that holds the body, when there is one. */
  documentUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export type Article = z.infer<typeof articleSchema>;

/** Where an article came from; kept in the snapshot so a sync can merge and report clashes. */
const ARTICLE_SOURCES = ['sheet', 'post'] as const;
export type ArticleSource = (typeof ARTICLE_SOURCES)[number];

/**
 * What the site remembers about an article between runs, so that facts do not move: the slugs it had
 * before (they redirect to the current one), whether its date is the day it was first seen (the row has
 * no PublishDate), the fingerprint of its row (unchanged rows need no new document fetch) and when its
 * document was last fetched (the oldest are re-checked first).
 */
const articleFactsSchema = z.object({
  formerSlugs: z.array(slugSchema).optional(),
  dateFirstSeen: z.boolean().optional(),
  rowHash: z.string().regex(/^[a-f0-9]{16,64}$/).optional(),
  checkedAt: isoDateTime.optional(),
  /** Fingerprint of a sheet row's stored text: finds the row again after its slug changed. */
  bodyKey: z.string().regex(/^text [a-f0-9]{64}$/).optional(),
});

export type ArticleFacts = z.infer<typeof articleFactsSchema>;

/** One entry of content/snapshot/articles.json: the article without its body, which lives in bodyFile. */
export const snapshotEntrySchema = articleSchema.omit({ content: true }).extend({
  /** Absent from a snapshot written before word counts were stored: counted from the body on reading. */
  wordCount: articleSchema.shape.wordCount.optional(),
  source: z.enum(ARTICLE_SOURCES),
  /** Where the entry came from, for error messages: 'sheet row 4' or 'content/posts/x.md'. */
  origin: trimmed.min(1),
  /** Body file, relative to the snapshot folder. */
  bodyFile: z.string().regex(/^articles\/[a-z0-9-]+\.html$/),
  ...articleFactsSchema.shape,
});

export type SnapshotEntry = z.infer<typeof snapshotEntrySchema>;

export const snapshotIndexSchema = z.object({
  generatedAt: isoDateTime,
  articles: z.array(snapshotEntrySchema),
});

export type SnapshotIndex = z.infer<typeof snapshotIndexSchema>;

/** An article together with where it came from and what the site remembers about it. */
export type SourcedArticle = Article & { source: ArticleSource; origin: string } & ArticleFacts;

/** An article without its body: what lists, archives, the sitemap and the search index need. */
export type ArticleSummary = Omit<Article, 'content'>;
