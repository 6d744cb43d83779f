/**
 * An IntersectionObserver for jsdom, which has none and lays nothing out: an observed element's place
 * is its inline `top` (the markers useScrolledPast places), the viewport is window.scrollY to
 * scrollY + innerHeight. Like a browser's, it reports each element once when observed, then whenever
 * it enters or leaves the viewport (checked on each 'scroll' event the test dispatches).
 */
type Watched = { element: HTMLElement; intersecting?: boolean };

export function installScrollObserver(): void {
  class ScrollObserver {
    private watched: Watched[] = [];
    private readonly onScroll = () => this.check();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: HTMLElement) {
      if (this.watched.length === 0) window.addEventListener('scroll', this.onScroll);
      this.watched.push({ element });
      this.check();
    }
    unobserve(element: HTMLElement) {
      this.watched = this.watched.filter((entry) => entry.element !== element);
    }
    disconnect() {
      this.watched = [];
      window.removeEventListener('scroll', this.onScroll);
    }
    takeRecords() {
      return [];
    }
    private check() {
      const changed: IntersectionObserverEntry[] = [];
      for (const watched of this.watched) {
        const top = parseFloat(watched.element.style.top || '0') - window.scrollY;
        const height = parseFloat(watched.element.style.height || '0');
        const intersecting = top + height > 0 && top < window.innerHeight;
        if (watched.intersecting === intersecting) continue;
        watched.intersecting = intersecting;
        changed.push({ target: watched.element, isIntersecting: intersecting, boundingClientRect: { top } } as unknown as IntersectionObserverEntry);
      }
      if (changed.length) this.callback(changed, this as unknown as IntersectionObserver);
    }
  }
  window.IntersectionObserver = ScrollObserver as unknown as typeof IntersectionObserver;
}
