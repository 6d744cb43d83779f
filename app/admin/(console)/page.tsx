import type { Metadata } from 'next';
import { BarTable } from '@/components/admin/dashboard/bar-table';
import { DashboardCard } from '@/components/admin/dashboard/dashboard-card';
import { PagesTable } from '@/components/admin/dashboard/pages-table';
import { VitalsTable } from '@/components/admin/dashboard/vitals-table';
import { WeeklyChart } from '@/components/admin/dashboard/weekly-chart';
import { ScreenHeader } from '@/components/admin/screen-header';
import { requireAdmin } from '@/lib/admin/console';
import { VITALS_DAYS } from '@/lib/admin/dashboard';
import { loadDashboard } from '@/lib/admin/dashboard-data';
import { formatDateTime } from '@/lib/admin/format';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  await requireAdmin();
  const data = await loadDashboard();
  const since = `since ${formatDateTime(data.since).replace(/,? \d+:\d+.*$/, '')}`;
  return (
    <>
      <ScreenHeader title="Dashboard">
        <p>
          {data.totalLeads === 1 ? '1 lead' : `${data.totalLeads} leads`} in the last {data.weeks} weeks. Counted by this website itself: no cookies, nothing sent to anyone
          else.
        </p>
      </ScreenHeader>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DashboardCard id="per-week" title="Leads per week" note={`Contact requests received each week (Monday to Sunday, UTC), ${since}.`}>
          <WeeklyChart weeks={data.perWeek} />
        </DashboardCard>
        <DashboardCard id="by-source" title="Leads by source" note="The campaign named in the link the visitor followed, else the site that linked to us.">
          <BarTable caption="Leads by source" labelHeader="Source" countHeader="Leads" rows={data.bySource} empty="No leads in these weeks." />
        </DashboardCard>
        <DashboardCard id="by-landing" title="Leads by landing page" note="The page or article the visitor arrived on before asking for a quote.">
          <BarTable caption="Leads by landing page" labelHeader="Landing page" countHeader="Leads" rows={data.byLandingPage} empty="No leads in these weeks." />
        </DashboardCard>
        <DashboardCard id="referrals" title="Visits by referring site" note={`Visits that arrived by a link from another site, ${since}.`}>
          <BarTable caption="Visits by referring site" labelHeader="Site" countHeader="Visits" rows={data.referrals} empty="No visits from other sites counted yet." />
        </DashboardCard>
        <DashboardCard id="pages" title="Views and leads per page" note={`Page views ${since}; a lead counts for the page the visitor landed on.`} wide>
          <PagesTable rows={data.pages} />
        </DashboardCard>
        <DashboardCard
          id="speed"
          title="Speed for real visitors"
          note={`75th percentile over the last ${VITALS_DAYS} days, as Google judges it: LCP good up to 2.5 s, poor over 4 s; INP good up to 200 ms, poor over 500 ms; CLS good up to 0.1, poor over 0.25.`}
          wide
        >
          <VitalsTable rows={data.vitals} />
        </DashboardCard>
      </div>
    </>
  );
}
