/**
 * A value built on its first use rather than when its module loads. For Intl formatters and collators
 * in modules that client chunks load: the first Intl object a page builds loads the locale data (about
 * 15 ms of a phone's main thread), and a module-level one spends that while the page hydrates, on every
 * page that loads the module, whether or not it formats anything.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: build() }).current;
}
