import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/sign-up';
import { resetServerEnv } from '@/lib/process/env';
import { stopOutboxService } from '@/lib/outbox/service';
import { POST } from './route';

/**
 * POST /api/newsletter as deployed, on a site database that cannot be written: the reader is told
 * plainly they are not subscribed yet and when to try again, as the contact form tells its visitor.
 */

const SITE_URL = 'https://tidewaterinspectionrepairs.com';
const saved = { ...process.env };
let dir: string;

function signUp(email: string): Request {
  return new Request(`${SITE_URL}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL, 'x-forwarded-for': '203.0.113.77, 10.0.0.1' },
    body: JSON.stringify({ email }),
  });
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'newsletter-route-'));
});

afterEach(async () => {
  await stopOutboxService();
  process.env = { ...saved };
  resetServerEnv();
  await rm(dir, { recursive: true, force: true });
});

it('answers 503 with Retry-After and the try-again message when DATA_DIR cannot be written, and logs no address', async () => {
  // A folder inside a regular file cannot be created, even by root.
  await writeFile(path.join(dir, 'file'), '');
  Object.assign(process.env, { SITE_URL, DATA_DIR: path.join(dir, 'file', 'data'), NEWSLETTER_WEBHOOK_URL: 'https://hooks.example.com/newsletter', TRUSTED_PROXIES: '1' });
  delete process.env.SMTP_URL;
  delete process.env.DATABASE_URL;
  resetServerEnv();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const response = await POST(signUp('reader@example.com'));
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('60');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ ok: false, error: 'not_stored', message: NEWSLETTER_MESSAGES.failed });
  expect(JSON.stringify(error.mock.calls)).not.toContain('reader@example.com');
  error.mockRestore();
}, 30_000);
