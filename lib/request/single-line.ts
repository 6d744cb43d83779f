import { z } from 'zod';

/**
 * Single-line fields (name, phone, e-mail, subject) take no control characters: a CR or LF in a
 * name becomes a forged header line in any e-mail built from it ("Eve\r\nBcc: ..."), and NUL, escape
 * or the Unicode line and paragraph separators have no business in a one-line field either.
 * Tab is refused too: browsers never put one in a single-line input.
 */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

export const SINGLE_LINE_MESSAGE = 'Use a single line without special characters';

/** Refinement for a zod string: `z.string().trim().pipe(singleLine())` or `.refine(isSingleLine, ...)`. */
export function isSingleLine(value: string): boolean {
  return !hasControlCharacters(value);
}

export function singleLine(message: string = SINGLE_LINE_MESSAGE) {
  return z.string().refine(isSingleLine, message);
}
