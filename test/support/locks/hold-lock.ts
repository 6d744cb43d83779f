/**
 * Test helper process: takes the process lock named on the command line, prints "locked" and holds it
 * until killed (SIGKILL: the lock is left behind as a dead socket) or told to exit on stdin.
 *   tsx test/support/locks/hold-lock.ts /tmp/dir/leads.lock
 */
import { acquireProcessLock } from '@/lib/process/lock';

const [file = ''] = process.argv.slice(2);

void acquireProcessLock(file).then(async (lock) => {
  process.stdout.write('locked\n');
  process.stdin.resume();
  // Closing stdin (the test's "release") lets the holder release the lock the clean way.
  process.stdin.on('end', () => void lock.release().then(() => process.exit(0)));
});
