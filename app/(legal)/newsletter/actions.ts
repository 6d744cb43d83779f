'use server';

import { redirect } from 'next/navigation';
import { tokenFrom } from '@/lib/newsletter/pages';
import { leadService, newsletterAvailability } from '@/lib/leads/service';

export async function confirmSubscription(form: FormData): Promise<void> {
  const token = tokenFrom(String(form.get('token') ?? ''));
  let result = 'unknown';
  if (token) {
    const { store, worker } = await leadService();
    result = await store.confirmSubscriber(token, { notifyWebhook: newsletterAvailability()?.notifyWebhook ?? false });
    worker.kick();
  }
  redirect(`/newsletter/confirm?result=${result}`);
}

export async function unsubscribe(form: FormData): Promise<void> {
  const token = tokenFrom(String(form.get('token') ?? ''));
  const removed = token ? await (await leadService()).store.unsubscribe(token) : false;
  redirect(`/newsletter/unsubscribe?result=${removed ? 'removed' : 'unknown'}`);
}
