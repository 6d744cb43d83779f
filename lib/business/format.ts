const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-05-14' as 'May 2026': when a review was posted, to the month. */
export function formatReviewDate(date: string): string {
  return monthYear.format(new Date(`${date}T00:00:00Z`));
}
