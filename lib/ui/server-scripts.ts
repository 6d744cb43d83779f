/**
 * Text of inline scripts (the visit note) handed from the server components that make it to
 * the client component that writes it into the HTML (components/ui/server-script.tsx) by a short key,
 * so that React's payload carries the key and not a second, escaped copy of the text, and the
 * browser's bundle carries neither.
 *
 * Next renders a page's server components and then its HTML from their payload in the same process,
 * one right after the other, so an entry is read milliseconds after it is written. The registry keeps
 * the most recent entries only (registering again moves an entry to the end): a bounded map, whatever
 * the number of pages. In the browser it is empty (nothing registers there).
 *
 * Not used for JSON-LD: measured on the home page, its escaped copy in the payload sits beside the FAQ
 * text the payload carries anyway, so gzip stores it almost free; without it the page's HTML was
 * 0.3 KB larger gzip (6 KB smaller raw).
 */

const MAX_ENTRIES = 1000;
const REGISTRY = Symbol.for('tidewater.server-scripts');

type RegistryHolder = typeof globalThis & { [REGISTRY]?: Map<string, string> };

// On globalThis: the server components and the HTML render load this module separately (two module graphs).
function registry(): Map<string, string> {
  const holder = globalThis as RegistryHolder;
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/**
 * A 53-bit digest of the text (cyrb53, public domain) with its length: plain arithmetic, so this
 * module also loads in the browser (where only the reading side runs), and linear in the text.
 */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}-${text.length.toString(36)}`;
}

/** Keeps `text` for the HTML render; returns its key, the text's own digest (a page's payload is the same on every render). */
export function registerScriptText(text: string): string {
  const key = digest(text);
  const entries = registry();
  entries.delete(key);
  entries.set(key, text);
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return key;
}

export function registeredScriptText(key: string): string | undefined {
  return registry().get(key);
}

export const SCRIPT_REGISTRY_LIMIT = MAX_ENTRIES;
