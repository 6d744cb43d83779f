import { z } from 'zod';
import { parseListState, type ListState } from '@/lib/blog/list';

/**
 * The search endpoint's query string, checked before any work: each parameter once at most (the form
 * may repeat category and tag, the last counts), bounded lengths, a slug alphabet for category and tag
 * and a page number of at most six digits. A longer query than blogConfig.searchMaxLength is cut,
 * not refused; one past PARAM_MAX_LENGTH is refused as no reader types it.
 */
const PARAM_MAX_LENGTH = 1_000;

const text = z.string().max(PARAM_MAX_LENGTH);
const schema = z.object({
  q: text.optional(),
  category: z.string().max(120).regex(/^[\p{L}\p{N} &'’-]*$/u).optional(),
  tag: z.string().max(120).regex(/^[\p{L}\p{N} &'’#.+-]*$/u).optional(),
  page: z.string().regex(/^\d{0,6}$/).optional(),
});

type SearchParamsResult = { ok: true; state: ListState } | { ok: false; error: string };

export function parseSearchParams(params: URLSearchParams): SearchParamsResult {
  if ([...params.keys()].length > 12) return { ok: false, error: 'Too many parameters.' };
  const raw: Record<string, string> = {};
  for (const name of ['q', 'category', 'tag', 'page'] as const) {
    const value = params.getAll(name).at(-1);
    if (value !== undefined) raw[name] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `Invalid ${parsed.error.issues[0]?.path.join('.') ?? 'parameter'}.` };
  return { ok: true, state: parseListState(params) };
}
