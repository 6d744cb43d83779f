import { fetchTextWithRetry, type RetryOptions } from './http';

/** Hosted document (Google Docs) client (SPEC.md sections 5, 7 and 8). */

export const DOCUMENT_FORMATS = ['html', 'txt', 'pdf', 'docx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

const ACCEPT: Record<DocumentFormat, string> = {
  html: 'text/html',
  txt: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The three link shapes of SPEC section 5: .../document/d/{id}, ...open?id={id}, .../file/d/{id}. */
const DOCUMENT_ID_PATTERNS = [/\/document\/d\/([A-Za-z0-9_-]+)/, /\/open\?(?:[^#\s]*&)?id=([A-Za-z0-9_-]+)/, /\/file\/d\/([A-Za-z0-9_-]+)/];

export class InvalidDocumentUrlError extends Error {
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

export function findDocumentId(url: string): string | undefined {
  for (const pattern of DOCUMENT_ID_PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id) return id;
  }
  return undefined;
}

/** The document id of a link, or the invalid-URL error of SPEC section 8. */
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

export type FetchDocumentOptions = RetryOptions & {
  /** GOOGLE_DOCS_URL. Only the document id is taken from the link, so a link can never point us elsewhere. */
  baseUrl: string;
};

export async function fetchDocument(url: string, format: DocumentFormat = 'html', options: FetchDocumentOptions): Promise<string> {
  const documentId = extractDocumentId(url);
  const response = await fetchTextWithRetry(documentExportUrl(documentId, format, options.baseUrl), { headers: { Accept: ACCEPT[format] } }, options);
  if (!response.ok) throw new DocumentFetchError(`Failed to fetch document: ${response.status} ${response.statusText}`, response.status);
  if (!response.text.trim()) throw new DocumentFetchError('Document content is empty');
  return response.text;
}
