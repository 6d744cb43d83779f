import { onFirstUse } from './first-use';

// Modules that client chunks load on every page (the site's texts, through the layout) or on blog and
// upload pages. The first Intl object a page builds loads the locale data: about 15 ms of the main
// thread on this machine's Chromium, 60 ms with the CPU slowed 4x as for a phone, spent while the page
// hydrates even where nothing on it formats a date or a price.
const clientModules = ['@/lib/site/text', '@/lib/articles/format', '@/lib/articles/order', '@/lib/reports/categories'];

describe('onFirstUse', () => {
  it('builds the value on the first call only and returns the same value after', () => {
    const build = jest.fn(() => ({ built: true }));
    const get = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe.each(clientModules)('%s', (path) => {
  afterEach(() => jest.restoreAllMocks());

  it('builds no Intl formatter or collator when it loads, only when it formats', async () => {
    const built = (['DateTimeFormat', 'NumberFormat', 'Collator'] as const).map((name) => jest.spyOn(Intl, name));
    await jest.isolateModulesAsync(async () => {
      await import(path);
    });
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
