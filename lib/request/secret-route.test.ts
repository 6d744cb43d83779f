import { parseTrustedProxies } from './client-address';
import { createRateLimiter } from './rate-limit';
import { guardSecretRoute, SECRET_ROUTE_LIMIT, type SecretRouteGuard } from './secret-route';

const url = 'http://localhost/api/revalidate';

function guard(): SecretRouteGuard {
  return { limiter: createRateLimiter(SECRET_ROUTE_LIMIT), trust: parseTrustedProxies('none'), siteUrl: 'https://tidewaterinspectionrepairs.com', maxBytes: 1024 };
}

/** A stand-in for the revalidation route: 200 for the right secret in the header or a JSON body, else 401. */
async function route(request: Request): Promise<Response> {
  const header = request.headers.get('x-revalidate-secret');
  const body = request.headers.get('content-type') === 'application/json' ? ((await request.json()) as { secret?: string }) : {};
  return new Response(null, { status: (header ?? body.secret) === 's3cret' ? 200 : 401 });
}

const post = (headers: Record<string, string>, body?: string) => new Request(url, { method: 'POST', headers, ...(body === undefined ? {} : { body }) });

describe('routes guarded by a shared secret', () => {
  it('throttles wrong secrets per client and never the right one', async () => {
    const limits = guard();
    for (let index = 0; index < 20; index += 1) expect((await guardSecretRoute(post({ 'x-revalidate-secret': 's3cret' }), limits, route)).status).toBe(200);
    const statuses: number[] = [];
    for (let index = 0; index < SECRET_ROUTE_LIMIT.limit + 2; index += 1) statuses.push((await guardSecretRoute(post({ 'x-revalidate-secret': `guess-${index}` }), limits, route)).status);
    expect(statuses).toEqual([...Array<number>(SECRET_ROUTE_LIMIT.limit).fill(401), 429, 429]);
  });

  it('lets the right secret through after others drained the shared allowance with wrong ones', async () => {
    const limits = guard();
    for (let index = 0; index < SECRET_ROUTE_LIMIT.limit + 5; index += 1) await guardSecretRoute(post({ 'x-revalidate-secret': `guess-${index}` }), limits, route);
    expect((await guardSecretRoute(post({ 'x-revalidate-secret': 'guess-last' }), limits, route)).status).toBe(429);
    expect((await guardSecretRoute(post({ 'x-revalidate-secret': 's3cret' }), limits, route)).status).toBe(200);
  });

  it('limits guesses at a GET route (the content report) per client', async () => {
    const limits = { ...guard(), trust: parseTrustedProxies('1') };
    const get = (ip: string, secret: string) => new Request('http://localhost/api/content-report', { headers: { 'x-forwarded-for': ip, 'x-revalidate-secret': secret } });
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) statuses.push((await guardSecretRoute(get('198.51.100.7', `guess-${index}`), limits, route)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - SECRET_ROUTE_LIMIT.limit);
    expect((await guardSecretRoute(get('203.0.113.8', 'guess'), limits, route)).status).toBe(401);
  });

  it('hands the route the body it read, so a secret in JSON still works', async () => {
    const response = await guardSecretRoute(post({ 'content-type': 'application/json' }, JSON.stringify({ secret: 's3cret' })), guard(), route);
    expect(response.status).toBe(200);
  });

  it('refuses a body over the cap and a cross-site post before the route runs', async () => {
    const handle = jest.fn(route);
    expect((await guardSecretRoute(post({ 'content-type': 'application/json' }, JSON.stringify({ secret: 'x'.repeat(5000) })), guard(), handle)).status).toBe(413);
    expect((await guardSecretRoute(post({ origin: 'https://evil.example', 'x-revalidate-secret': 's3cret' }), guard(), handle)).status).toBe(403);
    expect(handle).not.toHaveBeenCalled();
  });
});
