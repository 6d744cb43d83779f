import { createAdminAction, createAdminDownload, createLoginHandler, createLogoutHandler, type ConsoleDeps } from './handlers';
import { createLoginBackoff, FREE_FAILURES } from './login-backoff';
import type { AdminCredential } from './password';
import { createSession, csrfToken, sessionKey } from './session';
import { createMemorySessionStore } from './session-store';

const SESSIONS = createMemorySessionStore();

const PASSWORD = 'Norfolk-harbor-1682';
const credential: AdminCredential = { kind: 'plain', password: PASSWORD };
const NOW = Date.UTC(2026, 10, 22, 15, 0);
const SITE = 'https://tidewater.example';

function deps(overrides: Partial<ConsoleDeps> = {}): ConsoleDeps {
  return { credential: () => credential, secure: () => true, siteUrl: () => 'http://localhost:3000', sessions: SESSIONS, now: () => NOW, ...overrides };
}

let clockTime = NOW;

function loginHandler(overrides: Partial<ConsoleDeps> = {}) {
  clockTime = NOW;
  return createLoginHandler({
    ...deps(overrides),
    backoff: createLoginBackoff(() => clockTime),
    clientKey: (request) => request.headers.get('x-client') ?? 'one',
  });
}

function post(path: string, body: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { host: 'tidewater.example', origin: SITE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });
}

async function sessionHeaders() {
  const key = sessionKey(credential, await SESSIONS.salt());
  const { session, cookieValue } = createSession(key, NOW);
  await SESSIONS.add(session.id, session.expiresAt, NOW);
  return { cookie: `tidewater_admin=${cookieValue}`, csrf: csrfToken(key, session) };
}

