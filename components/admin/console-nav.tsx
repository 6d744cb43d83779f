'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CONSOLE_SCREENS, currentScreen } from '@/lib/admin/nav';

/** The console's navigation; the only client code of the console (it marks the current screen). */
export function ConsoleNav() {
  const current = currentScreen(usePathname());
  return (
    <nav aria-label="Console">
      <ul className="flex flex-wrap gap-1">
        {CONSOLE_SCREENS.map((screen) => (
          <li key={screen.href}>
            <Link
              href={screen.href}
              aria-current={current === screen.href ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-white hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-brand-navy"
            >
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
