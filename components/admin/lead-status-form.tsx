import { LEAD_STATUSES, type LeadStatus } from '@/lib/leads/types';
import { ConsoleForm } from './console-form';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

/** Changes a lead's status; `back` is the page to return to. */
export function LeadStatusForm({ leadId, name, status, csrf, back }: { leadId: string; name: string; status: LeadStatus; csrf: string; back: string }) {
  const fieldId = `status-${leadId}`;
  return (
    <ConsoleForm action={`/admin/leads/${leadId}/status`} csrf={csrf} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="back" value={back} />
      <div>
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
          Status<span className="sr-only"> of {name}</span>
        </label>
        <select id={fieldId} name="status" defaultValue={status} className="mt-1 min-h-11 rounded-lg border border-slate-400 bg-white px-2">
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary min-h-11 px-3 py-1 text-sm">
        Save<span className="sr-only"> status of {name}</span>
      </button>
    </ConsoleForm>
  );
}
