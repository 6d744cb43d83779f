/**
 * An e-mail the site sends (a lead to the owner, a newsletter confirmation to a reader), and the
 * helpers that keep visitors' text safe in its headers.
 */

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
};

/** Header values from visitors: one line, no control characters, bounded. */
export function oneLine(text: string, max = 120): string {
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The host part of a Message-ID: the site's own host name. */
export function messageIdHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
