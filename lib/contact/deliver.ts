import type { ContactRequest } from './schema';

/** How long the webhook may take before the visitor is told delivery failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type ContactDelivery = ContactRequest & { formName: 'contact_request'; submittedAt: string; source: string };

export type DeliveryResult = { ok: true } | { ok: false; reason: 'timeout' | 'network' | 'status'; status?: number };

/** Posts the request as JSON to the configured webhook. Never throws. */
export async function deliverToWebhook(
  url: string,
  payload: ContactDelivery,
  { timeoutMs = WEBHOOK_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<DeliveryResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      redirect: 'error',
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, reason: 'status', status: response.status };
  } catch (error) {
    // Not `instanceof Error`: the abort DOMException may come from another realm.
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
}
