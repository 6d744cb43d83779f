import { CATEGORY_LABELS, estimate, formatRange, type CostRange, type ServiceCategory } from './categories';

/**
 * The words around the typical ranges, kept exact about what each figure covers. Carpentry and
 * cosmetic work have no typical figure in the business's settings, so their items carry no range:
 * they are said to be priced by the owner on review, and a total says which items it leaves out
 * rather than claiming to cover them all.
 */

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'a', 'a and b', 'a, b and c'. */
function list(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Beside a service's heading: its range per item, or that the owner prices it. */
export function groupRangeText(range: CostRange | undefined): string {
  return range ? `typically ${formatRange(range)} each` : 'no typical price: the owner prices these on review';
}

export type TotalText = {
  /** The total, or why there is none. */
  headline: string;
  /** The items the total leaves out, when some are priced on review. */
  unpricedNote?: string;
  /** Which items go to the owner with the request. */
  sending: string;
};

/** The total for the ticked items and what the request will send, of `found` items in the report. */
export function totalText(ticked: readonly { category: ServiceCategory }[], found: number): TotalText {
  if (ticked.length === 0) return { headline: 'No items ticked: tick at least one repair to have it quoted.', sending: 'Nothing is sent until you tick at least one item.' };
  const result = estimate(ticked);
  const unpricedGroups = result.groups.filter((group) => !group.range);
  const unpricedLabels = list(unpricedGroups.map((group) => group.label.toLowerCase()));
  const priced = ticked.length - result.unpriced;
  const everyTicked = ticked.length === found ? 'all ' : '';
  const sending = `Your request sends ${ticked.length === found ? `all ${plural(found, 'item')}` : `${ticked.length} of the ${plural(found, 'item')}`}: ${result.groups
    .map((group) => `${group.label} (${group.count})`)
    .join(', ')}.`;

  if (!result.total) {
    return { headline: `No typical range for the ${plural(ticked.length, 'ticked item')}: the owner prices ${unpricedLabels} work on review.`, sending };
  }
  if (result.unpriced === 0) {
    return { headline: `Typical range for ${everyTicked}${plural(ticked.length, 'ticked item')}: ${formatRange(result.total)}`, sending };
  }
  return {
    headline: `Typical range for the ${plural(priced, 'ticked item')} we have a figure for: ${formatRange(result.total)}`,
    unpricedNote: `Not in this range: ${plural(result.unpriced, `${unpricedLabels} item`)}, which the owner prices on review (we have no typical figure for that work).`,
    sending,
  };
}

/** The owner's e-mail line for the range, saying which items it leaves out. */
export function ownerRangeText(items: readonly { category: ServiceCategory }[]): string | undefined {
  const result = estimate(items);
  if (!result.total) return undefined;
  const unpricedLabels = list(result.groups.filter((group) => !group.range).map((group) => CATEGORY_LABELS[group.category].toLowerCase()));
  const left = result.unpriced > 0 ? ` (covers ${items.length - result.unpriced} of the ${items.length} items; not in it: ${plural(result.unpriced, `${unpricedLabels} item`)}, priced on review)` : '';
  return `Typical range from the report's text (shown to the visitor, not a quote): ${formatRange(result.total)}${left}`;
}
