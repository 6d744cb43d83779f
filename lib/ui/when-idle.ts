type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * the load), so that work nobody needs at first paint never competes with the page for the main
 * thread. setTimeout where requestIdleCallback is missing (Safari before 18). Returns a cancel.
 */
export function whenLoadedAndIdle(callback: () => void, timeoutMs = 3000): () => void {
  const idleWindow = window as IdleWindow;
  let cancelIdle = () => {};
  const schedule = () => {
    if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
      const handle = idleWindow.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => idleWindow.cancelIdleCallback?.(handle);
    } else {
      const timer = window.setTimeout(callback, 1);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
