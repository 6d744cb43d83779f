'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  buttonClick,
  crossedMilestones,
  ctaClick,
  pageView,
  scrollDepth,
  scrollPercent,
  send,
  trackedLinkClick,
  viewItem,
  type TrackedLinkKind,
} from '@/lib/analytics/events';

const LINK_KINDS: readonly string[] = ['phone', 'text', 'email', 'quote'];
/** How long a route change's page_view waits for the new page's title at most. */
const TITLE_WAIT_MS = 1_000;

/**
 * One listener for the whole site: a page_view on the first load and on every route change (once
 * each, with view_item when the page marks an item through ViewItem), scroll-depth milestones once per page visit, and clicks on any element carrying
 * data-track (set by the shared TrackedLink and TrackedButton), so no page wires events by hand.
 */
export function AnalyticsListener() {
  const pathname = usePathname();
  const lastPageView = useRef<string | null>(null);
  const lastTitle = useRef<string | null>(null);

  useEffect(() => {
    if (lastPageView.current === pathname) return;
    const firstView = lastPageView.current === null;
    lastPageView.current = pathname;
    // The page_view names the new page's title. On a route change the App Router commits the new
    // page before its metadata: for a moment the document has the old page's title or none. So the
    // view is sent once the title has changed (watched on the whole document, where the <title> may
    // first be written), and after TITLE_WAIT_MS with whatever title there is, if it never does
    // (two pages with one title). The first load's title is in the server's HTML already.
    const previousTitle = lastTitle.current;
    let sent = false;
    const report = () => {
      if (sent) return;
      sent = true;
      observer.disconnect();
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      lastTitle.current = document.title;
      send(pageView({ path: pathname, title: document.title, location: window.location.href }));
      const item = document.querySelector<HTMLElement>('[data-view-item-id]')?.dataset;
      if (item?.viewItemId) send(viewItem({ id: item.viewItemId, name: item.viewItemName ?? '', category: item.viewItemCategory ?? '' }));
    };
    const titleReady = () => firstView || (document.title !== '' && document.title !== previousTitle);
    const observer = new MutationObserver(() => {
      if (titleReady()) report();
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    const frame = window.requestAnimationFrame(() => {
      if (titleReady()) report();
    });
    const timer = window.setTimeout(report, TITLE_WAIT_MS);
    // Leaving before the title came (a second route change at once) still counts this view.
    return report;
  }, [pathname]);

  useEffect(() => {
    const reported = new Set<number>();
    let scheduled = false;
    const measure = () => {
      scheduled = false;
      const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      for (const milestone of crossedMilestones(percent, reported)) {
        reported.add(milestone);
        send(scrollDepth(milestone, pathname));
      }
    };
    const onScroll = () => {
      if (scheduled) return;
      scheduled = true;
      window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
      if (!target) return;
      const kind = target.dataset.track ?? '';
      const location = target.dataset.trackLocation ?? pathname;
      const label = target.dataset.trackLabel ?? target.textContent?.trim() ?? '';
      if (LINK_KINDS.includes(kind)) send(trackedLinkClick(kind as TrackedLinkKind, location));
      else if (kind === 'cta') send(ctaClick(label, location));
      else if (kind === 'button') send(buttonClick(label, location));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [pathname]);

  return null;
}
