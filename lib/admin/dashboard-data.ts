import 'server-only';
import { leadStore } from '@/lib/leads';
import { metricDay } from '@/lib/page-metrics/rows';
import { knownPages } from '@/lib/page-metrics/service';
import { pageMetricsStore } from '@/lib/page-metrics/store';
import { dashboardStart, DASHBOARD_WEEKS, leadsByLandingPage, leadsBySource, leadsPerWeek, pageConversions, VITALS_DAYS, vitalsByTemplate } from './dashboard';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything the dashboard shows, read from the site database in four queries. */
export async function loadDashboard(now = new Date()) {
  const start = dashboardStart(now);
  const today = metricDay(now);
  const [leads, metrics, isKnown] = await Promise.all([leadStore(), pageMetricsStore(), knownPages()]);
  const [arrivals, views, referrals, histograms] = await Promise.all([
    leads.leadArrivalsSince(start),
    metrics.viewsByPage(metricDay(start), today),
    metrics.referrals(metricDay(start), today),
    metrics.histograms(metricDay(new Date(now.getTime() - (VITALS_DAYS - 1) * DAY_MS)), today),
  ]);
  return {
    since: start,
    weeks: DASHBOARD_WEEKS,
    totalLeads: arrivals.length,
    perWeek: leadsPerWeek(arrivals, now),
    bySource: leadsBySource(arrivals),
    byLandingPage: leadsByLandingPage(arrivals),
    pages: pageConversions(views, arrivals, isKnown),
    referrals: referrals.map((row) => ({ label: row.site, count: Math.round(row.visits) })),
    vitals: vitalsByTemplate(histograms),
  };
}
