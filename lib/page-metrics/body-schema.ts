import { z } from 'zod';
import { PAGE_METRICS_LIMITS, METRIC_NAMES, type PageMetricsBody, type MetricName } from './body';
import { METRIC_SPECS } from './histogram';

/** The beacon as the server accepts it: a few short paths, a host, and up to four bounded numbers. */

const path = z.string().max(PAGE_METRICS_LIMITS.path).regex(/^\/[^\s]*$/);
const metricValue = (name: MetricName) => z.number().finite().min(0).max(METRIC_SPECS[name].max).optional();

export const pageMetricsBodySchema = z.object({
  v: z.array(path).max(PAGE_METRICS_LIMITS.views),
  p: path,
  r: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/)
    .nullable(),
  m: z.object(Object.fromEntries(METRIC_NAMES.map((name) => [name, metricValue(name)])) as Record<MetricName, ReturnType<typeof metricValue>>),
}) satisfies z.ZodType<PageMetricsBody, unknown>;

export function parsePageMetricsBody(text: string): PageMetricsBody | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = pageMetricsBodySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
