/** A LIKE pattern that matches the text literally anywhere (%, _ and \ escaped; \ is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
