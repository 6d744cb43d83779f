/** Query helpers shared by the lead and subscriber lists. */

/** A LIKE pattern that matches the text literally anywhere (%, _ and \ escaped; \ is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Rows a list returns at most, whatever the caller asks. */
export const MAX_PAGE_SIZE = 200;

/** A page's limit (1 to 200, default 50) and offset (0 or more), from whatever the caller passed. */
export function pageBounds({ limit, offset }: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return {
    limit: Math.min(Math.max(1, Math.trunc(Number.isFinite(limit) ? (limit as number) : 50)), MAX_PAGE_SIZE),
    offset: Math.max(0, Math.trunc(Number.isFinite(offset) ? (offset as number) : 0)),
  };
}
