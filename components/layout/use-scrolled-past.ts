'use client';

import { useEffect, useState } from 'react';

/**
 * True while the page is scrolled more than `threshold` pixels. Watched by an IntersectionObserver on
 * an invisible 1 px marker placed `threshold` pixels down the document: the browser reports when it
 * leaves or enters the viewport, after its own layout, so nothing here reads the layout (reading
 * window.scrollY in an effect right after hydration forced a synchronous layout on load) and no
 * handler runs on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.style.cssText = `position:absolute;top:${threshold}px;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden`;
    document.body.appendChild(marker);
    // Out of view above the viewport's top edge: the page has scrolled past it.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [threshold]);
  return past;
}
