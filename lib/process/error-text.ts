/**
 * The text of anything thrown, for a log line or an answer: an Error's message, anything else as a
 * string. The one place this is written, so every log names a failure the same way.
 */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
