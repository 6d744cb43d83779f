import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ReportUploadForm } from '@/components/reports/report-upload-form';
import { inspectionReportCopy as copy, inspectionReportMeta, resultsCopy } from '@/lib/copy/inspection-report';
import { topLevelCrumbs } from '@/lib/copy/sections';
import { isUploadError, UPLOAD_MESSAGES } from '@/lib/reports/upload-request';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(inspectionReportMeta);

type Props = { searchParams: Promise<{ error?: string | string[] }> };

/** The report upload. A refused upload without JavaScript comes back here with ?error=<code>. */
export default async function InspectionReportPage({ searchParams }: Props) {
  const { error } = await searchParams;
  const code = typeof error === 'string' ? error : undefined;
  const message = code === 'expired' ? resultsCopy.expired : isUploadError(code) ? UPLOAD_MESSAGES[code] : undefined;
  return (
    <>
      <section aria-labelledby="page-hero-title" className="page-hero">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
          <Breadcrumbs trail={topLevelCrumbs(inspectionReportMeta, 'Inspection report')} display="dark" />
          <p className="eyebrow mt-6 text-amber-300">{copy.eyebrow}</p>
          <h1 id="page-hero-title" className="hero-title">
            {copy.title}
          </h1>
          <p className="hero-intro">{copy.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="rounded-xl bg-white p-6 shadow-[var(--shadow-card)]">
          <ReportUploadForm copy={copy} {...(message ? { serverError: message } : {})} />
          <noscript>
            <p className="mt-4 text-slate-700">{copy.noJs}</p>
          </noscript>
        </div>
        <p className="mt-6 text-slate-700">{copy.privacy}</p>
        <p className="mt-2 text-slate-700">{copy.honesty}</p>
      </div>
    </>
  );
}
