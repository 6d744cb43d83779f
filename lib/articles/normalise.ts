import { createHash } from 'node:crypto';
import { siteConfig } from '@/lib/site/config';
import { articleConfig } from '@/lib/articles/config';
import { isDocumentUrl } from './google/doc-client';
import { articleSchema, imageUrlSchema, type Article, type ArticleSource, type SourcedArticle } from './schema';
import type { ProcessedBody } from './body/convert';
import type { SheetRow } from './google/sheet-rows';
import { countWords, minutesToRead, parsePublishDate, stripTags, truncateText } from './body/text';
import { slugify } from './slug';

/**
 * An article before its body is known: what a sheet row or a hand-written post says about it, with
 * defaults applied (id 'article-{n}', title 'Untitled Article', the team as author, today as publish
 * date, category 'Property Inspection', status 'Draft'). `storedContent` is the raw body cell or Markdown.
 */
export type ArticleDraft = Omit<Article, 'content' | 'wordCount' | 'createdAt' | 'updatedAt' | 'syncedAt'> & {
  storedContent: string;
  source: ArticleSource;
  /** 'sheet row 4' or 'content/posts/x.md': named in warnings and clash errors. */
  origin: string;
  /** Cells or front-matter values that were dropped, e.g. an image URL that is not http(s). */
  warnings: string[];
  createdAt?: string;
  updatedAt?: string;
  /** The row has no usable PublishDate: the date is the day the site first saw the row. */
  dateMissing?: boolean;
  /** Fingerprint of the row's cells: an unchanged row needs no new document fetch. */
  rowHash?: string;
};

/** Fingerprint of a row's cells, whatever its row number (inserting a row above changes no fingerprint). */
function rowFingerprint(row: Pick<SheetRow, 'fields' | 'extra'>): string {
  return createHash('sha256').update(JSON.stringify([row.fields, row.extra])).digest('hex').slice(0, 32);
}

export function splitList(value: string | readonly unknown[] | undefined): string[] {
  const parts = Array.isArray(value) ? value.map((item) => String(item)) : String(value ?? '').split(',');
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of parts) {
    const item = part.trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}

/** Featured is true when the text is 'true' or '1' (any case, as Sheets checkboxes say 'TRUE'). */
export function parseFeatured(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return /^(?:true|1)$/i.test(String(value ?? '').trim());
}

/** A known category in its canonical spelling ('legal' -> 'Legal'), else the text as written. */
export function canonicalCategory(value: string | undefined): string {
  const text = value?.trim();
  if (!text) return articleConfig.defaultCategory;
  return articleConfig.categories.find((category) => category.toLowerCase() === text.toLowerCase()) ?? text;
}

export function splitImages(value: string | readonly unknown[] | undefined, warnings: string[]): string[] {
  return splitList(value).filter((url) => {
    const valid = imageUrlSchema.safeParse(url).success;
    if (!valid) warnings.push(`image "${url}" dropped: not an http(s) URL or site path`);
    return valid;
  });
}

export function toArticleDraft(row: SheetRow, now: Date): ArticleDraft {
  const { fields } = row;
  const id = `article-${row.rowNumber}`;
  const title = fields.title || 'Untitled Article';
  const warnings: string[] = [];
  const publishDate = parsePublishDate(fields.publishDate);
  if (fields.publishDate && !publishDate) warnings.push(`publish date "${fields.publishDate}" not understood`);
  // The content cell or the document-link cell fills both the stored content and the document link.
  const storedContent = fields.content || fields.documentUrl || '';
  const link = [fields.documentUrl, fields.content].find((value) => isDocumentUrl(value));
  return {
    id,
    title,
    slug: slugify(fields.slug || title) || id,
    author: fields.author || siteConfig.teamName,
    publishDate: publishDate ?? now.toISOString(),
    category: canonicalCategory(fields.category),
    tags: splitList(fields.tags),
    metaDescription: fields.metaDescription ?? '',
    excerpt: fields.excerpt ?? '',
    images: splitImages(fields.images, warnings),
    status: 'Published',
    company: fields.company || siteConfig.name,
    featured: parseFeatured(fields.featured),
    ...(link ? { documentUrl: link.trim() } : {}),
    storedContent,
    source: 'sheet',
    origin: `sheet row ${row.rowNumber}`,
    warnings,
    ...(publishDate ? {} : { dateMissing: true }),
    rowHash: rowFingerprint(row),
  };
}

type CompleteOptions = {
  now: Date;
  /** The same article in the last snapshot: keeps createdAt, and updatedAt when nothing changed. */
  previous?: Article;
};

const COMPARED_FIELDS = Object.keys(articleSchema.shape).filter(
  (key) => key !== 'createdAt' && key !== 'updatedAt' && key !== 'syncedAt',
) as (keyof Article)[];

function sameContent(next: Partial<Article>, previous: Partial<Article>): boolean {
  return COMPARED_FIELDS.every((key) => JSON.stringify(next[key]) === JSON.stringify(previous[key]));
}

function measureHtml(html: string): Pick<ProcessedBody, 'html' | 'excerpt' | 'wordCount' | 'readTimeMinutes'> {
  const text = stripTags(html);
  const wordCount = countWords(text);
  return { html, excerpt: truncateText(text), wordCount, readTimeMinutes: minutesToRead(wordCount) };
}

/** The finished, validated article: body set, excerpt, meta description and read time filled in. */
export function completeArticle(draft: ArticleDraft, content: string | ProcessedBody, options: CompleteOptions): SourcedArticle {
  // A processed body brings its excerpt and read time from the same pass; bare HTML is measured here.
  const processed = typeof content === 'string' ? measureHtml(content) : content;
  const contentHtml = processed.html;
  const excerpt = draft.excerpt.trim() ? stripTags(draft.excerpt) : processed.excerpt;
  const body: Omit<Article, 'createdAt' | 'updatedAt' | 'syncedAt'> = {
    id: draft.id,
    title: draft.title,
    slug: draft.slug,
    author: draft.author,
    publishDate: draft.publishDate,
    category: draft.category,
    tags: draft.tags,
    // Search engines get the editor's description, else the excerpt (both within 160 characters).
    metaDescription: draft.metaDescription.trim() ? stripTags(draft.metaDescription) : excerpt,
    excerpt,
    content: contentHtml,
    images: draft.images,
    status: draft.status,
    company: draft.company,
    featured: draft.featured,
    readTime: draft.readTime ?? processed.readTimeMinutes,
    wordCount: processed.wordCount,
    ...(draft.documentUrl ? { documentUrl: draft.documentUrl } : {}),
  };
  const nowIso = options.now.toISOString();
  const { previous } = options;
  const article = articleSchema.parse({
    ...body,
    createdAt: draft.createdAt ?? previous?.createdAt ?? nowIso,
    updatedAt: draft.updatedAt ?? (previous && sameContent(body, previous) ? previous.updatedAt : nowIso),
    syncedAt: nowIso,
  });
  return { ...article, source: draft.source, origin: draft.origin };
}
