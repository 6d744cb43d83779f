import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A lock between processes that the operating system releases when its holder dies, however it dies.
 *
 * The lock is a Unix-domain socket file that its holder listens on. A living holder accepts a
 * connection (the kernel queues it even while the holder is busy) and answers with who it is; a dead
 * one leaves a file that refuses connections (ECONNREFUSED), and that file is taken over at once.
 * No pid is trusted: a pid can belong to a zombie, or to an unrelated process that got the same
 * number, and would lock the data out forever. A plain file left by an older lock (a pid in it)
 * refuses connections too, so it is taken over the same way.
 *
 * Taking the lock is atomic: the holder listens on a socket of its own beside the lock and hard-links
 * it to the lock's name, which fails if the name exists. Taking over a dead lock (probe, then remove
 * its name) is not atomic by itself: a process that probed the dead file may remove the name after
 * another one has already replaced it with a living lock. So takeovers run one at a time under a
 * takeover guard, and under the guard a dead name stays dead until it is removed: a dead socket never
 * comes back to life, a living holder only ever removes its own name, and no other takeover runs.
 */

export type LockHolder = { pid: number; since: string };

export class LockHeldError extends Error {
  constructor(
    message: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(message);
    this.name = 'LockHeldError';
  }
}

export type ProcessLock = {
  /** Stops listening and removes the lock's name (if it is still this lock's); safe to call twice. */
  release(): Promise<void>;
};

export type ProcessLockOptions = {
  /** Waits this long for a living holder to release the lock before giving up (default 0: at once). */
  waitMs?: number;
  pollMs?: number;
  /** The refusal's text, given the living holder (undefined when it did not say who it is). */
  heldMessage?: (holder: LockHolder | undefined) => string;
};

/** sockaddr_un holds 108 bytes on Linux and 104 on macOS, terminator included; longer names are cut short silently. */
const MAX_SOCKET_PATH_BYTES = 103;
/** How long a living holder may take to say who it is (it is alive either way once connected). */
const HOLDER_ANSWER_MS = 1_000;

type Probe = { state: 'held'; holder: LockHolder | undefined } | { state: 'dead' } | { state: 'absent' };

/** Connects to the lock's socket: 'held' (someone listens), 'dead' (a file nobody listens on) or 'absent'. */
function probe(file: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    let text = '';
    let connected = false;
    const answer = () => {
      socket.destroy();
      resolve({ state: 'held', holder: parseHolder(text) });
    };
    socket.setEncoding('utf8');
    socket.setTimeout(HOLDER_ANSWER_MS, answer);
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk: string) => (text = `${text}${chunk}`.slice(0, 1_000)));
    socket.on('end', answer);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socket.destroy();
      if (connected) resolve({ state: 'held', holder: parseHolder(text) });
      else if (error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK') resolve({ state: 'dead' });
      else if (error.code === 'ENOENT') resolve({ state: 'absent' });
      else reject(error);
    });
  });
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.since === 'string' ? { pid: value.pid, since: value.since } : undefined;
  } catch {
    return undefined;
  }
}

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;

const defaultHeldMessage = (file: string) => (holder: LockHolder | undefined) =>
  holder ? `${file} is held by process ${holder.pid} (since ${holder.since})` : `${file} is held by a running process`;

/**
 * A folder name short enough to address sockets in `dir` by: `dir` itself, or a symbolic link to it
 * in the temp folder. A socket's address holds a short path only, but the path is looked up like any
 * other, links included, so a lock beside data in a deep folder still works.
 */
async function socketFolder(dir: string, longestName: string): Promise<{ dir: string; dispose: () => Promise<void> }> {
  if (Buffer.byteLength(path.join(dir, longestName)) <= MAX_SOCKET_PATH_BYTES) return { dir, dispose: async () => undefined };
  const alias = await fs.mkdtemp(path.join(os.tmpdir(), 'lock-'));
  const linked = path.join(alias, 'd');
  await fs.symlink(dir, linked);
  if (Buffer.byteLength(path.join(linked, longestName)) > MAX_SOCKET_PATH_BYTES) {
    await fs.rm(alias, { recursive: true, force: true });
    throw new Error(`Cannot lock ${dir}: the temp folder's path is too long to address a Unix socket (at most ${MAX_SOCKET_PATH_BYTES} bytes).`);
  }
  return { dir: linked, dispose: () => fs.rm(alias, { recursive: true, force: true }) };
}

