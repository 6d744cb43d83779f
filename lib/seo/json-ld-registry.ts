/**
 * JSON-LD text handed from the server components that build it to the client component that writes
 * it into the HTML (components/seo/json-ld-script.tsx), by a short key, so that React's payload
 * carries the key and not a second copy of the text.
 *
 * Next renders a page's server components and then its HTML from their payload in the same process,
 * one right after the other, so an entry is read milliseconds after it is written. The registry keeps
 * the most recent entries only (re-registering moves an entry to the end): a bounded map, whatever
 * the number of pages. In the browser it is empty (nothing registers there).
 */

const MAX_ENTRIES = 1000;
const REGISTRY = Symbol.for('tidewater.json-ld-registry');

type RegistryHolder = typeof globalThis & { [REGISTRY]?: Map<string, string> };

// On globalThis: the server components and the HTML render load this module separately (two module graphs).
function registry(): Map<string, string> {
  const holder = globalThis as RegistryHolder;
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

export function registerJsonLd(key: string, text: string): void {
  const entries = registry();
  entries.delete(key);
  entries.set(key, text);
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

export function registeredJsonLd(key: string): string | undefined {
  return registry().get(key);
}

export const JSON_LD_REGISTRY_LIMIT = MAX_ENTRIES;
