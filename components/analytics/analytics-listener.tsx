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

/**
 * One listener for the whole site: a page_view on the first load and on every route change (once
 * each, with view_item when the page marks an item through ViewItem), scroll-depth milestones once per page visit, and clicks on any element carrying
 * data-track (set by the shared TrackedLink and TrackedButton), so no page wires events by hand.
 */
export function AnalyticsListener() {
  const pathname = usePathname();
  const lastPageView = useRef<string | null>(null);

  useEffect(() => {
    if (lastPageView.current === pathname) return;
    lastPageView.current = pathname;
    // The new page's <title> is committed in the same render; read it once the browser has painted.
    const frame = window.requestAnimationFrame(() => {
      send(pageView({ path: pathname, title: document.title, location: window.location.href }));
      const item = document.querySelector<HTMLElement>('[data-view-item-id]')?.dataset;
      if (item?.viewItemId) send(viewItem({ id: item.viewItemId, name: item.viewItemName ?? '', category: item.viewItemCategory ?? '' }));
    });
    return () => window.cancelAnimationFrame(frame);
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
