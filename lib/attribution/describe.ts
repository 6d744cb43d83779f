import type { VisitAttribution } from './visit';

/**
 * Where a lead came from, for the owner: its source (the campaign's utm_source, else the referring
 * site, else a direct visit), and one sentence for the lead's page.
 */

export const DIRECT_SOURCE = 'Direct or unknown';

export function leadSource(attribution: Pick<VisitAttribution, 'utmSource' | 'referrerHost'> | null): string {
  return attribution?.utmSource ?? attribution?.referrerHost ?? DIRECT_SOURCE;
}

function pages(count: number): string {
  return count === 1 ? '1 page' : `${count} pages`;
}

/** "Arrived from google.com on /blog/picra-explained, 3 pages, source spring-mailer, medium email, campaign spring-2026." */
export function describeAttribution(attribution: VisitAttribution | null): string {
  if (!attribution) return 'Not recorded (the visitor’s browser kept no visit, or the request came before this was recorded).';
  const from = attribution.referrerHost ? `from ${attribution.referrerHost}` : 'directly or from an unknown site';
  const parts = [`Arrived ${from} on ${attribution.landingPage}`, pages(attribution.pageCount)];
  if (attribution.utmSource) parts.push(`source ${attribution.utmSource}`);
  if (attribution.utmMedium) parts.push(`medium ${attribution.utmMedium}`);
  if (attribution.utmCampaign) parts.push(`campaign ${attribution.utmCampaign}`);
  return `${parts.join(', ')}.`;
}
