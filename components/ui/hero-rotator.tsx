'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { optimizedImageAttributes } from '@/lib/blog/browser';
import { FIRST_SLIDE, nextSlide, parseHeroSlides, type HeroImage } from '@/lib/images/hero-slides';

export type { HeroImage };

type HeroRotatorProps = {
  /** The slides drawn with the page: every slide, or the first one when `slides` names the full list. */
  images: readonly HeroImage[];
  /** The full list's address and length, fetched once the slideshow may rotate. */
  slides?: { url: string; count: number };
  /** Time each image stays on screen. */
  intervalMs: number;
  /** Cross-fade duration. */
  fadeMs: number;
  /** Overlay content (heading, buttons) drawn above the images. */
  children: ReactNode;
  className?: string;
};

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` once the browser is idle (setTimeout where requestIdleCallback is missing: Safari). */
function whenIdle(callback: () => void): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(callback, { timeout: 3000 });
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(timer);
}

/**
 * Full-bleed background that cross-fades through `images`. The first image is the LCP element and
 * is preloaded with high priority; each later image is mounted only when it is next in line (the
 * second once the page is idle), so the page never downloads the whole set up front. Rotation stops
 * while the tab is hidden, when the visitor pauses it, and entirely under prefers-reduced-motion.
 * Plain <img> elements with the optimizer's srcset, written as next/image would: no image component
 * ships to the browser. With `slides`, the page carries only the first slide and the rest of the list
 * is fetched when rotation can start; if that fails, the first image simply stays.
 */
export function HeroRotator({ images, slides, intervalMs, fadeMs, children, className = '' }: HeroRotatorProps) {
  // active: the image on screen; mounted: how many images, from the start of the list, are in the DOM.
  const [{ active, mounted }, setSlides] = useState(FIRST_SLIDE);
  // The full list once fetched; until then the slides the page drew.
  const [fetched, setFetched] = useState<readonly HeroImage[] | null>(null);
  // 'unknown' until the media query has been read in the browser: nothing rotates or loads before.
  const [motion, setMotion] = useState<'unknown' | 'reduce' | 'full'>('unknown');
  const [hidden, setHidden] = useState(false);
  const [paused, setPaused] = useState(false);
  const list = fetched ?? images;
  // Until the list arrives, the page's announced length; after, the list itself is the slideshow (a
  // page cached from an older build may announce more or fewer slides than the site now has).
  const count = fetched ? fetched.length : Math.max(slides?.count ?? 0, images.length);
  const available = list.length;
  const canRotate = count > 1 && motion === 'full';

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMotion(query.matches ? 'reduce' : 'full');
    update();
    query.addEventListener('change', update);
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      query.removeEventListener('change', update);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // The rest of the slideshow, once it may rotate: a turn that came before the list is taken when it arrives.
  const listUrl = slides && available < count ? slides.url : null;
  useEffect(() => {
    if (!canRotate || !listUrl) return;
    const controller = new AbortController();
    fetch(listUrl, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((value: unknown) => {
        const received = parseHeroSlides(value);
        if (!received || received.length <= 1) return;
        setFetched(received);
        setSlides((state) => (state.due ? nextSlide(state, received.length, received.length) : state));
      })
      .catch(() => {
        // Offline or aborted: the first image stays on screen.
      });
    return () => controller.abort();
  }, [canRotate, listUrl]);

  // Prepare the next image once the page is idle, so the first fade never shows a blank frame.
  useEffect(() => {
    if (!canRotate) return;
    return whenIdle(() => setSlides((state) => ({ ...state, mounted: Math.max(state.mounted, 2) })));
  }, [canRotate]);

  useEffect(() => {
    if (!canRotate || hidden || paused) return;
    const timer = window.setInterval(() => setSlides((state) => nextSlide(state, available, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [canRotate, hidden, paused, intervalMs, available, count]);

  return (
    <div className={`relative isolate overflow-hidden bg-brand-navy-dark ${className}`} data-hero-index={active} data-hero-rotating={canRotate && !paused ? 'true' : 'false'}>
      <div className="absolute inset-0 -z-10">
        {list.slice(0, mounted).map((image, index) => {
          const isActive = index === active;
          const first = index === 0;
          const attributes = optimizedImageAttributes(image.src, '100vw');
          // The first picture is the LCP element: announced in <head> so it starts before the stylesheet.
          if (first) preload(attributes.src, { as: 'image', imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes, fetchPriority: 'high' });
          return (
            <div
              key={image.src}
              aria-hidden={isActive ? undefined : true}
              className="hero-slide"
              style={{ opacity: isActive ? 1 : 0, transitionDuration: `${fadeMs}ms` }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, without its client code */}
              <img
                {...attributes}
                alt={image.alt}
                decoding="async"
                className="hero-picture"
                {...(first ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const })}
              />
            </div>
          );
        })}
        <div aria-hidden="true" className="hero-shade" />
      </div>
      {children}
      {canRotate ? (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute right-3 bottom-3 z-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-navy-dark/80 px-4 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-brand-navy-dark"
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          {paused ? 'Play slideshow' : 'Pause slideshow'}
        </button>
      ) : null}
    </div>
  );
}
