import { articleConfig } from '@/lib/articles/config';
import { fetchTextWithRetry, formatBytes, ResponseTooLargeError, type RetryOptions, type TextResponse } from './http';

/**
 * Hosted document (Google Docs) client. A document is read from its export
 * ({GOOGLE_DOCS_URL}/document/d/{id}/export?format=html), a 'Publish to the web' link from its published
 * page ({GOOGLE_DOCS_URL}/document/d/e/{id}/pub, the body inside div#contents). Google answers a
 * document that is not shared publicly with a redirect to its sign-in page; redirects are therefore
 * never followed blindly, and what comes back must be HTML or text and at most 2 MB.
 */

export const DOCUMENT_FORMATS = ['html', 'txt', 'pdf', 'docx'] as const;
type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

const ACCEPT: Record<DocumentFormat, string> = {
  html: 'text/html',
  txt: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const NOT_SHARED_MESSAGE = 'document is not shared publicly';

const DOCUMENT_ID = /^[A-Za-z0-9_-]+$/;

class InvalidDocumentUrlError extends Error {
  constructor(url: string) {
    super(`Invalid Google Docs URL: ${url}`);
    this.name = 'InvalidDocumentUrlError';
  }
}

export class DocumentFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DocumentFetchError';
  }
}

type DocumentLink = { kind: 'document' | 'published'; id: string };

/**
 * The link shapes editors paste: .../document/d/{id}[/...], ...open?id={id}, .../file/d/{id}[/...]
 * and the published .../document/d/e/{id}/pub. Read from the parsed URL, segment by segment.
 */
export function parseDocumentLink(url: string): DocumentLink | undefined {
  const text = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  const segments = parsed.pathname.split('/');
  for (let index = 0; index < segments.length; index += 1) {
    const [segment, d, id, next] = [segments[index], segments[index + 1], segments[index + 2] ?? '', segments[index + 3] ?? ''];
    if (segment === 'document' && d === 'd') {
      // '/document/d/e/2PACX.../pub' is the published copy, not a document whose id is 'e'.
      if (id === 'e') return DOCUMENT_ID.test(next) && next !== 'pub' ? { kind: 'published', id: next } : undefined;
      return DOCUMENT_ID.test(id) ? { kind: 'document', id } : undefined;
    }
    if (segment === 'file' && d === 'd') return DOCUMENT_ID.test(id) ? { kind: 'document', id } : undefined;
  }
  const openId = segments.at(-1) === 'open' ? parsed.searchParams.get('id') : null;
  return openId && DOCUMENT_ID.test(openId) ? { kind: 'document', id: openId } : undefined;
}

function findDocumentId(url: string): string | undefined {
  return parseDocumentLink(url)?.id;
}

/** The document id of a link; any link without one throws the invalid-document-URL error. */
export function extractDocumentId(url: string): string {
  const id = findDocumentId(url);
  if (!id) throw new InvalidDocumentUrlError(url);
  return id;
}

/** A cell that is nothing but a link to a hosted document (as opposed to the body text itself). */
export function isDocumentUrl(text: string | undefined): text is string {
  if (!text) return false;
  const value = text.trim();
  return /^https?:\/\/\S+$/i.test(value) && findDocumentId(value) !== undefined;
}

export function documentExportUrl(documentId: string, format: DocumentFormat, baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/document/d/${encodeURIComponent(documentId)}/export?format=${format}`;
}

export function publishedDocumentUrl(publishedId: string, baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/document/d/e/${encodeURIComponent(publishedId)}/pub`;
}

type FetchDocumentOptions = RetryOptions & {
  /** GOOGLE_DOCS_URL. Only the document id is taken from the link, so a link can never point us elsewhere. */
  baseUrl: string;
};

/** Google's sign-in page, where it sends a visitor without access to the document. */
export function isSignInPage(url: URL): boolean {
  return url.hostname === 'accounts.google.com' || /\/(?:ServiceLogin|signin)(?:\/|$)/i.test(url.pathname);
}

/** Same host as GOOGLE_DOCS_URL, or Google's content host that exports are sometimes served from. */
function isDocumentHost(url: URL, baseUrl: string): boolean {
  return url.origin === new URL(baseUrl).origin || url.hostname.endsWith('.googleusercontent.com');
}

const MAX_REDIRECTS = 3;

async function getDocumentResponse(address: string, format: DocumentFormat, options: FetchDocumentOptions): Promise<TextResponse> {
  const maxBytes = options.maxBytes ?? articleConfig.documentMaxBytes;
  let current = address;
  for (let hop = 0; ; hop += 1) {
    let response: TextResponse;
    try {
      response = await fetchTextWithRetry(current, { headers: { Accept: ACCEPT[format] }, redirect: 'manual' }, { ...options, maxBytes });
    } catch (error) {
      if (error instanceof ResponseTooLargeError) throw new DocumentFetchError(`document is larger than ${formatBytes(maxBytes)}`);
      throw error;
    }
    if (response.status < 300 || response.status >= 400) return response;
    const location = response.headers.get('location');
    const target = location ? new URL(location, current) : undefined;
    if (target && isSignInPage(target)) throw new DocumentFetchError(NOT_SHARED_MESSAGE, response.status);
    if (!target || !isDocumentHost(target, options.baseUrl) || hop >= MAX_REDIRECTS) {
      throw new DocumentFetchError(`Failed to fetch document: ${response.status} redirect to ${target?.hostname ?? 'nowhere'}`, response.status);
    }
    current = target.href;
  }
}

/**
 * The body of a published page: what lies inside div#contents, before Google's footer, as a document
 * page so that its styles and headings are read like an export's.
 */
export function publishedBody(page: string): string {
  const lower = page.toLowerCase();
  const start = lower.indexOf('<div id="contents"');
  if (start < 0) return page;
  const footer = lower.indexOf('<div id="footer"', start);
  return `<!DOCTYPE html><html><body>${page.slice(start, footer < 0 ? undefined : footer)}</body></html>`;
}

export async function fetchDocument(url: string, format: DocumentFormat = 'html', options: FetchDocumentOptions): Promise<string> {
  const link = parseDocumentLink(url);
  if (!link) throw new InvalidDocumentUrlError(url);
  const address = link.kind === 'published' ? publishedDocumentUrl(link.id, options.baseUrl) : documentExportUrl(link.id, format, options.baseUrl);
  const response = await getDocumentResponse(address, link.kind === 'published' ? 'html' : format, options);
  if (!response.ok) throw new DocumentFetchError(`Failed to fetch document: ${response.status} ${response.statusText}`, response.status);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && type !== 'text/html' && type !== 'text/plain') throw new DocumentFetchError(`document is not HTML or text (${type})`, response.status);
  if (!response.text.trim()) throw new DocumentFetchError('Document content is empty');
  return link.kind === 'published' ? publishedBody(response.text) : response.text;
}
