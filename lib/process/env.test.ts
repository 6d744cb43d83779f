import { absoluteUrl, DEFAULT_IMAGE_HOSTS, parsePublicEnv, parseServerEnv } from './env';

describe('server environment', () => {
  it('runs with no variable set: no sheet, no secret, the default service URLs', () => {
    const env = parseServerEnv({});
    expect(env.GOOGLE_SHEETS_API_KEY).toBeUndefined();
    expect(env.GOOGLE_SHEETS_ID).toBeUndefined();
    expect(env.REVALIDATE_SECRET).toBeUndefined();
    expect(env).toMatchObject({
      GOOGLE_SHEETS_API_URL: 'https://sheets.googleapis.com',
      GOOGLE_DOCS_URL: 'https://docs.google.com',
      SITE_URL: 'http://localhost:3000',
    });
    expect(env.IMAGE_HOSTS).toEqual(DEFAULT_IMAGE_HOSTS);
  });

  it('treats empty strings as unset and drops trailing slashes', () => {
    const env = parseServerEnv({ GOOGLE_SHEETS_API_KEY: '  ', SITE_URL: 'https://tidewaterinspectionrepairs.com/' });
    expect(env.GOOGLE_SHEETS_API_KEY).toBeUndefined();
    expect(env.SITE_URL).toBe('https://tidewaterinspectionrepairs.com');
  });

  it('splits the image host allow-list', () => {
    expect(parseServerEnv({ IMAGE_HOSTS: 'images.example.com, CDN.example.com,' }).IMAGE_HOSTS).toEqual(['images.example.com', 'cdn.example.com']);
  });

  it('counts every page-view beacon unless a sample rate between 0 and 1 is set', () => {
    expect(parseServerEnv({}).VITALS_SAMPLE_RATE).toBe(1);
    expect(parseServerEnv({ VITALS_SAMPLE_RATE: '0.1' }).VITALS_SAMPLE_RATE).toBe(0.1);
    expect(() => parseServerEnv({ VITALS_SAMPLE_RATE: '10' })).toThrow(/VITALS_SAMPLE_RATE/);
    expect(parseServerEnv({ VITALS_RATE_LIMIT: '600' }).VITALS_RATE_LIMIT).toBe(600);
    expect(() => parseServerEnv({ VITALS_RATE_LIMIT: 'lots' })).toThrow(/VITALS_RATE_LIMIT/);
  });

  it('leaves the console’s first login wait to the console unless a whole number of ms from 100 to 60,000 is set', () => {
    expect(parseServerEnv({}).ADMIN_LOGIN_FIRST_WAIT_MS).toBeUndefined();
    expect(parseServerEnv({ ADMIN_LOGIN_FIRST_WAIT_MS: '250' }).ADMIN_LOGIN_FIRST_WAIT_MS).toBe(250);
    expect(parseServerEnv({ ADMIN_LOGIN_FIRST_WAIT_MS: '60000' }).ADMIN_LOGIN_FIRST_WAIT_MS).toBe(60_000);
    for (const value of ['99', '60001', '1.5', 'fast', '-1000']) {
      expect(() => parseServerEnv({ ADMIN_LOGIN_FIRST_WAIT_MS: value })).toThrow(/ADMIN_LOGIN_FIRST_WAIT_MS/);
    }
  });

  it('leaves the report read limit to the reader unless a whole number of ms from 1,000 to 120,000 is set', () => {
    expect(parseServerEnv({}).REPORT_READ_TIMEOUT_MS).toBeUndefined();
    expect(parseServerEnv({ REPORT_READ_TIMEOUT_MS: '1000' }).REPORT_READ_TIMEOUT_MS).toBe(1_000);
    expect(parseServerEnv({ REPORT_READ_TIMEOUT_MS: ' 120000 ' }).REPORT_READ_TIMEOUT_MS).toBe(120_000);
    for (const value of ['999', '120001', '2.5', 'soon', '-5000', '1e9']) {
      expect(() => parseServerEnv({ REPORT_READ_TIMEOUT_MS: value })).toThrow(/REPORT_READ_TIMEOUT_MS/);
    }
  });

  it('refuses a SITE_URL that is not a URL, naming the variable', () => {
    expect(() => parseServerEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });
});

describe('public environment', () => {
  it('loads no tag ids by default', () => {
    expect(parsePublicEnv({})).toEqual({ NEXT_PUBLIC_QUOTE_URL: undefined, NEXT_PUBLIC_GTM_ID: undefined, NEXT_PUBLIC_META_PIXEL_ID: undefined });
  });

  it('refuses malformed analytics ids', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_GTM_ID: 'UA-123' })).toThrow(/NEXT_PUBLIC_GTM_ID/);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_META_PIXEL_ID: 'abc' })).toThrow(/NEXT_PUBLIC_META_PIXEL_ID/);
    expect(parsePublicEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD', NEXT_PUBLIC_META_PIXEL_ID: '123456' }).NEXT_PUBLIC_GTM_ID).toBe('GTM-AB12CD');
  });
});

describe('absoluteUrl', () => {
  const env = { SITE_URL: 'https://tidewaterinspectionrepairs.com' };
  it.each([
    ['/blog', 'https://tidewaterinspectionrepairs.com/blog'],
    ['blog/x', 'https://tidewaterinspectionrepairs.com/blog/x'],
    ['/', 'https://tidewaterinspectionrepairs.com/'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ])('makes %s absolute', (path, expected) => {
    expect(absoluteUrl(path, env)).toBe(expected);
  });
});

describe('edge settings', () => {
  it('trusts no proxy and sends HSTS unless told otherwise', () => {
    const env = parseServerEnv({});
    expect(env.TRUSTED_PROXIES).toEqual({ kind: 'none' });
    expect(env.HSTS).toBe(true);
  });

  it('reads a hop count, CIDR ranges and HSTS=off', () => {
    expect(parseServerEnv({ TRUSTED_PROXIES: '1' }).TRUSTED_PROXIES).toEqual({ kind: 'hops', count: 1 });
    expect(parseServerEnv({ TRUSTED_PROXIES: '10.0.0.0/8' }).TRUSTED_PROXIES.kind).toBe('ranges');
    expect(parseServerEnv({ HSTS: 'off' }).HSTS).toBe(false);
  });

  it('refuses an HSTS value that is neither on nor off', () => {
    expect(() => parseServerEnv({ HSTS: 'maybe' })).toThrow(/HSTS/);
  });
});
