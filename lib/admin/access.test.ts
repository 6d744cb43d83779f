import { adminCredential, isSameOriginPost, secureCookies } from './access';
import { currentScreen } from './nav';

describe('who may use the console', () => {
  it.each([
    [{}, undefined],
    [{ ADMIN_PASSWORD: 'oyster-skiff-Mobjack-41' }, { kind: 'plain', password: 'oyster-skiff-Mobjack-41' }],
    [{ ADMIN_PASSWORD_HASH: 'scrypt:1024:8:1:salt:hash' }, { kind: 'hash', hash: 'scrypt:1024:8:1:salt:hash' }],
    [{ ADMIN_PASSWORD: 'oyster-skiff-Mobjack-41', ADMIN_PASSWORD_HASH: 'scrypt:1024:8:1:salt:hash' }, { kind: 'hash', hash: 'scrypt:1024:8:1:salt:hash' }],
  ])('%j turns the console on with %j (the hash wins)', (env, credential) => {
    expect(adminCredential({ NODE_ENV: 'production', ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: undefined, ...env })).toEqual(credential);
  });

  it('marks the cookie Secure only in production', () => {
    expect(secureCookies({ NODE_ENV: 'production', ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: undefined })).toBe(true);
    expect(secureCookies({ NODE_ENV: 'development', ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: undefined })).toBe(false);
  });

  it.each([
    ['the host the browser showed', { origin: 'http://127.0.0.1:4402', host: '127.0.0.1:4402' }, true],
    ['SITE_URL behind a proxy that rewrites Host', { origin: 'https://www.tidewaterinspectionrepairs.com', host: '10.0.0.5:3000' }, true],
    ['another site', { origin: 'https://evil.example', host: 'www.tidewaterinspectionrepairs.com' }, false],
    ['no Origin at all', { host: 'www.tidewaterinspectionrepairs.com' }, false],
  ])('accepts a console post from %s: %s', (_case, headers, accepted) => {
    const request = new Request('http://127.0.0.1/admin/session', { method: 'POST', headers });
    expect(isSameOriginPost(request, 'https://www.tidewaterinspectionrepairs.com')).toBe(accepted);
  });
});

describe('console navigation', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/leads', '/admin/leads'],
    ['/admin/leads/3f1c2a9e', '/admin/leads'],
    ['/admin/subscribers', '/admin/subscribers'],
    ['/admin/leadsx', undefined],
    ['/admin/login', undefined],
  ])('marks %s as under %s', (pathname, screen) => {
    expect(currentScreen(pathname)).toBe(screen);
  });
});
