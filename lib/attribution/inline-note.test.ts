import vm from 'node:vm';
import { PAGE_METRICS_ENDPOINT } from '@/lib/page-metrics/body';
import { INLINE_NOTE_SCRIPT } from './inline-note';
import { PAGE_VIEW_QUEUE, type PageViewQueue } from './page-view-queue';
import { readStoredVisit, recordPage, startVisit, VISIT_STORAGE_KEY } from './visit';

type Page = { pathname: string; search?: string; host?: string; referrer?: string };
type Listener = () => void;

/** A tab: its sessionStorage outlives each page the script runs on, as a browser tab's does. */
function tab(options: { storage?: 'ok' | 'throws' | 'full'; beacon?: boolean } = {}) {
  const stored = new Map<string, string>();
  const beacons: { url: string; body: unknown }[] = [];
  const storage = {
    getItem: (key: string) => {
      if (options.storage === 'throws') throw new DOMException('denied', 'SecurityError');
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (options.storage === 'full') throw new DOMException('full', 'QuotaExceededError');
      stored.set(key, value);
    },
  };
  function open({ pathname, search = '', host = 'www.tidewaterinspectionrepairs.com', referrer = '' }: Page) {
    const listeners: Record<string, Listener[]> = {};
    const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
    const document = { referrer, visibilityState: 'visible', addEventListener: on };
    const window: Record<string, unknown> = {
      location: { pathname, search, host, hostname: host.replace(/:\d+$/, '') },
      get sessionStorage() {
        if (options.storage === 'throws') throw new DOMException('denied', 'SecurityError');
        return storage;
      },
      addEventListener: on,
    };
    const navigator = options.beacon === false ? {} : { sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) };
    // The browser's frame and task queues, run by paint(): a frame, then the tasks it queued.
    const frames: Listener[] = [];
    const tasks: Listener[] = [];
    window.requestAnimationFrame = (callback: Listener) => frames.push(callback);
    const setTimeout = (callback: Listener) => tasks.push(callback);
    vm.runInNewContext(INLINE_NOTE_SCRIPT, { window, document, navigator, URL, URLSearchParams, setTimeout });
    const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
    return {
      queue: window[PAGE_VIEW_QUEUE] as PageViewQueue,
      paint: () => {
        for (const run of [frames, tasks]) run.splice(0).forEach((callback) => callback());
      },
      hide: () => {
        document.visibilityState = 'hidden';
        fire('visibilitychange');
      },
      leave: () => fire('pagehide'),
    };
  }
  const preset = (value: string) => stored.set(VISIT_STORAGE_KEY, value);
  return { open, preset, beacons, visit: () => readStoredVisit(stored.get(VISIT_STORAGE_KEY) ?? null), raw: () => stored.get(VISIT_STORAGE_KEY) };
}

const landing = { pathname: '/buyer-repairs', search: '?utm_source=spring-mailer&utm_medium=email&utm_campaign=spring-2026', referrer: 'https://mailer.example/spring?id=7' };

