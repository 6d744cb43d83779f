import { articleConfig } from '@/lib/articles/config';

/**
 * GET with a timeout per attempt and retries with exponential backoff. Retried: 429, 5xx, network
 * errors and timeouts. Never retried: other 4xx, which will not change by asking again.
 */

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type RetryOptions = {
  fetchImpl?: FetchLike;
  timeoutMs?: number;
  /** Extra attempts after the first. */
  retries?: number;
  baseDelayMs?: number;
  /** Upper bound of one wait, Retry-After included. */
  maxDelayMs?: number;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  /** Largest body read, in bytes; a longer one is cut off there and fails with ResponseTooLargeError. */
  maxBytes?: number;
};

export type TextResponse = {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
  /** Attempts made, 1 when the first one answered. */
  attempts: number;
  headers: Headers;
};

export class RequestTimeoutError extends Error {
  constructor(url: string, timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms: ${redactUrl(url)}`);
    this.name = 'RequestTimeoutError';
  }
}

export class ResponseTooLargeError extends Error {
  constructor(
    url: string,
    readonly maxBytes: number,
  ) {
    super(`Response is larger than ${formatBytes(maxBytes)}: ${redactUrl(url)}`);
    this.name = 'ResponseTooLargeError';
  }
}

/** '2 MB', '512 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Math.round(bytes / 100_000) / 10} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 100) / 10} KB`;
  return `${bytes} bytes`;
}

/**
 * The body as text, read as a stream and stopped at maxBytes: a response that says it is bigger, or
 * turns out to be, is never held in memory whole.
 */
async function readBodyCapped(response: Response, url: string, maxBytes: number | undefined): Promise<string> {
  if (maxBytes === undefined || !response.body) return response.text();
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body.cancel();
    throw new ResponseTooLargeError(url, maxBytes);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new ResponseTooLargeError(url, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** URLs carry the Sheets API key as ?key=; it must never reach a log line or an error page. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, '$1***');
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  // Full jitter keeps many parallel document fetches from retrying in lockstep.
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export async function fetchTextWithRetry(url: string, init: RequestInit = {}, options: RetryOptions = {}): Promise<TextResponse> {
  const fetchImpl = options.fetchImpl ?? ((input: string, requestInit?: RequestInit) => fetch(input, requestInit));
  const timeoutMs = options.timeoutMs ?? articleConfig.fetchTimeoutMs;
  const retries = options.retries ?? articleConfig.fetchRetries;
  const baseDelayMs = options.baseDelayMs ?? articleConfig.retryBaseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  const sleep = options.sleep ?? defaultSleep;

  for (let attempt = 0; ; attempt += 1) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let waitMs: number;
    try {
      const response = await fetchImpl(url, { ...init, signal });
      // The body is read inside the attempt so a stalled body counts against the same timeout.
      const text = await readBodyCapped(response, url, options.maxBytes);
      if (response.ok || !isRetryableStatus(response.status) || attempt >= retries) {
        return { ok: response.ok, status: response.status, statusText: response.statusText, text, attempts: attempt + 1, headers: response.headers };
      }
      waitMs = Math.min(maxDelayMs, retryAfterMs(response.headers.get('retry-after')) ?? backoffDelay(attempt, baseDelayMs, maxDelayMs));
    } catch (error) {
      // Asking again would bring the same oversized body.
      if (options.signal?.aborted || error instanceof ResponseTooLargeError) throw error;
      const failure = timeout.aborted ? new RequestTimeoutError(url, timeoutMs) : error;
      if (attempt >= retries) throw failure;
      waitMs = backoffDelay(attempt, baseDelayMs, maxDelayMs);
    }
    await sleep(waitMs);
  }
}
