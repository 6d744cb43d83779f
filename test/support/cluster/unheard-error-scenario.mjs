// A Redis connection whose 'error' listeners were all removed, as the cache library does to its
// subscriber before it disconnects it to reconnect, then Redis stops: node-redis emits the closed
// socket as an 'error' event, which with no listener is thrown and ends the process.
// usage: node unheard-error-scenario.mjs REDIS_PORT guarded|bare   (exits 0 when the process survived)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const [port, mode] = process.argv.slice(2);
const redisDir = mkdtempSync(path.join(os.tmpdir(), 'tidewater-unheard-redis-'));
const redis = (action) => execFileSync('bash', [path.join(root, 'scripts', 'redis-test-server.sh'), action, redisDir, ...(action === 'start' ? [port] : [])]);
const { keepErrorsHeard } = await import(path.join(root, 'lib', 'cache', 'shared-cache-handler.mjs'));

redis('start');
let client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: () => 100 } });
if (mode === 'guarded') client = keepErrorsHeard(client);
client.on('error', () => undefined);
await client.connect();
const copy = client.duplicate();
copy.on('error', () => undefined);
await copy.connect();
// What the library's subscriber reconnection does first.
client.removeAllListeners('error');
copy.removeAllListeners('error');
redis('stop');
// The closed sockets are reported on the next turns of the event loop; wait until both clients
// have seen it (they are no longer ready), then a little longer for the reconnection attempts.
while (client.isReady || copy.isReady) await new Promise((resolve) => setTimeout(resolve, 20));
await new Promise((resolve) => setTimeout(resolve, 300));
process.stdout.write('survived\n');
process.exit(0);
