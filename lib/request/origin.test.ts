import { isSameOriginRequest } from './origin';

const SITE = 'https://tidewaterinspectionrepairs.com';

function post(headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1:3000/api/newsletter', { method: 'POST', headers });
}

describe('same-origin check for state-changing requests', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['the site itself', { origin: SITE, host: 'tidewaterinspectionrepairs.com' }, true],
    ['the site behind a proxy that rewrote Host', { origin: SITE, host: '127.0.0.1:3000' }, true],
    ['the host the browser was on (a test server)', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, true],
    ['a client without Origin (curl, the sheet hook)', { host: '127.0.0.1:3000' }, true],
    ['a form on another site', { origin: 'https://evil.example', host: 'tidewaterinspectionrepairs.com' }, false],
    ['a look-alike host', { origin: 'https://tidewaterinspectionrepairs.com.evil.example', host: 'tidewaterinspectionrepairs.com' }, false],
    ['a different port on the same name', { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:3000' }, false],
    ['an opaque origin (sandboxed frame, data: URL)', { origin: 'null', host: '127.0.0.1:3000' }, false],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site', host: '127.0.0.1:3000' }, false],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: SITE, host: 'tidewaterinspectionrepairs.com' }, false],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: SITE, host: 'tidewaterinspectionrepairs.com' }, true],
  ])('%s -> %p', (_case, headers, expected) => {
    expect(isSameOriginRequest(post(headers), SITE)).toBe(expected);
  });
});
