/**
 * The short reference a visitor quotes for a request ("my reference is 3F9A-2C1B"): the first eight
 * hex digits of the lead's random id (a UUID), upper case, in two groups of four. The console finds a
 * lead by it; the id itself stays the key.
 */

const REFERENCE_DIGITS = 8;

export function leadReference(id: string): string {
  const digits = id.replace(/[^0-9a-f]/gi, '').slice(0, REFERENCE_DIGITS).toUpperCase();
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * The id prefix a search for a reference matches, or undefined when the text is not a reference:
 * '3f9a-2c1b', '3F9A2C1B' and ' 3F9A-2C1B ' all give '3f9a2c1b'.
 */
export function referenceIdPrefix(search: string): string | undefined {
  const match = /^\s*([0-9a-f]{4})-?([0-9a-f]{4})\s*$/i.exec(search);
  return match ? `${match[1]}${match[2]}`.toLowerCase() : undefined;
}
