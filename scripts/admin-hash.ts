import { createInterface } from 'node:readline';
import { hashPassword } from '@/lib/admin/password';
import { passwordWeakness } from '@/lib/doctor/checks';
import { errorText } from '@/lib/process/error-text';

/**
 * npm run admin:hash: reads the console password from standard input (typed, or piped:
 * `printf %s "$PASSWORD" | npm run -s admin:hash`) and prints the ADMIN_PASSWORD_HASH to set instead
 * of ADMIN_PASSWORD, so the password itself never sits in the server's environment.
 */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Console password: ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main() {
  const password = await readPassword();
  if (!password) throw new Error('No password given.');
  const weakness = passwordWeakness(password);
  if (weakness) throw new Error(`That password is weak: it ${weakness}.`);
  console.log(`ADMIN_PASSWORD_HASH=${await hashPassword(password)}`);
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exitCode = 1;
});
