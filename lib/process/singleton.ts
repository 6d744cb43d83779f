/**
 * State that must exist once per server process: Next bundles a module once per route (and once for
 * the proxy), and the development server reloads modules, so a module-level variable would exist
 * once per bundle and per reload. Each such state lives in one holder object on globalThis, under
 * the key Symbol.for('tidewater.<name>'): a symbol cannot clash with a global anyone else defines,
 * and Symbol.for gives every bundle the same key.
 */
export function processHolder<T extends object>(name: string, create: () => T): T {
  const global = globalThis as Record<symbol, T | undefined>;
  const key = Symbol.for(`tidewater.${name}`);
  return (global[key] ??= create());
}
