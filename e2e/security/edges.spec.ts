import http from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * What an outsider can do to the running site without any account: response headers, path traversal,
 * open redirects, the image optimizer as a proxy, and the POST routes' cheap refusals. Runs against the
 * default production build (project 'site', SITE_URL unset: plain HTTP).
 */

/** GET with the path sent exactly as written ('//evil.example/' is not resolved as a host first). */
function rawGet(baseURL: string | undefined, path: string): Promise<{ status: number; location?: string; body: string }> {
  const base = new URL(baseURL ?? '');
  return new Promise((resolve, reject) => {
    const outgoing = http.get({ host: base.hostname, port: base.port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    outgoing.on('error', reject);
  });
}

test.describe('response headers', () => {
  test('every page carries HSTS and a script policy without eval; no upgrade on a plain-HTTP site', async ({ request }) => {
    for (const path of ['/', '/blog', '/contact', '/does-not-exist']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
      expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'unsafe-inline'(;| )/);
      expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
      // SITE_URL is http here: upgrading would send the browser to an https port that does not exist.
      expect(headers['content-security-policy'], path).not.toContain('upgrade-insecure-requests');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });
});

test.describe('path traversal', () => {
  const attempts = [
    '/api/placeholder/..%2F..%2F..%2Fpackage.json/1',
    '/api/placeholder/400/..%2F..%2Fetc%2Fpasswd',
    '/api/placeholder/%2e%2e/%2e%2e',
    '/images/..%2F..%2Fpackage.json',
    '/images/%2e%2e/%2e%2e/package.json',
    '/_next/static/..%2F..%2Fpackage.json',
    '/_next/static/%2e%2e/%2e%2e/.env',
    '/..%2F..%2F..%2Fetc%2Fpasswd',
    '/blog/..%2F..%2Fpackage.json',
    '/%5c..%5c..%5cpackage.json',
  ];
  for (const path of attempts) {
    test(`${path} serves no file from outside public/`, async ({ baseURL }) => {
      const response = await rawGet(baseURL, path);
      const body = response.body;
      expect(body).not.toContain('"tidewater-inspection-repairs"');
      expect(body).not.toMatch(/root:x?:0:0/);
      expect(body).not.toContain('REVALIDATE_SECRET');
      expect(response.status, path).toBeLessThan(500);
    });
  }

  test('placeholder sizes other than the site\'s own are not found', async ({ request }) => {
    expect((await request.get('/api/placeholder/400/250')).status()).toBe(200);
    for (const path of ['/api/placeholder/0/10', '/api/placeholder/99999/10', '/api/placeholder/1e3/10', '/api/placeholder/-5/10', '/api/placeholder/00400/250', '/api/placeholder/401/250']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('open redirects', () => {
  const attempts = ['/post/%2F%2Fevil.example', '/post//evil.example', '/post/%5Cevil.example', '/post/%2F%5Cevil.example', '/post/https:%2F%2Fevil.example', '//evil.example/', '/%2F%2Fevil.example', '/blog/%2F%2Fevil.example', '/\\evil.example'];
  for (const path of attempts) {
    test(`${path} never redirects off the site`, async ({ baseURL }) => {
      const { status, location } = await rawGet(baseURL, path);
      // A Location that is a path or //host resolves against the site the browser is on.
      if (location) expect(new URL(location, baseURL).origin, `${path} -> ${location}`).toBe(new URL(baseURL ?? '').origin);
      expect(status).toBeLessThan(500);
    });
  }

  test('old /post/ links still redirect to the article', async ({ request }) => {
    const response = await request.get('/post/roof-finding-on-inspection-report', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/blog/roof-finding-on-inspection-report');
  });
});

test.describe('image optimizer', () => {
  const hero = encodeURIComponent('/images/hero/01-colonial-home-at-dusk.webp');
  test('resizes our own pictures at the widths pages request', async ({ request }) => {
    const response = await request.get(`/_next/image?url=${hero}&w=640&q=75`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  for (const [label, query] of [
    ['any Google user\u2019s avatar', `url=${encodeURIComponent('https://lh3.googleusercontent.com/a/someone-else')}&w=640&q=75`],
    ['a host that is not configured', `url=${encodeURIComponent('https://evil.example/x.png')}&w=640&q=75`],
    ['a protocol-relative URL', `url=${encodeURIComponent('//evil.example/x.png')}&w=640&q=75`],
    ['a backslash path that browsers read as another host', `url=${encodeURIComponent('/\\evil.example/x.svg')}&w=640&q=75`],
    ['our picture with a cache-busting query', `url=${encodeURIComponent('/images/hero/01-colonial-home-at-dusk.webp?v=1')}&w=640&q=75`],
    ['a file outside /images/', `url=${encodeURIComponent('/icon.svg')}&w=640&q=75`],
    ['a width no page requests', `url=${hero}&w=3840&q=75`],
    ['a quality no page requests', `url=${hero}&w=640&q=60`],
  ] as const) {
    test(`refuses ${label}`, async ({ request }) => {
      expect((await request.get(`/_next/image?${query}`)).status()).toBe(400);
    });
  }
});

test.describe('POST routes refuse cheaply', () => {
  test('a cross-site form cannot subscribe an address', async ({ request }) => {
    const response = await request.post('/api/newsletter', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'email=victim%40example.com',
    });
    expect(response.status()).toBe(403);
  });

  test('a form-encoded newsletter post from our own origin is refused as a type we do not take', async ({ request, baseURL }) => {
    const response = await request.post('/api/newsletter', { headers: { origin: baseURL ?? '', 'content-type': 'application/x-www-form-urlencoded' }, data: 'email=a%40example.com' });
    expect([415, 429]).toContain(response.status());
  });

  for (const path of ['/api/contact', '/api/newsletter']) {
    test(`${path}: a body declared at 200 MB gets 413 before it is sent`, async ({ baseURL }) => {
      const url = new URL(path, baseURL);
      // Send the headers and one byte, then wait: the answer must not need the other 200 MB.
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) } }, (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          outgoing.destroy();
        });
        outgoing.on('error', reject);
        outgoing.write('{');
        setTimeout(() => reject(new Error('no answer within 5 s')), 5000);
      });
      expect(status).toBe(413);
    });
  }
});
