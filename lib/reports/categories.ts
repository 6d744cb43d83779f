import { siteConfig } from '@/lib/site/config';
import { onFirstUse } from '@/lib/ui/first-use';

/**
 * The services a finding falls under, and what each typically costs by the business's own figures
 * (siteConfig.issueFrequencies). A service without a figure there (carpentry, cosmetic) is priced on
 * review: it shows no range and adds nothing to the total, rather than a made-up one.
 */

export const SERVICE_CATEGORIES = ['safety', 'electrical', 'plumbing', 'hvac', 'roof', 'exterior', 'structural', 'carpentry', 'cosmetic'] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  safety: 'Safety',
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  hvac: 'HVAC',
  roof: 'Roof',
  exterior: 'Exterior',
  structural: 'Structural',
  carpentry: 'Carpentry',
  cosmetic: 'Cosmetic',
};

/** Which of the business's cost figures (by its `issue` name) prices each service. */
const FIGURE_FOR: Partial<Record<ServiceCategory, string>> = {
  safety: 'Safety',
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  hvac: 'HVAC',
  roof: 'Roof and Exterior',
  exterior: 'Roof and Exterior',
  structural: 'Structural',
};

export type CostRange = { low: number; high: number };

/** '$150-$800' or '$1,500 - $2,000' -> {150, 800}; anything else -> undefined. */
export function parseCostRange(text: string): CostRange | undefined {
  const parts = text.split(/[-–]/);
  if (parts.length !== 2) return undefined;
  const [low, high] = parts.map((part) => Number(part.replace(/[$,\s]/g, '')));
  if (low === undefined || high === undefined || !Number.isFinite(low) || !Number.isFinite(high) || low <= 0 || high < low) return undefined;
  return { low, high };
}

export function categoryRange(category: ServiceCategory, figures: readonly { issue: string; cost: string }[] = siteConfig.issueFrequencies): CostRange | undefined {
  const issue = FIGURE_FOR[category];
  const figure = issue ? figures.find((entry) => entry.issue === issue) : undefined;
  return figure ? parseCostRange(figure.cost) : undefined;
}

const dollars = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

export function formatRange(range: CostRange): string {
  return `${dollars().format(range.low)}–${dollars().format(range.high)}`;
}

export type EstimateGroup = { category: ServiceCategory; label: string; count: number; range: CostRange | undefined };

export type Estimate = {
  groups: EstimateGroup[];
  /** Sum of the typical range of every priced item. */
  total: CostRange | undefined;
  /** Items whose service has no figure: the owner prices them on review. */
  unpriced: number;
};

/** The typical range per service for the given items (each item counts once at its service's range) and their total. */
export function estimate(items: readonly { category: ServiceCategory }[]): Estimate {
  const counts = new Map<ServiceCategory, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  const groups: EstimateGroup[] = [];
  let low = 0;
  let high = 0;
  let unpriced = 0;
  for (const category of SERVICE_CATEGORIES) {
    const count = counts.get(category);
    if (!count) continue;
    const range = categoryRange(category);
    groups.push({ category, label: CATEGORY_LABELS[category], count, range });
    if (range) {
      low += range.low * count;
      high += range.high * count;
    } else unpriced += count;
  }
  return { groups, total: high > 0 ? { low, high } : undefined, unpriced };
}
