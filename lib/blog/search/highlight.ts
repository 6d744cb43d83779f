import { WORD, searchTerm } from './terms';

/**
 * Where a card's title or excerpt shows what the search matched: each word whose search form is one
 * of the matched terms, and each place the whole query stands as typed. Ranges of the plain text, so
 * the card draws them as <mark> around escaped text and never as HTML from the article. Linear in the
 * text: one pass over its words, one forward scan for the query, one merge.
 */

export type MarkRange = readonly [start: number, end: number];

type MarkedPart = { text: string; mark: boolean };

/** Ranges drawn at most per text: a pathological excerpt cannot make the answer large. */
const MAX_RANGES = 40;

function phraseRanges(text: string, phrase: string): MarkRange[] {
  const lower = text.toLowerCase();
  // Lower-casing that changes the length (a few non-English letters) would shift the offsets.
  if (!phrase || lower.length !== text.length) return [];
  const ranges: MarkRange[] = [];
  let from = lower.indexOf(phrase);
  while (from >= 0 && ranges.length < MAX_RANGES) {
    ranges.push([from, from + phrase.length]);
    from = lower.indexOf(phrase, from + phrase.length);
  }
  return ranges;
}

function termRanges(text: string, terms: ReadonlySet<string>): MarkRange[] {
  const ranges: MarkRange[] = [];
  if (terms.size === 0) return ranges;
  for (const match of text.matchAll(WORD)) {
    const term = searchTerm(match[0]);
    if (term && terms.has(term)) ranges.push([match.index, match.index + match[0].length]);
    if (ranges.length >= MAX_RANGES) break;
  }
  return ranges;
}

/** Two sorted range lists as one, overlapping or touching ranges joined. */
function merge(a: readonly MarkRange[], b: readonly MarkRange[]): MarkRange[] {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]![0] <= b[j]![0]) ? a[i++]! : b[j++]!;
    const last = out[out.length - 1];
    if (last && next[0] <= last[1]) last[1] = Math.max(last[1], next[1]);
    else out.push([next[0], next[1]]);
  }
  return out.slice(0, MAX_RANGES);
}

export function matchRanges(text: string, terms: ReadonlySet<string>, phrase: string): MarkRange[] {
  return merge(termRanges(text, terms), phraseRanges(text, phrase));
}

/** The text cut at the ranges: what a card renders, marked parts inside <mark>. Ranges out of order or bounds are ignored. */
export function markedParts(text: string, ranges: readonly MarkRange[] | undefined): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let at = 0;
  for (const [start, end] of ranges ?? []) {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), mark: false });
  return parts;
}
