'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenLoadedAndIdle } from '@/lib/ui/when-idle';

/**
 * The floating Top button, loaded in its own chunk and mounted once the page has loaded and the browser
 * is idle: it shows only past 200 px of scrolling, so nothing of it is needed at first paint.
 */
export function IdleScrollToTop() {
  const [Top, setTop] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenLoadedAndIdle(() => {
      void import('./scroll-to-top').then(({ ScrollToTop }) => {
        if (live) setTop(() => ScrollToTop);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Top ? <Top /> : null;
}
