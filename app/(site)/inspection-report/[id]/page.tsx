import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReportResults, type ResultsNotice } from '@/components/reports/report-results';
import { UploadAnotherReport } from '@/components/reports/upload-another';
import { inspectionReportCopy, resultsCopy, resultsSummary } from '@/lib/copy/inspection-report';
import { REQUEST_FIELDS } from '@/lib/reports/request-form';
import { reportStore } from '@/lib/reports/service';
import { isReportId } from '@/lib/reports/store';

export const dynamic = 'force-dynamic';

/** A visitor's own results: never indexed, never cached, reachable only through its random address. */
export const metadata: Metadata = { title: 'Your inspection report', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function noticeFrom(query: Record<string, string | string[] | undefined>): ResultsNotice {
  const error = typeof query.error === 'string' ? query.error : undefined;
  if (error === 'invalid') {
    const fields = (typeof query.fields === 'string' ? query.fields.split(',') : []).filter((field) => (REQUEST_FIELDS as readonly string[]).includes(field));
    return { kind: 'invalid', fields };
  }
  if (error === 'no_items') return { kind: 'no_items' };
  if (error === 'not_stored') return { kind: 'not_stored' };
  return undefined;
}

export default async function ReportResultsPage({ params, searchParams }: Props) {
  const { id } = await params;
  if (!isReportId(id)) notFound();
  const report = await (await reportStore()).getReport(id);
  if (!report) notFound();
  const query = await searchParams;
  const sent = report.leadId !== null;
  const summary = resultsSummary(report.status, report.findings.length);

  return (
    <>
      <section aria-labelledby="page-hero-title" className="page-hero">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
          <p className="eyebrow text-amber-300">{report.fileName}</p>
          <h1 id="page-hero-title" className="hero-title">
            {sent ? 'Request sent' : 'Your inspection report'}
          </h1>
          <p className="hero-intro" role="status">
            {sent ? resultsCopy.sent : summary}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {sent ? (
          <p>
            <Link href="/" className="font-semibold text-brand-teal underline">
              Back to the home page
            </Link>
          </p>
        ) : (
          <>
            <ReportResults reportId={report.id} findings={report.findings} notice={noticeFrom(query)} honesty={inspectionReportCopy.honesty} />
            <UploadAnotherReport />
          </>
        )}
      </div>
    </>
  );
}
