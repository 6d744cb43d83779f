import { checkReadiness, livenessResponse, readinessResponse, runCheck } from './readiness';

const never = () => new Promise<never>(() => undefined);

describe('health checks', () => {
  it('counts a check that answers as ok and one that throws as failed', async () => {
    await expect(runCheck(async () => 1, 100)).resolves.toBe('ok');
    await expect(runCheck(async () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')), 100)).resolves.toBe('failed');
    await expect(
      runCheck(() => {
        throw new Error('synchronous');
      }, 100),
    ).resolves.toBe('failed');
  });

  it('gives up on a check that hangs after its timeout', async () => {
    const started = Date.now();
    await expect(runCheck(never, 50)).resolves.toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('leaves a check that is not configured out of the verdict', async () => {
    await expect(checkReadiness({ store: async () => 1, sharedCache: null }, 100)).resolves.toEqual({ status: 'ready', checks: { store: 'ok', sharedCache: 'off' } });
  });

  it('is not ready when any configured check fails or hangs, and runs them side by side', async () => {
    const started = Date.now();
    const report = await checkReadiness({ store: never, articles: never, sharedCache: async () => Promise.reject(new Error('down')) }, 200);
    expect(report).toEqual({ status: 'not-ready', checks: { store: 'timeout', articles: 'timeout', sharedCache: 'failed' } });
    expect(Date.now() - started).toBeLessThan(380);
  });
});

describe('health answers', () => {
  it('answers 200 when ready and 503 when not, never stored by a cache', async () => {
    const ready = readinessResponse({ status: 'ready', checks: { store: 'ok' } });
    const notReady = readinessResponse({ status: 'not-ready', checks: { store: 'timeout' } });
    expect([ready.status, notReady.status]).toEqual([200, 503]);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(notReady.headers.get('cache-control')).toBe('no-store');
    await expect(notReady.json()).resolves.toEqual({ status: 'not-ready', checks: { store: 'timeout' } });
  });

  it('carries no error text, address or path in the body', async () => {
    const report = await checkReadiness({ store: async () => Promise.reject(new Error('connect ECONNREFUSED postgres://owner:secret@10.0.0.5:5432 /srv/tidewater/data')) }, 100);
    const body = await readinessResponse(report).text();
    expect(body).toBe('{"status":"not-ready","checks":{"store":"failed"}}');
  });

  it('answers liveness without checking anything', async () => {
    const live = livenessResponse();
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    await expect(live.json()).resolves.toEqual({ status: 'live' });
  });
});
