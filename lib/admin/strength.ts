/**
 * The console password's minimum strength, enforced when the server starts (lib/doctor/start-checks.ts) and
 * reported by the doctor. Logins have no site-wide cap (a cap would let strangers lock the owner
 * out), only a per-address backoff; what keeps a botnet of addresses from guessing is this rule: at
 * least 12 characters, none of the words attackers try first, and enough different characters.
 */

/** Passwords that attackers try first, compared in lowercase without spaces or punctuation. */
const COMMON_PASSWORD_PARTS = ['password', 'passw0rd', 'admin', 'qwerty', 'letmein', 'welcome', 'iloveyou', 'changeme', 'secret', 'tidewater', 'inspection', '123456', 'abcdef'];

/** Why a console password is weak, or undefined. */
export function passwordWeakness(password: string): string | undefined {
  if (password.length < 12) return `is ${password.length} characters long; use at least 12`;
  const plain = password.toLowerCase().replace(/[^a-z0-9]/g, '');
  const part = COMMON_PASSWORD_PARTS.find((word) => plain.includes(word));
  if (part) return `contains "${part}", one of the first things attackers try`;
  if (new Set(password).size < 6) return 'repeats a few characters; use more different ones';
  return undefined;
}
