import { leadSource } from '@/lib/attribution/describe';
import type { LeadArrival } from '@/lib/leads';
import { METRIC_NAMES, type MetricName } from '@/lib/page-metrics/body';
import { METRIC_SPECS, p75, type Percentile } from '@/lib/page-metrics/histogram';
import { OTHER_PAGES, PAGE_TEMPLATES, pageTemplate, TEMPLATE_LABELS, type PageTemplate } from '@/lib/page-metrics/paths';
import type { MetricRow } from '@/lib/page-metrics/rows';

/**
 * The console's first screen, as figures: pure functions from the leads' arrivals and the daily page
 * totals, so every rule (week boundaries, sources, conversion, p75 per template) is tested alone.
 */

export const DASHBOARD_WEEKS = 12;
/** Speed figures cover the last 28 days, as Google's field data does. */
export const VITALS_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Count = { label: string; count: number };

/** Monday 00:00 UTC of the week holding the time. */
export function weekStart(time: Date): Date {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The first moment the dashboard counts: the Monday starting the oldest of the 12 weeks. */
export function dashboardStart(now: Date, weeks = DASHBOARD_WEEKS): Date {
  return new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS);
}

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Leads per week, oldest first, every week present (zero included), labelled by its Monday. */
export function leadsPerWeek(arrivals: readonly Pick<LeadArrival, 'createdAt'>[], now: Date, weeks = DASHBOARD_WEEKS): Count[] {
  const first = dashboardStart(now, weeks).getTime();
  const counts = Array.from({ length: weeks }, (_, index) => ({ label: `Week of ${weekLabel.format(new Date(first + index * 7 * DAY_MS))}`, count: 0 }));
  for (const { createdAt } of arrivals) {
    const week = Math.floor((weekStart(createdAt).getTime() - first) / (7 * DAY_MS));
    const slot = counts[week];
    if (slot) slot.count += 1;
  }
  return counts;
}

/** Counts by a key, most first, ties by name. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Count[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export const NOT_RECORDED = 'Not recorded';

export function leadsBySource(arrivals: readonly LeadArrival[]): Count[] {
  return countBy(arrivals, (arrival) => leadSource(arrival.attribution));
}

export function leadsByLandingPage(arrivals: readonly LeadArrival[]): Count[] {
  return countBy(arrivals, (arrival) => arrival.attribution?.landingPage ?? NOT_RECORDED);
}

export type PageConversion = { path: string; views: number; leads: number; /** Leads per 100 views; null without views. */ rate: number | null };

/**
 * Views and leads per page: a lead counts for the page the visitor landed on. Pages with views or
 * leads, most viewed first; a landing page the totals fold away counts under the other pages.
 */
export function pageConversions(views: readonly { path: string; views: number }[], arrivals: readonly LeadArrival[], isCounted: (path: string) => boolean): PageConversion[] {
  const pages = new Map<string, PageConversion>();
  const page = (path: string) => {
    const existing = pages.get(path);
    if (existing) return existing;
    const created: PageConversion = { path, views: 0, leads: 0, rate: null };
    pages.set(path, created);
    return created;
  };
  for (const row of views) page(row.path).views += Math.round(row.views);
  for (const arrival of arrivals) {
    const landing = arrival.attribution?.landingPage;
    if (landing) page(isCounted(landing) ? landing : OTHER_PAGES).leads += 1;
  }
  return [...pages.values()]
    .map((row) => ({ ...row, rate: row.views > 0 ? (100 * row.leads) / row.views : null }))
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path));
}

export type TemplateVitals = { template: PageTemplate; label: string; metrics: Record<MetricName, Percentile | null> };

/** p75 of each metric per page template, from the histograms of its pages summed. */
export function vitalsByTemplate(rows: readonly MetricRow[]): TemplateVitals[] {
  const sums = new Map<string, number[]>();
  for (const row of rows) {
    if (!(METRIC_NAMES as readonly string[]).includes(row.metric)) continue;
    const key = `${pageTemplate(row.path)} ${row.metric}`;
    const counts = sums.get(key) ?? [];
    counts[row.bucket] = (counts[row.bucket] ?? 0) + row.count;
    sums.set(key, counts);
  }
  return PAGE_TEMPLATES.map((template) => ({
    template,
    label: TEMPLATE_LABELS[template],
    metrics: Object.fromEntries(METRIC_NAMES.map((name) => [name, p75(METRIC_SPECS[name], Array.from(sums.get(`${template} ${name}`) ?? [], (count) => count ?? 0))])) as Record<
      MetricName,
      Percentile | null
    >,
  }));
}
