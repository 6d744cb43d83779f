'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { noteVisitPage } from '@/lib/attribution/browser';
import { referrerHost } from '@/lib/attribution/visit';
import { VITALS_ENDPOINT, type BeaconBody } from '@/lib/vitals/beacon-body';

/** Pages viewed in this document and not yet reported; the first is the landing page. */
const pendingViews: string[] = [];
let landingPath: string | undefined;
let lastPath: string | undefined;
let referrerTaken = false;
let beaconStarted = false;

const takeViews = () => pendingViews.splice(0);
/** The referring site's host, given once per document (the first beacon carries it). */
const takeReferrer = () => {
  if (referrerTaken) return null;
  referrerTaken = true;
  return referrerHost(document.referrer, window.location.host);
};

/**
 * A visitor who leaves before the beacon has loaded (a slow page, a quick bounce) is still counted:
 * the views go in a beacon of their own, without metrics.
 */
function sendViewsOnly() {
  if (beaconStarted || pendingViews.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const body: BeaconBody = { v: takeViews(), p: landingPath ?? window.location.pathname, r: takeReferrer(), m: {} };
  navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(body));
}

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
      void import('@/lib/vitals/beacon').then(({ startBeacon }) => {
        beaconStarted = startBeacon(landingPath ?? window.location.pathname, takeViews, takeReferrer);
      });
    };
    const load = () => {
      idle = whenIdle ? whenIdle(start, { timeout: 5000 }) : window.setTimeout(start, 1);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') sendViewsOnly();
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', sendViewsOnly);
    return () => {
      window.removeEventListener('load', load);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', sendViewsOnly);
      if (idle === undefined) return;
      if (whenIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return null;
}
