import { z } from 'zod';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/leads';

/** What the console's list screens read from their query strings, checked and capped. */

export const CONSOLE_PAGE_SIZE = 50;

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const leadStatusSchema = z.enum(LEAD_STATUSES as [LeadStatus, ...LeadStatus[]]);

export function parseLeadStatus(value: unknown): LeadStatus | undefined {
  const parsed = leadStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Record ids are random UUIDs; anything else is not worth a database query. */
export function parseRecordId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : undefined;
}

/** 'deadline': the soonest repair deadline first (report requests), instead of the newest lead first. */
export type ListQuery = { search: string; status?: LeadStatus; page: number; sort?: 'deadline' };

export function parseListQuery(params: SearchParams): ListQuery {
  const search = (first(params.q) ?? '').trim().slice(0, 200);
  const status = parseLeadStatus(first(params.status));
  const page = Math.min(10_000, Math.max(1, Number.parseInt(first(params.page) ?? '1', 10) || 1));
  return { search, page, ...(status ? { status } : {}), ...(first(params.sort) === 'deadline' ? { sort: 'deadline' as const } : {}) };
}

/** The query string of a list view (page 1 and empty values left out), for links and the CSV export. */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.status) params.set('status', query.status);
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where a form may send the owner back to: a console path only, never another site. */
export function consoleReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 500) return fallback;
  return /^\/admin(?:[/?]|$)/.test(value) && !value.includes('//') && !value.includes('\\') ? value : fallback;
}

/** CSV file names carry the day of the export: leads-2026-11-22.csv. */
export function csvFileName(kind: string, now: Date = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The store's filter for one page of a list view. */
export function pageFilter(query: ListQuery): { search?: string; status?: LeadStatus; sort?: 'deadline'; limit: number; offset: number } {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.status ? { status: query.status } : {}),
    limit: CONSOLE_PAGE_SIZE,
    offset: (query.page - 1) * CONSOLE_PAGE_SIZE,
  };
}
