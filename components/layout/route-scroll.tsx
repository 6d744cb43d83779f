'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/site/navigation';

/**
 * Every route change scrolls smoothly to the top. Not on the first load, not when
 * the new URL has a #section to land on, and not on back/forward, where the browser restores the
 * reader's place.
 */
export function RouteScroll() {
  const pathname = usePathname();
  const first = useRef(true);
  const historyNavigation = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyNavigation.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (historyNavigation.current) {
      historyNavigation.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [pathname]);

  return null;
}
