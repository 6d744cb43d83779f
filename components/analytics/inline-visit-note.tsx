import { ServerScript } from '@/components/ui/server-script';
import { INLINE_NOTE_SCRIPT } from '@/lib/attribution/inline-note';
import { INLINE_FORM_SCRIPT } from '@/lib/contact/inline-form';
import { registerScriptText } from '@/lib/ui/server-scripts';

/**
 * The inline visit note (lib/attribution/inline-note.ts), and the forms' guard that lets a post the
 * browser sends before hydration carry the visit and go once (lib/contact/inline-form.ts), written into the HTML once (ServerScript:
 * no copy in React's payload, none in the browser bundle).
 *
 * type="module" async: an inline classic script in the body waits for the pending stylesheet before
 * it runs, and the parser waits with it; a module script that is async runs as soon as the parser
 * yields, whatever the stylesheet is doing, still long before anything hydrates.
 */
export function InlineVisitNote() {
  return <ServerScript id={registerScriptText(`${INLINE_NOTE_SCRIPT};${INLINE_FORM_SCRIPT}`)} type="module" async />;
}
