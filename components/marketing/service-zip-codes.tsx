import type { ZipCodeSummary } from '@/lib/site/catalogue';

/** The first zip codes of an area as chips, then '+N more' for the rest, so long lists stay one glance. */
export function ServiceZipCodes({ zips, label }: { zips: ZipCodeSummary; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {zips.shown.map((zip) => (
        <li key={zip} className="zip-chip">
          {zip}
        </li>
      ))}
      {zips.moreLabel ? <li className="px-1 py-1 text-sm font-semibold text-brand-teal-dark">{zips.moreLabel}</li> : null}
    </ul>
  );
}
