import type { Metadata } from 'next';
import { ScreenHeader } from '@/components/admin/screen-header';
import { ContentReportView } from '@/components/admin/content-report-view';
import { requireAdmin } from '@/lib/admin/console';
import { getContentReport } from '@/lib/articles';

export const metadata: Metadata = { title: 'Content report' };

export default async function ContentReportPage() {
  await requireAdmin();
  const report = await getContentReport();
  return (
    <>
      <ScreenHeader title="Content report">What the last read of the article sheet published, which rows it left out and why, and which documents failed.</ScreenHeader>
      {report ? (
        <ContentReportView report={report} />
      ) : (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700 shadow-[var(--shadow-card)]">
          No report yet: the site has not read the sheet since it started, and no sync has written one. Run <code>npm run sync</code> or wait for the next refresh.
        </p>
      )}
    </>
  );
}
