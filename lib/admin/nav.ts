/** The console's screens, in the order of its navigation. */
export const CONSOLE_SCREENS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/leads', label: 'Leads' },
  { href: '/admin/subscribers', label: 'Subscribers' },
  { href: '/admin/content', label: 'Content report' },
  { href: '/admin/drafts', label: 'Drafts' },
  { href: '/admin/checklist', label: 'Launch checklist' },
] as const;

/** The console's first screen, where the owner lands after logging in. */
export const CONSOLE_HOME = '/admin';

/** The screen a path belongs to: /admin/leads/42 is under Leads; only /admin itself is the dashboard. */
export function currentScreen(pathname: string): string | undefined {
  return CONSOLE_SCREENS.find((screen) => pathname === screen.href || (screen.href !== CONSOLE_HOME && pathname.startsWith(`${screen.href}/`)))?.href;
}
