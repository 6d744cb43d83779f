import type { ReactNode } from 'react';

/** Title of a console screen, a line on what it is for, and its actions (export, filters). */
export function ScreenHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{title}</h1>
        {children ? <div className="mt-1 max-w-2xl text-slate-700">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
