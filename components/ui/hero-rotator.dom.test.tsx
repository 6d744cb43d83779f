/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { HeroRotator, type HeroImage } from './hero-rotator';

const slides: HeroImage[] = [1, 2, 3].map((n) => ({ src: `/images/hero/0${n}.webp`, alt: `Picture ${n}` }));
const INTERVAL = 5000;

function mockMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as never;
}

/**
 * A fetch whose answer the test releases when it wants, as a slow network would. Like the real
 * fetch, an HTTP error status resolves rather than rejects (ok: false), and its body stays readable:
 * a cache or proxy in front of the site may answer an error with a body that parses as JSON, so only
 * `ok` tells the slideshow not to use it.
 */
function deferredFetch() {
  let answer: (value: unknown, status?: number) => void = () => {};
  const fetchMock = jest.fn(
    (_url: string, init?: { signal?: AbortSignal }) =>
      new Promise((resolve, reject) => {
        // Aborting rejects with an AbortError and the answer never comes, as with the real fetch.
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        answer = (body: unknown, status = 200) =>
          resolve({ ok: status >= 200 && status < 300, status, json: async () => body });
      }),
  );
  global.fetch = fetchMock as never;
  return { fetchMock, answer: async (body: unknown, status?: number) => act(async () => answer(body, status)) };
}

function renderHero() {
  render(
    <HeroRotator images={slides.slice(0, 1)} slides={{ url: '/hero-slides.json', count: slides.length }} intervalMs={INTERVAL} fadeMs={1000}>
      <h1>Home Inspection Repairs</h1>
    </HeroRotator>,
  );
  return () => document.querySelector('[data-hero-index]')?.getAttribute('data-hero-index');
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('HeroRotator with the list of slides fetched', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws the first slide, fetches the list once it may rotate, then turns to the second slide', async () => {
    mockMotion(false);
    const { fetchMock, answer } = deferredFetch();
    const index = renderHero();
    expect(screen.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/hero-slides.json', expect.anything());
    await answer(slides);
    tick(INTERVAL);
    expect(index()).toBe('1');
    expect(screen.getByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
  });

  it('takes a turn that came before the list as soon as the list arrives', async () => {
    mockMotion(false);
    const { answer } = deferredFetch();
    const index = renderHero();
    tick(INTERVAL);
    expect(index()).toBe('0');
    await answer(slides);
    expect(index()).toBe('1');
  });

  it('gives up the request when the page is left before the list arrives', async () => {
    mockMotion(false);
    const { fetchMock } = deferredFetch();
    const { unmount } = render(
      <HeroRotator images={slides.slice(0, 1)} slides={{ url: '/hero-slides.json', count: slides.length }} intervalMs={INTERVAL} fadeMs={1000}>
        <h1>Home Inspection Repairs</h1>
      </HeroRotator>,
    );
    const signal = (fetchMock.mock.calls[0]?.[1] as { signal?: AbortSignal } | undefined)?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it.each([
    ['is not a list of hero pictures', [{ src: 'https://elsewhere.example/x.webp', alt: 'x' }], 200],
    ['answers with an error status', slides, 404],
  ])('stays on the first picture when the list %s', async (_case, body, status) => {
    mockMotion(false);
    const { answer } = deferredFetch();
    const index = renderHero();
    await answer(body, status);
    tick(INTERVAL * 3);
    expect(index()).toBe('0');
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('rotates through the slides the list holds when it holds fewer than the page announced', async () => {
    mockMotion(false);
    const { answer } = deferredFetch();
    const index = renderHero();
    await answer(slides.slice(0, 2));
    const seen = [];
    for (let turn = 0; turn < 4; turn += 1) {
      tick(INTERVAL);
      seen.push(index());
    }
    expect(seen).toEqual(['1', '0', '1', '0']);
  });

  it('fetches nothing and stays still under reduced motion', () => {
    mockMotion(true);
    const { fetchMock } = deferredFetch();
    const index = renderHero();
    tick(INTERVAL * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(index()).toBe('0');
  });
});
