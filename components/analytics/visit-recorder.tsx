'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { noteVisitPage } from '@/lib/attribution/browser';

/** Pages viewed in this document and not yet reported by the beacon; the first is the landing page. */
const pendingViews: string[] = [];
let landingPath: string | undefined;
let lastPath: string | undefined;

const takeViews = () => pendingViews.splice(0);

/**
 * Notes each page view in the tab's visit (sessionStorage, no cookie) for the contact request's
 * attribution, and, once the page has loaded and the browser is idle, loads the Web Vitals beacon
 * in its own chunk, so it never competes with the page itself for the network or the main thread.
 */
export function VisitRecorder() {
  const pathname = usePathname();

  useEffect(() => {
    if (lastPath === pathname) return;
    lastPath = pathname;
    landingPath ??= pathname;
    pendingViews.push(pathname);
    noteVisitPage(pathname);
  }, [pathname]);

  useEffect(() => {
    // Safari before 18 has no requestIdleCallback.
    const whenIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
    let idle: number | undefined;
    const start = () => {
      void import('@/lib/vitals/beacon').then(({ startBeacon }) => startBeacon(landingPath ?? window.location.pathname, takeViews));
    };
    const load = () => {
      idle = whenIdle ? whenIdle(start, { timeout: 5000 }) : window.setTimeout(start, 1);
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      window.removeEventListener('load', load);
      if (idle === undefined) return;
      if (whenIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return null;
}
