import type { ReactNode } from 'react';

/** The search form above a console list: a GET form, so a search is a link the owner can keep. */
export function ListSearch({ action, name, label, search, children }: { action: string; name: string; label: string; search: string; children?: ReactNode }) {
  const fieldId = `${name.toLowerCase()}-search`;
  return (
    <form method="get" action={action} role="search" aria-label={name} className="mt-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-[var(--shadow-card)]">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input id={fieldId} name="q" type="search" defaultValue={search} maxLength={200} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3" />
      </div>
      {children}
      <button type="submit" className="btn-primary min-h-11 px-4 py-1">
        Search
      </button>
    </form>
  );
}
