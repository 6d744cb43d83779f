/** What the login page says after a failed attempt, a lockout, an expired session or a logout. */
export function loginMessage(params: { error?: string | string[]; minutes?: string | string[]; loggedOut?: string | string[] }): { tone: 'error' | 'info'; text: string } | undefined {
  const error = typeof params.error === 'string' ? params.error : undefined;
  if (error === 'invalid') return { tone: 'error', text: 'That password is not right. Check it and try again.' };
  if (error === 'locked') {
    const minutes = Math.min(15, Math.max(1, Number.parseInt(typeof params.minutes === 'string' ? params.minutes : '', 10) || 15));
    return { tone: 'error', text: `Too many attempts. Logging in is locked for this device; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` };
  }
  if (error === 'expired') return { tone: 'info', text: 'Your session has ended. Log in again to continue.' };
  if (params.loggedOut === '1') return { tone: 'info', text: 'You are logged out.' };
  return undefined;
}
