import { UPLOAD_PAGE } from '@/lib/reports/paths';

/** Below a report's results: back to an empty upload form, with a full page load. */
export function UploadAnotherReport() {
  return (
    <p className="mt-8 text-slate-700">
      Wrong file?{' '}
      <a href={UPLOAD_PAGE} className="font-semibold text-brand-teal underline">
        Upload another report
      </a>
    </p>
  );
}
