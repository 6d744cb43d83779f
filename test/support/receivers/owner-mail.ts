import { testSettings } from '../settings';
import type { ReceivedMail } from './smtp-receiver';

/**
 * The text of the first e-mail the configured test deployment has sent the owner that mentions
 * `words` (a visitor's name, say), or '' while there is none: for `expect.poll`, since a lead's e-mail
 * goes out from the outbox a moment after the visitor is thanked.
 */
export async function ownerMailMentioning(words: string): Promise<string> {
  const mails = (await (await fetch(`${testSettings.urls.smtpControl}/received`)).json()) as ReceivedMail[];
  return mails.find((mail) => mail.text.includes(words))?.text ?? '';
}
