import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_DIR } from './fake-google-server';

/** The fixture sheet the 'sheet' project's fake Google server starts with, and rows shaped like it. */

export const fixtureRows = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'sheet.json'), 'utf8')) as string[][];
const header = fixtureRows[0] ?? [];
const column = (name: string) => header.findIndex((cell) => cell.toLowerCase() === name.toLowerCase());

/** A row with the named cells filled (header names, any case) and every other cell empty. */
export function sheetRow(fields: Record<string, string>): string[] {
  const cells = header.map(() => '');
  for (const [name, text] of Object.entries(fields)) {
    const index = column(name);
    if (index < 0) throw new Error(`fixture sheet has no ${name} column`);
    cells[index] = text;
  }
  return cells;
}
