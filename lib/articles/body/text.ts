import { decodeHTML, DecodingMode } from 'entities';
import { articleConfig } from '@/lib/articles/config';

/** Text helpers of the pipeline: excerpts, read time, publish dates. Pure functions. */

/**
 * Every named and numeric HTML entity, as the HTML specification lists them. Strict: only an entity
 * closed by ';' is decoded, so an editor's '&notes' or 'AT&T' in a cell stays as typed.
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text, DecodingMode.Strict);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Their content is never text a reader sees. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);
/** Their boundaries separate words: '<p>a</p><p>b</p>' reads 'a b', not 'ab'. */
const BLOCK_ELEMENTS = new Set(['p', 'div', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'table', 'tr', 'td', 'th', 'blockquote', 'pre', 'figure', 'figcaption', 'caption']);

/**
 * Visible text of an HTML fragment (a stored body, an excerpt cell), whitespace collapsed. One scan
 * from '<' to '>': a '<' that does not start a tag is text, and every search only moves forward, so
 * the time is linear whatever the input.
 */
export function stripTags(html: string): string {
  const parts: string[] = [];
  let lower: string | undefined;
  let nextClose = -2;
  const closeAfter = (from: number): number => {
    if (nextClose !== -1 && nextClose < from) nextClose = html.indexOf('>', from);
    return nextClose;
  };
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) break;
    parts.push(html.slice(index, open));
    const next = html.charCodeAt(open + 1) | 0x20;
    const mayBeTag = html[open + 1] === '/' || (next >= 0x61 && next <= 0x7a);
    const name = mayBeTag ? /^<\/?([A-Za-z][A-Za-z0-9]{0,15})(?=[\s/>])/.exec(html.slice(open, open + 18)) : null;
    const close = name ? closeAfter(open + 1) : -1;
    if (!name || close < 0) {
      parts.push('<');
      index = open + 1;
      continue;
    }
    const tag = (name[1] ?? '').toLowerCase();
    index = close + 1;
    if (BLOCK_ELEMENTS.has(tag)) parts.push(' ');
    if (HIDDEN_ELEMENTS.has(tag) && html[open + 1] !== '/') {
      lower ??= html.toLowerCase();
      const end = lower.indexOf(`</${tag}`, index);
      parts.push(' ');
      index = end < 0 ? html.length : end;
    }
  }
  parts.push(html.slice(index));
  return decodeEntities(parts.join('')).replace(/\s+/g, ' ').trim();
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Read time in minutes: 200 words per minute, rounded up, at least 1. */
export function minutesToRead(wordCount: number, wordsPerMinute: number = articleConfig.wordsPerMinute): number {
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}

/** Text cut at 160 characters with '...' when it is longer. */
export function truncateText(text: string, length: number = articleConfig.excerptLength): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}...`;
}

/** The excerpt of an HTML fragment: its visible text, truncated. */
export function excerptFrom(html: string, length: number = articleConfig.excerptLength): string {
  return truncateText(stripTags(html), length);
}

/**
 * Publish date as an ISO string. Date-only input ('2026-11-20', '11/20/2026') becomes midnight UTC so
 * that the day shown never shifts with the server's time zone. Unparseable or missing: undefined.
 */
export function parsePublishDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (!text) return undefined;
  const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const usDay = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (isoDay || usDay) {
    const [year, month, day] = isoDay
      ? [Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3])]
      : [Number(usDay?.[3]), Number(usDay?.[1]), Number(usDay?.[2])];
    const date = new Date(Date.UTC(year, month - 1, day));
    const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return valid ? date.toISOString() : undefined;
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}
