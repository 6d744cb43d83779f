import { startTestServers, testServers } from './test-servers';

/** Playwright's global setup: every server of the run, started side by side; the teardown stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startTestServers(testServers(), !process.env.CI);
}