/**
 * Takes the lock named `file` for this process, waiting up to `waitMs` for a living holder. Rejects
 * with a LockHeldError naming the holder when it is still held after that.
 */
export async function acquireProcessLock(file: string, options: ProcessLockOptions = {}): Promise<ProcessLock> {
  const absolute = path.resolve(file);
  const dir = path.dirname(absolute);
  const names = { lock: path.basename(absolute), candidate: `.${path.basename(absolute)}.${process.pid}-${randomBytes(4).toString('hex')}` };
  const holder: LockHolder = { pid: process.pid, since: new Date().toISOString() };
  // The holder answers every connection with who it is, then hangs up.
  const server = net.createServer((socket) => socket.end(JSON.stringify(holder)));
  // The lock never keeps a process alive on its own; when the process ends, so does the lock.
  server.unref();
  const folder = await socketFolder(dir, names.candidate);
  const paths = {
    lock: absolute,
    candidate: path.join(dir, names.candidate),
    socket: (name: string) => path.join(folder.dir, name),
  };
  let inode: number;
  try {
    await listen(server, paths.socket(names.candidate));
    inode = await linkInPlace(paths, names, Date.now() + (options.waitMs ?? 0), options.pollMs ?? 100, options.heldMessage ?? defaultHeldMessage(absolute));
  } catch (error) {
    await closeServer(server);
    throw error;
  } finally {
    // The socket stays reachable through the lock's name.
    await fs.rm(paths.candidate, { force: true });
    await folder.dispose();
  }

  let released: Promise<void> | undefined;
  return {
    release: () =>
      (released ??= (async () => {
        // The name goes first, so that the next holder never finds a lock that refuses it while this
        // process still holds the data; and only if it is still this lock (same inode).
        const current = await fs.stat(absolute).catch(() => undefined);
        if (current?.ino === inode) await fs.rm(absolute, { force: true });
        await closeServer(server);
      })()),
  };
}

type LockPaths = { lock: string; candidate: string; socket: (name: string) => string };

/** The takeovers of each lock in this process, chained, so that they run one at a time. */
const takeoversInProcess = new Map<string, Promise<unknown>>();

/**
 * Runs `task` as the only takeover of the lock `file`. Between processes on Linux the guard is a
 * socket in the abstract namespace, named after the lock's real path: binding it is atomic, and the
 * kernel frees it the moment its holder dies, so a guard is never left behind. (Abstract sockets are
 * per network namespace: containers sharing a data folder but not a network do not see each other's
 * guard.) Elsewhere the guard covers the takeovers of this process only.
 */
async function asOnlyTakeover<T>(file: string, pollMs: number, task: () => Promise<T>): Promise<T> {
  const previous = takeoversInProcess.get(file) ?? Promise.resolve();
  const run = previous.then(async () => {
    if (process.platform !== 'linux') return task();
    const real = path.join(await fs.realpath(path.dirname(file)), path.basename(file));
    const guard = net.createServer();
    guard.unref();
    const name = `\0tidewater-lock-takeover:${createHash('sha256').update(real).digest('hex')}`;
    for (;;) {
      try {
        await listen(guard, name);
        break;
      } catch (error) {
        if (!isCode(error, 'EADDRINUSE')) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, 10)));
      }
    }
    try {
      return await task();
    } finally {
      await closeServer(guard);
    }
  });
  const settled = run.catch(() => undefined);
  takeoversInProcess.set(file, settled);
  void settled.then(() => takeoversInProcess.get(file) === settled && takeoversInProcess.delete(file));
  return run;
}

/** Links the listening socket to the lock's name, taking over a dead lock; resolves with the lock's inode. */
async function linkInPlace(paths: LockPaths, names: { lock: string; candidate: string }, deadline: number, pollMs: number, heldMessage: (holder: LockHolder | undefined) => string): Promise<number> {
  for (;;) {
    try {
      await fs.link(paths.candidate, paths.lock);
      return (await fs.stat(paths.lock)).ino;
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const found = await probe(paths.socket(names.lock));
    if (found.state === 'held') {
      if (Date.now() >= deadline) throw new LockHeldError(heldMessage(found.holder), found.holder);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      continue;
    }
    if (found.state === 'absent') continue;
    await asOnlyTakeover(paths.lock, pollMs, async () => {
      // Probed again under the guard: another takeover may have replaced the dead lock meanwhile.
      if ((await probe(paths.socket(names.lock))).state !== 'dead') return;
      await fs.rm(paths.lock, { force: true });
    });
  }
}
