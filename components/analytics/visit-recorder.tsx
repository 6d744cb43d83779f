'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { noteVisitPage } from '@/lib/attribution/browser';
import { PAGE_VIEW_QUEUE, type PageViewQueue } from '@/lib/attribution/page-view-queue';
import { referrerHost } from '@/lib/attribution/visit';
import { whenLoadedAndIdle } from '@/lib/ui/when-idle';

type QueueWindow = Window & { [PAGE_VIEW_QUEUE]?: PageViewQueue };

let lastPath: string | undefined;

/**
 * The document's own page was noted and queued by the inline script at the top of the body, before
 * anything hydrated (lib/attribution/inline-note.ts). Where it did not run (a script-blocking
 * extension let React through but not it), the first view is noted here instead.
 */
function viewQueue(pathname: string): PageViewQueue {
  const queueWindow = window as QueueWindow;
  if (!queueWindow[PAGE_VIEW_QUEUE]) {
    queueWindow[PAGE_VIEW_QUEUE] = { v: [pathname], p: pathname, r: referrerHost(document.referrer, window.location.host) };
    noteVisitPage(pathname);
  }
  return queueWindow[PAGE_VIEW_QUEUE];
}

/**
 * Notes each page reached by in-site navigation in the tab's visit (sessionStorage, no cookie) for the
 * contact request's attribution and queues its view, and, once the page has loaded and the browser is
 * idle, loads the Web Vitals beacon in its own chunk, so it never competes with the page itself for
 * the network or the main thread. The beacon then carries the queued views.
 */
export function VisitRecorder() {
  const pathname = usePathname();

  useEffect(() => {
    const queue = viewQueue(pathname);
    if (lastPath === undefined) {
      lastPath = pathname;
      return;
    }
    if (lastPath === pathname) return;
    lastPath = pathname;
    queue.v.push(pathname);
    noteVisitPage(pathname);
  }, [pathname]);

  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        void import('@/lib/page-metrics/browser').then(({ startPageMetrics }) => {
          const queue = viewQueue(window.location.pathname);
          const takeReferrer = () => {
            const host = queue.r;
            queue.r = null;
            return host;
          };
          // From now on the beacon sends the views; the inline script's own sender stands down.
          queue.s = startPageMetrics(queue.p, () => queue.v.splice(0), takeReferrer);
        });
      }, 5000),
    [],
  );

  return null;
}
