import { siteConfig } from '@/lib/site-config';
import { visibleText } from './sanitize';

/** Text helpers of the pipeline: slugs, excerpts, read time, publish dates. Pure functions. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? match;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Visible text of an HTML fragment, whitespace collapsed (parsed, never regex-stripped). */
export function stripTags(html: string): string {
  return visibleText(html);
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** SPEC section 9: 200 words per minute, rounded up, at least 1. */
export function minutesToRead(wordCount: number, wordsPerMinute: number = siteConfig.blog.wordsPerMinute): number {
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}

export function readTimeMinutes(html: string, wordsPerMinute: number = siteConfig.blog.wordsPerMinute): number {
  return minutesToRead(countWords(stripTags(html)), wordsPerMinute);
}

/** SPEC section 9: text cut at 160 characters with '...' when it is longer. */
export function truncateText(text: string, length: number = siteConfig.blog.excerptLength): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}...`;
}

/** The excerpt of an HTML fragment: its visible text, truncated. */
export function excerptFrom(html: string, length: number = siteConfig.blog.excerptLength): string {
  return truncateText(stripTags(html), length);
}

/** 'PICRA Explained: Step 1!' -> 'picra-explained-step-1'. Empty when nothing usable is left. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  // Cut at a word boundary so a slug never ends in half a word.
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
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
