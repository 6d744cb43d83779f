// Types of what the tests use from fixed-build-pages.mjs (Next loads the cache handler's .mjs files itself, untyped).
export function fixedBuildPage(key: unknown): string | undefined;
export type FixedBuildPageEntry = {
  lastModified: number;
  value: { kind: 'APP_PAGE'; html: string; rscData: Buffer; postponed?: string; headers?: Record<string, string>; status?: number; segmentData?: Map<string, Buffer> };
  cacheControl?: unknown;
};
export function readFixedBuildPage(serverDistDir: string, key: string): Promise<FixedBuildPageEntry | undefined>;