describe('console login', () => {
  it('logs the owner in with the right password: a session cookie, HttpOnly, Secure, SameSite=Strict, Path=/admin', async () => {
    const response = await loginHandler()(post('/admin/session', { password: PASSWORD }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tidewater_admin=v1\.\d+\.[\w-]+\.[\w-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/admin');
    expect(cookie).toContain('Max-Age=28800');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a wrong password back to the form without a cookie', async () => {
    const response = await loginHandler()(post('/admin/session', { password: 'norfolk-harbor-1682' }));
    expect(response.headers.get('location')).toBe('/admin/login?error=invalid');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('makes a client wait after 3 wrong passwords, twice as long after each further one, even with the right password, and not other clients', async () => {
    const login = loginHandler();
    for (let attempt = 0; attempt < FREE_FAILURES + 1; attempt += 1) {
      expect((await login(post('/admin/session', { password: `guess-${attempt}` }))).headers.get('location')).toBe('/admin/login?error=invalid');
    }
    const locked = await login(post('/admin/session', { password: PASSWORD }));
    expect(locked.headers.get('location')).toBe('/admin/login?error=locked&minutes=1');
    expect(locked.headers.get('set-cookie')).toBeNull();
    clockTime += 1_000;
    expect((await login(post('/admin/session', { password: 'guess-again' }))).headers.get('location')).toBe('/admin/login?error=invalid');
    clockTime += 1_000;
    expect((await login(post('/admin/session', { password: PASSWORD }))).headers.get('location')).toBe('/admin/login?error=locked&minutes=1');
    clockTime += 1_000;
    expect((await login(post('/admin/session', { password: PASSWORD }))).headers.get('location')).toBe('/admin');
    const other = await login(post('/admin/session', { password: PASSWORD }, { 'x-client': 'two' }));
    expect(other.headers.get('location')).toBe('/admin');
  });

  it('lets the owner in from a new address after 120 wrong passwords from 30 others', async () => {
    const login = loginHandler();
    for (let attempt = 0; attempt < 120; attempt += 1) await login(post('/admin/session', { password: `guess-${attempt}` }, { 'x-client': `attacker-${attempt % 30}` }));
    expect((await login(post('/admin/session', { password: PASSWORD }, { 'x-client': 'owner' }))).headers.get('location')).toBe('/admin');
  });

  it('does not count an empty password as an attempt', async () => {
    const login = loginHandler();
    for (let attempt = 0; attempt < 20; attempt += 1) await login(post('/admin/session', {}));
    expect((await login(post('/admin/session', { password: PASSWORD }))).headers.get('location')).toBe('/admin');
  });

  it('answers 404 when no console password is set', async () => {
    expect((await loginHandler({ credential: () => undefined })(post('/admin/session', { password: PASSWORD }))).status).toBe(404);
  });

  it.each<[string, Record<string, string>]>([
    ['from another site', { origin: 'https://evil.example' }],
    ['without an Origin', { origin: '' }],
    ['with a null Origin', { origin: 'null' }],
    ['marked cross-site by the browser', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a login form posted %s', async (_case, headers) => {
    const request = post('/admin/session', { password: PASSWORD }, headers);
    if (headers.origin === '') request.headers.delete('origin');
    expect((await loginHandler()(request)).status).toBe(403);
  });
});

describe('console mutations', () => {
  const action = createAdminAction<{ id: string }>(deps(), async ({ form }, { id }) => `/admin/leads/${id}?status=${form.get('status')}`);

  it('runs with a valid session, same-site Origin and this session\'s CSRF token', async () => {
    const { cookie, csrf } = await sessionHeaders();
    const response = await action(post('/admin/leads/7/status', { csrf, status: 'contacted' }, { cookie }), { id: '7' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/leads/7?status=contacted');
  });

  it.each<[string, (csrf: string) => Record<string, string>, Record<string, string>, number]>([
    ['no CSRF token', () => ({ status: 'closed' }), {}, 403],
    ['another token', () => ({ csrf: 'forged', status: 'closed' }), {}, 403],
    ['a cross-site Origin', (csrf: string) => ({ csrf, status: 'closed' }), { origin: 'https://evil.example' }, 403],
  ])('refuses a post with %s', async (_case, body, headers, status) => {
    const { cookie, csrf } = await sessionHeaders();
    const response = await action(post('/admin/leads/7/status', body(csrf), { cookie, ...headers }), { id: '7' });
    expect(response.status).toBe(status);
  });

  it('sends a post without a valid session to the login page', async () => {
    const { csrf } = await sessionHeaders();
    const response = await action(post('/admin/leads/7/status', { csrf, status: 'closed' }, { cookie: 'tidewater_admin=v1.1.x.y' }), { id: '7' });
    expect(response.headers.get('location')).toBe('/admin/login?error=expired');
  });

  it('logs out by ending the session on the server and expiring the cookie: a copy of the cookie no longer works', async () => {
    const { cookie, csrf } = await sessionHeaders();
    const response = await createLogoutHandler(deps())(post('/admin/logout', { csrf }, { cookie }), undefined);
    expect(response.headers.get('location')).toBe('/admin/login?loggedOut=1');
    expect(response.headers.get('set-cookie')).toMatch(/^tidewater_admin=; Max-Age=0; Path=\/admin; .*Expires=Thu, 01 Jan 1970/);
    const copied = await action(post('/admin/leads/7/status', { csrf, status: 'closed' }, { cookie }), { id: '7' });
    expect(copied.headers.get('location')).toBe('/admin/login?error=expired');
  });
});

describe('console downloads', () => {
  const download = createAdminDownload(deps(), async () => ({ filename: 'leads.csv', type: 'text/csv; charset=utf-8', body: 'id\n1\n' }));

  it('serves the file as an attachment to a logged-in owner, never cached', async () => {
    const { cookie } = await sessionHeaders();
    const response = await download(new Request(`${SITE}/admin/leads/export`, { headers: { cookie } }), undefined);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('id\n1\n');
  });

  it('serves nothing without a session', async () => {
    const response = await download(new Request(`${SITE}/admin/leads/export`), undefined);
    expect(response.status).toBe(303);
  });
});
