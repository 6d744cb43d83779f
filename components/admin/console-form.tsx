import type { ReactNode } from 'react';

/** A console form: a plain POST carrying this session's CSRF token, so it works without JavaScript. */
export function ConsoleForm({ action, csrf, children, className }: { action: string; csrf: string; children: ReactNode; className?: string }) {
  return (
    <form method="post" action={action} className={className}>
      <input type="hidden" name="csrf" value={csrf} />
      {children}
    </form>
  );
}
