import { passwordWeakness } from '@/lib/admin/strength';
import type { ServerEnv } from '@/lib/process/env';
import { SHARED_ALLOWANCE_FACTOR } from '@/lib/request/limits';

/**
 * Settings the server refuses to start with, and warnings it gives at start. A weak ADMIN_PASSWORD
 * is refused outright: the console has no site-wide login cap, so the password's strength is what
 * stands against guessing from many addresses. Without TRUSTED_PROXIES every visitor shares one
 * allowance on the forms, which the operator must know.
 */

export type StartCheck = { fatal: string[]; warnings: string[] };

export function startChecks(env: Pick<ServerEnv, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH' | 'TRUSTED_PROXIES'>): StartCheck {
  const fatal: string[] = [];
  const warnings: string[] = [];
  if (!env.ADMIN_PASSWORD_HASH && env.ADMIN_PASSWORD) {
    const weakness = passwordWeakness(env.ADMIN_PASSWORD);
    if (weakness) fatal.push(`ADMIN_PASSWORD is weak: it ${weakness}. Choose a stronger one (or set ADMIN_PASSWORD_HASH from npm run admin:hash); the server does not start with it.`);
  }
  if (env.TRUSTED_PROXIES.kind === 'none') {
    warnings.push(
      `TRUSTED_PROXIES is not set: visitors cannot be told apart, so every visitor shares one allowance on the forms (${SHARED_ALLOWANCE_FACTOR} times one visitor's) and on console logins. Behind a proxy, set TRUSTED_PROXIES (1 behind the nginx recipe).`,
    );
  }
  return { fatal, warnings };
}

/** At `next start`: log the warnings; with a fatal setting, log why and stop the server. */
export function runStartChecks(env: Pick<ServerEnv, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH' | 'TRUSTED_PROXIES'>, exit: (code: number) => void = (code) => process.exit(code)): void {
  const { fatal, warnings } = startChecks(env);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  if (!fatal.length) return;
  for (const message of fatal) console.error(`Refusing to start: ${message}`);
  exit(1);
}
