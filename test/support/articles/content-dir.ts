import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Every file under dir, by relative path, with its exact bytes: to prove a snapshot was not touched. */
export async function readTree(dir: string): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else tree[path.relative(dir, full)] = (await readFile(full)).toString('base64');
    }
  };
  await walk(dir);
  return tree;
}

export async function makeContentDir(posts: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tir-content-'));
  await mkdir(path.join(dir, 'posts'), { recursive: true });
  for (const [name, text] of Object.entries(posts)) await writeFile(path.join(dir, 'posts', name), text);
  return dir;
}

export function postFile(title: string, extra = '', body = 'What this covers?\n\nA hand-written body with enough words to read.'): string {
  return `---\ntitle: "${title}"\ndate: 2026-03-01\ncategory: Guides\ntags: [Sellers]\n${extra}---\n${body}\n`;
}

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
