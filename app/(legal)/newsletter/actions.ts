'use server';

import { redirect } from 'next/navigation';
import { tokenFrom } from '@/lib/newsletter/pages';
import { subscriberStore } from '@/lib/newsletter/subscribers';
import { kickOutbox, newsletterAvailability } from '@/lib/outbox/service';

export async function confirmSubscription(form: FormData): Promise<void> {
  const token = tokenFrom(String(form.get('token') ?? ''));
  let result = 'unknown';
  if (token) {
    result = await (await subscriberStore()).confirmSubscriber(token, { notifyWebhook: newsletterAvailability()?.notifyWebhook ?? false });
    await kickOutbox();
  }
  redirect(`/newsletter/confirm?result=${result}`);
}

export async function unsubscribe(form: FormData): Promise<void> {
  const token = tokenFrom(String(form.get('token') ?? ''));
  const removed = token ? await (await subscriberStore()).unsubscribe(token) : false;
  redirect(`/newsletter/unsubscribe?result=${removed ? 'removed' : 'unknown'}`);
}
