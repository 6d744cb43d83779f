'use client';

import { INLINE_NOTE_SCRIPT } from '@/lib/attribution/inline-note';

/**
 * The inline visit note (lib/attribution/inline-note.ts), written into the HTML by the server render
 * only. A client component is sent to the browser as a reference, not as its props, so the script's
 * text appears once in the page (a server component's <script> would repeat it in React's payload),
 * and the browser's render keeps the element the parser already ran: its text is compiled out of the
 * browser bundle (typeof window is a build-time constant there).
 *
 * type="module" async: an inline classic script in the body waits for the pending stylesheet before
 * it runs, and the parser waits with it; a module script that is async runs as soon as the parser
 * yields, whatever the stylesheet is doing, still long before anything hydrates.
 */
export function InlineVisitNote() {
  const script = typeof window === 'undefined' ? INLINE_NOTE_SCRIPT : '';
  return <script type="module" async dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}
