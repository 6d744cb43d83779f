/** How long one delivery attempt may wait for the webhook before it counts as failed and is retried from the outbox. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type DeliveryResult = { ok: true } | { ok: false; reason: 'timeout' | 'network' | 'status'; status?: number };

/**
 * Posts the payload as JSON to a webhook. Never throws. `idempotencyKey` goes out as the
 * Idempotency-Key header: a retried delivery carries the same key, so the receiver can drop it.
 */
export async function deliverToWebhook(
  url: string,
  payload: object,
  { timeoutMs = WEBHOOK_TIMEOUT_MS, fetchImpl = fetch, idempotencyKey }: { timeoutMs?: number; fetchImpl?: typeof fetch; idempotencyKey?: string } = {},
): Promise<DeliveryResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
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
