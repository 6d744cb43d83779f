import { closeSharedCachePing } from '@/lib/cache/redis-ping';
import { closeSiteDatabase } from '@/lib/site-database';
import { resetServerEnv } from '@/lib/process/env';
import { freePort } from '@/test/support/net';
import { GET } from './route';

/**
 * The route on the committed articles and, when the run has one, the test PostgreSQL as the store.
 * Without one, the store is a PostgreSQL address where nothing listens: opening the embedded store in
 * a test process takes longer than a health check allows, and these tests are about the other checks.
 */

const postgres = process.env.TEST_DATABASE_URL;

const saved = { REDIS_URL: process.env.REDIS_URL, DATABASE_URL: process.env.DATABASE_URL };

let storeUrl: string;

beforeAll(async () => {
  storeUrl = postgres ?? `postgresql://postgres@127.0.0.1:${await freePort()}/postgres`;
});

beforeEach(() => {
  process.env.DATABASE_URL = storeUrl;
  delete process.env.REDIS_URL;
  resetServerEnv();
});

afterEach(async () => {
  await closeSharedCachePing();
});

afterAll(async () => {
  await closeSiteDatabase();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetServerEnv();
});

const health = (query = '') => GET(new Request(`http://localhost:3000/api/health${query}`));

describe('GET /api/health', () => {
  (postgres ? it : it.skip)('is ready with its store and articles, the shared cache not configured', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toEqual({ status: 'ready', checks: { store: 'ok', articles: 'ok', sharedCache: 'off' } });
  });

  it('is not ready when the configured shared cache does not answer, and says which check failed', async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    resetServerEnv();
    const response = await health();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toMatchObject({ status: 'not-ready', checks: { articles: 'ok', sharedCache: 'failed' } });
  });

  it('answers liveness with ?live whatever the checks would say', async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    resetServerEnv();
    const response = await health('?live');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ status: 'live' });
  });
});
