// Types of what the tests use from shared-cache-handler.mjs (Next loads the .mjs itself, untyped).
export function reconnectDelay(retries: number): number;
export function sharedKeyPrefix(deploymentPrefix: string | undefined, buildId: string): string;
export function isLibraryOutageLine(args: unknown[]): boolean;
export function keepErrorsHeard<T>(client: T): T;
declare const SharedCacheHandler: new (context: { serverDistDir: string }) => unknown;
export default SharedCacheHandler;
