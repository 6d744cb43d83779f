import { articleConfig, clampPage, type Page } from '@/lib/articles/browser';

/** What the blog's lists show around the cards: the pager's page numbers and the summary line. */

export type PagerItem = number | 'ellipsis';

/**
 * Page numbers to show: at most 5 numbers, the first and last always kept, an
 * ellipsis for each gap. Page 5 of 12 -> [1, 'ellipsis', 4, 5, 6, 'ellipsis', 12].
 */
export function pagerWindow(current: number, totalPages: number, size: number = articleConfig.pagerWindow): PagerItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  if (totalPages <= size) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const page = clampPage(current, totalPages);
  const middle = Math.max(1, size - 2);
  const start = Math.max(2, Math.min(page - Math.floor((middle - 1) / 2), totalPages - middle));
  const end = Math.min(totalPages - 1, start + middle - 1);
  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push('ellipsis');
  items.push(totalPages);
  return items;
}

/** 'Showing 10 to 18 of 40 articles', or 'No articles found'. */
export function resultSummary(result: Pick<Page<unknown>, 'total' | 'page' | 'perPage'>): string {
  if (result.total === 0) return 'No articles found';
  const from = (result.page - 1) * result.perPage + 1;
  const to = Math.min(result.page * result.perPage, result.total);
  return `Showing ${from} to ${to} of ${result.total} articles`;
}
