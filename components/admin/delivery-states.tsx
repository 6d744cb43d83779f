import { formatDateTime } from '@/lib/admin/format';
import type { DeliveryState } from '@/lib/leads/types';

const CHANNELS: Record<DeliveryState['channel'], string> = { email: 'E-mail', webhook: 'Webhook' };

function describe(delivery: DeliveryState): string {
  switch (delivery.state) {
    case 'sent':
      return delivery.sentAt ? `sent ${formatDateTime(delivery.sentAt)}` : 'sent';
    case 'queued':
      return 'queued, not tried yet';
    case 'retrying':
      return `retrying after ${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}${delivery.nextAttemptAt ? `, next ${formatDateTime(delivery.nextAttemptAt)}` : ''}`;
    case 'failed':
      return `gave up after ${delivery.attempts} attempts`;
  }
}

const TONES: Record<DeliveryState['state'], string> = {
  sent: 'bg-emerald-50 text-emerald-900',
  queued: 'bg-slate-100 text-slate-800',
  retrying: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-900',
};

/** Where each delivery of a lead stands, with the last error while it is retrying or failed. */
export function DeliveryStates({ deliveries }: { deliveries: readonly DeliveryState[] }) {
  if (!deliveries.length) return <p className="text-sm text-slate-700">Not delivered anywhere: no e-mail or webhook was configured when it came in.</p>;
  return (
    <ul className="space-y-1">
      {deliveries.map((delivery) => (
        <li key={delivery.channel} className={`rounded-md px-2 py-1 text-sm ${TONES[delivery.state]}`}>
          <span className="font-semibold">{CHANNELS[delivery.channel]}:</span> {describe(delivery)}
          {delivery.lastError && delivery.state !== 'sent' ? <span className="block break-words">Last error: {delivery.lastError}</span> : null}
        </li>
      ))}
    </ul>
  );
}
