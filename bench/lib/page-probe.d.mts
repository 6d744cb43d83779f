/** Types of bench/lib/page-probe.mjs, for the TypeScript benchmarks (bench:abuse:cluster). */
export type PageProbeOptions = { base: string; pages: string[]; seconds: number; visitors: number; intervalMs: number };
export type PageProbeResult = {
  requests: number;
  p50?: number;
  p95?: number;
  p99?: number;
  max?: number;
  statuses: Record<string, number>;
  cache: Record<string, number>;
  p95ByPage: Record<string, number | undefined>;
  lateMs: { p95?: number; max: number };
};
export declare function probePages(options: PageProbeOptions): Promise<PageProbeResult>;
