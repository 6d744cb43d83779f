import { databaseTarget } from '@/lib/site-database';
import { serverEnv } from '@/lib/process/env';
import { exitCode, formatChecklist, runDoctor } from '@/lib/doctor/run';
import { errorText } from '@/lib/process/error-text';

/** npm run doctor: the launch checklist of this deployment's settings; exits 1 while a blocker remains. */
async function main() {
  const env = serverEnv();
  const results = await runDoctor({ env, store: databaseTarget(env) });
  console.log(formatChecklist(results));
  process.exitCode = exitCode(results);
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exitCode = 2;
});
