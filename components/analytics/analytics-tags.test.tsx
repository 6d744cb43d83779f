import { renderToStaticMarkup } from 'react-dom/server';

/** The tags as the server writes them for a build with these ids (lib/process/env reads them at import). */
function tagsFor(ids: { gtm?: string; pixel?: string }): string {
  const saved = { ...process.env };
  if (ids.gtm) process.env.NEXT_PUBLIC_GTM_ID = ids.gtm;
  else delete process.env.NEXT_PUBLIC_GTM_ID;
  if (ids.pixel) process.env.NEXT_PUBLIC_META_PIXEL_ID = ids.pixel;
  else delete process.env.NEXT_PUBLIC_META_PIXEL_ID;
  try {
    let markup = '';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { AnalyticsTags } = require('./analytics-tags') as typeof import('./analytics-tags');
      markup = renderToStaticMarkup(<AnalyticsTags />);
    });
    return markup;
  } finally {
    process.env = saved;
  }
}

describe('AnalyticsTags', () => {
  it('loads nothing from Google or Meta when no id is set', () => {
    expect(tagsFor({})).toBe('');
  });

  it("starts the tag manager's data layer, then loads its container script without blocking the page", () => {
    const markup = tagsFor({ gtm: 'GTM-TEST123' });
    const snippet = /<script id="gtm">(.*)<\/script>/.exec(markup)?.[1] ?? '';
    // Run Google's snippet against a stand-in document: what it queues and what it inserts.
    const inserted: { async?: boolean; src?: string }[] = [];
    const documentStub = {
      getElementsByTagName: () => [{ parentNode: { insertBefore: (element: { async?: boolean; src?: string }) => inserted.push(element) } }],
      createElement: () => ({}),
    };
    const windowStub: { dataLayer?: unknown[] } = {};
    new Function('window', 'document', 'location', snippet)(windowStub, documentStub, { pathname: '/blog' });
    expect(windowStub.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(inserted).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123' }]);
    expect(markup).not.toContain('connect.facebook.net');
  });

  it('boots the Meta pixel with its id when it is set', () => {
    const markup = tagsFor({ pixel: '1234567890' });
    expect(markup).toContain("fbq('init','1234567890')");
    expect(markup).not.toContain('googletagmanager');
  });

  it.each(['/admin', '/admin/leads', '/newsletter/confirm', '/newsletter/unsubscribe'])('starts neither tag on %s (the console and the token pages)', (pathname) => {
    const markup = tagsFor({ gtm: 'GTM-TEST123', pixel: '1234567890' });
    const scripts = [...markup.matchAll(/<script id="[^"]+">(.*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const started: string[] = [];
      const documentStub = { getElementsByTagName: () => [{ parentNode: { insertBefore: () => started.push('script') } }], createElement: () => ({}) };
      const windowStub: { dataLayer?: unknown[]; fbq?: unknown } = {};
      new Function('window', 'document', 'location', script.replace(/\(window,document,/g, '(window,document,'))(windowStub, documentStub, { pathname });
      expect(started).toEqual([]);
      expect(windowStub.dataLayer).toBeUndefined();
    }
  });
});
