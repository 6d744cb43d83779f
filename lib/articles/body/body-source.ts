import { articleConfig } from '@/lib/articles/config';
import { isDocumentUrl } from '../google/doc-client';
import { errorText } from '@/lib/process/error-text';

/**
 * Where an article's body comes from: (1) a known guide document, matched by slug
 * or title; (2) the article's own hosted-document link, or content that is such a link; (3) the
 * stored content. When a fetch fails, the stored content is used instead.
 */

type GuideDocument = { slug: string; title: string; documentUrl: string };

type BodyPlan =
  | { kind: 'guide'; documentUrl: string; stored: string }
  | { kind: 'document'; documentUrl: string; stored: string }
  | { kind: 'stored'; stored: string };

type BodyResolution = {
  raw: string;
  /** 'document' and 'guide' mean fetched; 'stored' and 'previous' mean a fallback or no link. */
  from: 'guide' | 'document' | 'stored' | 'previous';
  documentUrl?: string;
  /** Set when a fetch was attempted and failed. */
  error?: string;
};

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function findGuideDocument(
  article: { slug: string; title: string },
  guides: readonly GuideDocument[] = articleConfig.guideDocuments,
): GuideDocument | undefined {
  return guides.find((guide) => sameText(guide.slug, article.slug) || sameText(guide.title, article.title));
}

/** Stored content that is nothing but the document link is not a body to fall back on. */
function storedBody(storedContent: string): string {
  return isDocumentUrl(storedContent) ? '' : storedContent;
}

export function planBody(
  article: { slug: string; title: string; documentUrl?: string; storedContent: string },
  guides: readonly GuideDocument[] = articleConfig.guideDocuments,
): BodyPlan {
  const stored = storedBody(article.storedContent);
  const guide = findGuideDocument(article, guides);
  if (guide) return { kind: 'guide', documentUrl: guide.documentUrl, stored };
  const link = [article.documentUrl, article.storedContent].find((value) => isDocumentUrl(value));
  if (link) return { kind: 'document', documentUrl: link.trim(), stored };
  return { kind: 'stored', stored };
}

type ResolveBodyDeps = {
  /** Fetches a document's export; undefined when working offline (stored content only). */
  fetchDocument?: (documentUrl: string) => Promise<string>;
  /** The body this article had in the last snapshot, used when the fetch fails and nothing is stored. */
  previousBody?: string;
};

/** The raw body (HTML page, fragment or text), or raw '' when there is none to show. */
export async function resolveBody(plan: BodyPlan, deps: ResolveBodyDeps): Promise<BodyResolution> {
  const fallback = (error?: string): BodyResolution => {
    const base = plan.kind === 'stored' ? {} : { documentUrl: plan.documentUrl };
    const withError = error ? { ...base, error } : base;
    if (plan.stored.trim()) return { raw: plan.stored, from: 'stored', ...withError };
    if (deps.previousBody?.trim()) return { raw: deps.previousBody, from: 'previous', ...withError };
    return { raw: '', from: 'stored', ...withError };
  };
  if (plan.kind === 'stored' || !deps.fetchDocument) return fallback();
  try {
    const raw = await deps.fetchDocument(plan.documentUrl);
    return { raw, from: plan.kind, documentUrl: plan.documentUrl };
  } catch (error) {
    return fallback(errorText(error));
  }
}