describe('the inline visit note', () => {
  it('notes the landing page, the referring host and the campaign tags as visit.ts does, in the same stored format', () => {
    const browser = tab();
    browser.open(landing);
    const expected = recordPage(startVisit({ ...landing, host: 'www.tidewaterinspectionrepairs.com' }, landing.referrer), landing.pathname);
    expect(browser.visit()).toEqual(expected);
    expect(browser.raw()).toBe(JSON.stringify(expected));
  });

  it('adds later pages to the visit without changing where it came from', () => {
    const browser = tab();
    browser.open(landing);
    browser.open({ pathname: '/contact/', referrer: 'https://www.tidewaterinspectionrepairs.com/buyer-repairs' });
    expect(browser.visit()).toMatchObject({ landingPage: '/buyer-repairs', referrerHost: 'mailer.example', utmCampaign: 'spring-2026', pageCount: 2, pages: ['/buyer-repairs', '/contact'] });
  });

  it.each([
    ['an empty referrer', '', null],
    ['this site', 'https://www.tidewaterinspectionrepairs.com/contact', null],
    ['this site on another port', 'http://www.tidewaterinspectionrepairs.com:8080/', null],
    ['a non-web address', 'android-app://com.google.android.gm/', null],
    ['garbage', 'not a url', null],
    ['another site, upper case', 'https://L.Facebook.com/l.php?u=secret', 'l.facebook.com'],
  ])('keeps only another web site as referrer: %s', (_case, referrer, expected) => {
    const browser = tab();
    browser.open({ pathname: '/', referrer });
    expect(browser.visit()?.referrerHost).toBe(expected);
  });

  it('trims and caps campaign tags and paths as visit.ts does', () => {
    const page = { pathname: `/blog/${'a'.repeat(300)}/`, search: `?utm_campaign=${encodeURIComponent('  spring \n  2026 ')}&utm_source=${'s'.repeat(150)}&utm_medium=%20` };
    const browser = tab();
    browser.open(page);
    expect(browser.visit()).toEqual(recordPage(startVisit({ ...page, host: 'www.tidewaterinspectionrepairs.com' }, ''), page.pathname));
  });

  it.each([['not JSON', '{'], ['an old shape', '{"landing":"/"}'], ['null', 'null']])('starts the visit again from a stored value that is not one: %s', (_case, value) => {
    const browser = tab();
    browser.preset(value);
    browser.open(landing);
    expect(browser.visit()).toMatchObject({ landingPage: '/buyer-repairs', utmCampaign: 'spring-2026', pageCount: 1 });
  });

  it('counts every page but lists the first 20', () => {
    const browser = tab();
    for (let index = 0; index < 25; index++) browser.open({ pathname: `/p${index}` });
    expect(browser.visit()?.pageCount).toBe(25);
    expect(browser.visit()?.pages).toHaveLength(20);
  });

  it('sends the page view with the referring host once the first frame is painted, and views queued later when the page is hidden or left, until the Web Vitals beacon takes over', () => {
    const browser = tab();
    const page = browser.open(landing);
    expect(browser.beacons).toEqual([]);
    page.paint();
    expect(browser.beacons).toEqual([{ url: PAGE_METRICS_ENDPOINT, body: { v: ['/buyer-repairs'], p: '/buyer-repairs', r: 'mailer.example', m: {} } }]);
    expect(page.queue).toEqual({ v: [], p: '/buyer-repairs', r: null });
    page.queue.v.push('/contact');
    page.hide();
    page.leave();
    expect(browser.beacons.slice(1)).toEqual([{ url: PAGE_METRICS_ENDPOINT, body: { v: ['/contact'], p: '/buyer-repairs', r: null, m: {} } }]);

    const next = browser.open({ pathname: '/blog' });
    next.paint();
    next.queue.s = true;
    next.queue.v.push('/blog/picra-explained');
    next.leave();
    expect(browser.beacons).toHaveLength(3);
  });

  it('sends the view of a page left before its first frame as it is left, once', () => {
    const browser = tab();
    const page = browser.open(landing);
    page.leave();
    page.paint();
    expect(browser.beacons).toEqual([{ url: PAGE_METRICS_ENDPOINT, body: { v: ['/buyer-repairs'], p: '/buyer-repairs', r: 'mailer.example', m: {} } }]);
  });

  it('queues the view and changes nothing else where storage is refused, full, or there is no sendBeacon', () => {
    for (const storage of ['throws', 'full'] as const) {
      const browser = tab({ storage });
      browser.open(landing).paint();
      expect(browser.beacons).toHaveLength(1);
    }
    const noBeacon = tab({ beacon: false });
    expect(() => noBeacon.open(landing).leave()).not.toThrow();
    expect(noBeacon.visit()?.landingPage).toBe('/buyer-repairs');
  });

  it('stays a few hundred bytes', () => {
    expect(Buffer.byteLength(INLINE_NOTE_SCRIPT)).toBeLessThan(1400);
  });
});
