import { parseTrustedProxies } from './client-address';
import { guardPost, type GuardOptions } from './guard';
import { createRateLimiter } from './rate-limit';

const SITE = 'https://tidewaterinspectionrepairs.com';

function options(overrides: Partial<GuardOptions> = {}): GuardOptions {
  return { limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }), maxBytes: 1000, accept: 'json', trust: parseTrustedProxies('none'), siteUrl: SITE, validate: (body) => typeof body.email === 'string', ...overrides };
}

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1:3000/api/newsletter', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
}

async function rejected(result: Awaited<ReturnType<typeof guardPost>>) {
  if (result.ok) throw new Error('expected a rejection');
  return { status: result.response.status, body: (await result.response.json()) as { error: string; message: string } };
}

describe('guardPost', () => {
  it('hands over the parsed JSON object and the client key', async () => {
    const result = await guardPost(post('{"email":"a@example.com"}'), options());
    expect(result).toMatchObject({ ok: true, body: { email: 'a@example.com' }, clientKey: 'direct' });
  });

  it.each<[string, Request, Partial<GuardOptions>, number, string]>([
    ['a cross-site form post', post('{}', { origin: 'https://evil.example' }), {}, 403, 'cross_site'],
    ['a form-encoded body where only JSON is taken', post('email=a%40example.com', { 'content-type': 'application/x-www-form-urlencoded' }), {}, 415, 'unsupported_type'],
    ['multipart', post('--x--', { 'content-type': 'multipart/form-data; boundary=x' }), { accept: 'both' }, 415, 'unsupported_type'],
    ['no content type', new Request('http://127.0.0.1:3000/', { method: 'POST', body: '{}' }), {}, 415, 'unsupported_type'],
    ['text/plain (a no-preflight cross-site fetch)', post('{}', { 'content-type': 'text/plain' }), {}, 415, 'unsupported_type'],
    ['an oversized body', post(JSON.stringify({ message: 'x'.repeat(5000) })), {}, 413, 'too_large'],
    ['invalid JSON', post('{"email":'), {}, 400, 'invalid_json'],
    ['a JSON array', post('[1,2]'), {}, 400, 'invalid_json'],
    ['JSON null', post('null'), {}, 400, 'invalid_json'],
  ])('refuses %s', async (_case, request, overrides, status, error) => {
    const result = await rejected(await guardPost(request, options(overrides)));
    expect(result.status).toBe(status);
    expect(result.body.error).toBe(error);
    expect(result.body.message).toEqual(expect.any(String));
  });

  it('accepts form-encoded bodies where a browser form needs them', async () => {
    const result = await guardPost(post('email=a%40example.com', { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }), options({ accept: 'form' }));
    expect(result).toMatchObject({ ok: true, body: { email: 'a@example.com' } });
  });

  it('answers 429 with Retry-After once the allowance is spent, before reading the body', async () => {
    const guard = options();
    await guardPost(post('{"email":"a@example.com"}'), guard);
    await guardPost(post('{"email":"a@example.com"}'), guard);
    const body = post('{"email":"a@example.com"}');
    const result = await guardPost(body, guard);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(429);
    expect(Number(result.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('charges only bodies the route accepts: empty, unparsable and invalid posts spend nothing', async () => {
    const guard = options();
    for (let index = 0; index < 50; index += 1) {
      expect((await guardPost(post('{}'), guard)).ok).toBe(true);
      await guardPost(post(''), guard);
      await guardPost(post('{"email":'), guard);
    }
    expect((await guardPost(post('{"email":"a@example.com"}'), guard)).ok).toBe(true);
    expect((await guardPost(post('{"email":"a@example.com"}'), guard)).ok).toBe(true);
    expect((await guardPost(post('{"email":"a@example.com"}'), guard)).ok).toBe(false);
  });

  it('refuses cross-site posts, wrong types and declared oversize bodies without spending the allowance', async () => {
    const guard = options();
    for (let index = 0; index < 5; index += 1) {
      await guardPost(post('{}', { origin: 'https://evil.example' }), guard);
      await guardPost(post('{}', { 'content-type': 'text/plain' }), guard);
      await guardPost(post('x'.repeat(2000), { 'content-length': '2000' }), guard);
    }
    expect((await guardPost(post('{"email":"a@example.com"}'), guard)).ok).toBe(true);
  });
});
