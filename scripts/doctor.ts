import { serverEnv } from '@/lib/process/env';
import { exitCode, formatChecklist, runDoctor } from '@/lib/doctor/run';

/** npm run doctor: the launch checklist of this deployment's settings; exits 1 while a blocker remains. */
async function main() {
  const results = await runDoctor({ env: serverEnv() });
  console.log(formatChecklist(results));
  process.exitCode = exitCode(results);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
