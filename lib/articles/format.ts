import { articleConfig } from '@/lib/articles/config';
import { onFirstUse } from '@/lib/ui/first-use';
import type { Article } from './schema';

/** Display helpers for article cards and pages. */

const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
const shortDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

function toDate(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * 'November 22, 2026'; 'N/A' when the date is missing or invalid. Formatted in UTC
 * because publish dates are stored as midnight UTC of the chosen day.
 */
export function formatArticleDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDate().format(date) : 'N/A';
}

/** 'Nov 22, 2026' for cards; 'N/A' when missing. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? shortDate().format(date) : 'N/A';
}

/** 'YYYY-MM-DD' for <time dateTime>, or undefined when missing. */
export function isoDay(value: string | Date | null | undefined): string | undefined {
  return toDate(value)?.toISOString().slice(0, 10);
}

/** 'N min read' when a number, the text itself when a string, '5 min read' when missing. */
export function formatReadTime(readTime: Article['readTime'] | null): string {
  if (typeof readTime === 'number' && Number.isFinite(readTime) && readTime > 0) return `${Math.ceil(readTime)} min read`;
  if (typeof readTime === 'string' && readTime.trim()) {
    const text = readTime.trim();
    return /^\d+$/.test(text) ? `${text} min read` : text;
  }
  return articleConfig.defaultReadTime;
}

/** Card excerpt: the excerpt, else the meta description, else the site's default excerpt. */
export function displayExcerpt(article: Pick<Article, 'excerpt' | 'metaDescription'>): string {
  return article.excerpt.trim() || article.metaDescription.trim() || articleConfig.defaultExcerpt;
}
