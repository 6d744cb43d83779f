import { readBody } from '@/lib/request/body';
import { clientAddress, type TrustedProxies } from '@/lib/request/client-address';
import { rejection } from '@/lib/request/guard';
import { isSameOriginRequest } from '@/lib/request/origin';
import type { RateLimiter } from '@/lib/request/rate-limit';
import { PAGE_METRICS_LIMITS } from './body';
import { parsePageMetricsBody } from './body-schema';
import { asksNotToBeTracked, inSample, isBotAgent } from './policy';
import { pageMetricRows, metricDay, type MetricRow } from './rows';
import { errorText } from '@/lib/process/error-text';

/**
 * POST /api/page-metrics, the page-view and Web Vitals beacon. The public-POST guard's checks, cheapest
 * first, in the shape a beacon needs: navigator.sendBeacon sends a string as text/plain (a Blob may
 * carry application/json), and a browser ignores the answer, so everything accepted or deliberately
 * not counted (a bot, Do Not Track or Global Privacy Control, outside the sample) answers 204 alike.
 * Cross-site (403), other types (415), oversize (413), a spent allowance (429) and unreadable bodies
 * (400) are refused as the other public POSTs refuse them.
 */

export type PageMetricsHandlerDeps = {
  record: (day: string, rows: readonly MetricRow[]) => Promise<void>;
  isKnownPage: () => Promise<(path: string) => boolean>;
  limiter: () => RateLimiter;
  settings: () => { sampleRate: number; trust: TrustedProxies; siteUrl: string };
  now?: () => Date;
  random?: () => number;
};

const BEACON_TYPES = new Set(['text/plain', 'application/json']);

const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

export function createPageMetricsHandler({ record, isKnownPage, limiter, settings, now = () => new Date(), random = Math.random }: PageMetricsHandlerDeps) {
  return async function handlePageMetricsPost(request: Request): Promise<Response> {
    const { sampleRate, trust, siteUrl } = settings();
    const refuse = (reason: Parameters<typeof rejection>[0], headers?: Record<string, string>) => {
      request.body?.cancel().catch(() => undefined);
      return rejection(reason, headers);
    };
    const skip = () => {
      request.body?.cancel().catch(() => undefined);
      return noContent();
    };
    if (!isSameOriginRequest(request, siteUrl)) return refuse('cross_site');
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!BEACON_TYPES.has(type)) return refuse('unsupported_type');
    if (asksNotToBeTracked(request.headers) || isBotAgent(request.headers.get('user-agent'))) return skip();

    // A spent client is refused before anything is read; the allowance is taken only for a beacon that parses.
    const clientKey = clientAddress(request, trust);
    const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });
    const spent = await limiter().peek(clientKey);
    if (!spent.allowed) return refuse('rate_limited', retryAfter(spent.retryAfterMs));
    const read = await readBody(request, { maxBytes: PAGE_METRICS_LIMITS.bytes });
    if (!read.ok) return rejection(read.status === 413 ? 'too_large' : 'invalid_body');
    const beacon = parsePageMetricsBody(read.text);
    if (!beacon) return rejection('invalid_json');
    const limit = await limiter().hit(clientKey);
    if (!limit.allowed) return refuse('rate_limited', retryAfter(limit.retryAfterMs));
    if (!inSample(sampleRate, random)) return noContent();

    try {
      await record(metricDay(now()), pageMetricRows(beacon, await isKnownPage(), 1 / sampleRate));
    } catch (error) {
      console.error(`Page metrics not recorded: ${errorText(error)}`);
      return new Response(null, { status: 503, headers: { 'cache-control': 'no-store' } });
    }
    return noContent();
  };
}
