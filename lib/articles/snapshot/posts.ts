import { promises as fs } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { siteConfig } from '@/lib/site/config';
import type { ArticleDraft } from '../normalise';
import { canonicalCategory, parseFeatured, splitImages, splitList } from '../normalise';
import { slugSchema } from '../schema';
import { parsePublishDate } from '../body/text';
import { slugify } from '../slug';
import { errorText } from '@/lib/process/error-text';

/**
 * Hand-written articles: content/posts/{slug}.md with gray-matter front matter. Their Markdown body
 * goes through the same plain-text conversion as a sheet cell.
 */

const POSTS_DIR = 'posts';

export type PostFile = {
  /** Path shown in messages, relative to the project: 'content/posts/x.md'. */
  origin: string;
  data: Record<string, unknown>;
  body: string;
};

function text(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const result = String(value).trim();
  return result || undefined;
}

function refuseJavaScript(): never {
  throw new Error('front matter written in JavaScript (---js) is not accepted: use YAML');
}

/**
 * gray-matter evaluates `---js` / `---javascript` front matter with eval: a post file must never run
 * code at build time, so those engines throw. YAML is parsed with js-yaml's safe loader.
 */
const MATTER_OPTIONS = { engines: { js: refuseJavaScript, javascript: refuseJavaScript } };

/** One post file's front matter and body; a PostError names the file when the front matter is refused. */
export function parsePostFile(source: string, origin: string): PostFile {
  try {
    const parsed = matter(source, MATTER_OPTIONS);
    return { origin, data: parsed.data as Record<string, unknown>, body: parsed.content };
  } catch (error) {
    throw new PostError(origin, errorText(error));
  }
}

export async function readPostFiles(contentDir: string): Promise<PostFile[]> {
  const dir = path.join(contentDir, POSTS_DIR);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (name) => {
      return parsePostFile(await fs.readFile(path.join(dir, name), 'utf8'), path.posix.join(path.basename(contentDir), POSTS_DIR, name));
    }),
  );
}

export class PostError extends Error {
  constructor(origin: string, problem: string) {
    super(`${origin}: ${problem}`);
    this.name = 'PostError';
  }
}

/** A post's draft; undefined for `status: Draft`. A post without a title or a valid date is an error. */
export function postToDraft(post: PostFile, now: Date): ArticleDraft | undefined {
  const { data, origin } = post;
  const status = text(data.status) ?? 'Published';
  if (status.toLowerCase() === 'draft') return undefined;
  if (status.toLowerCase() !== 'published') throw new PostError(origin, `status must be Published or Draft, not "${status}"`);
  const title = text(data.title);
  if (!title) throw new PostError(origin, 'front matter has no title');
  const fileSlug = path.basename(origin, '.md');
  const slug = text(data.slug) ?? (slugSchema.safeParse(fileSlug).success ? fileSlug : slugify(title));
  if (!slugSchema.safeParse(slug).success) throw new PostError(origin, `slug "${slug}" must be lowercase words joined by hyphens`);
  const rawDate = data.publishDate ?? data.date;
  const publishDate = parsePublishDate(rawDate);
  if (rawDate !== undefined && !publishDate) throw new PostError(origin, `publish date "${String(rawDate)}" not understood`);
  const warnings: string[] = [];
  const images = splitImages((data.images ?? data.image ?? data.coverImage) as string | unknown[] | undefined, warnings);
  const readTime = typeof data.readTime === 'number' ? data.readTime : text(data.readTime);
  const documentUrl = text(data.documentUrl);
  const createdAt = parsePublishDate(data.createdAt);
  const updatedAt = parsePublishDate(data.updatedAt);
  return {
    id: text(data.id) ?? `post-${slug}`,
    title,
    slug,
    author: text(data.author) ?? siteConfig.teamName,
    publishDate: publishDate ?? now.toISOString(),
    category: canonicalCategory(text(data.category)),
    tags: splitList(data.tags as string | unknown[] | undefined),
    metaDescription: text(data.metaDescription ?? data.description) ?? '',
    excerpt: text(data.excerpt) ?? '',
    images,
    status: 'Published',
    company: siteConfig.name,
    featured: parseFeatured(data.featured),
    ...(readTime !== undefined ? { readTime } : {}),
    ...(documentUrl ? { documentUrl } : {}),
    ...(createdAt ? { createdAt } : {}),
    ...(updatedAt ? { updatedAt } : {}),
    storedContent: post.body.trim(),
    source: 'post',
    origin,
    warnings,
  };
}
