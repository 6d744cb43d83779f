/**
 * An article's slug, derived from its title (or the editor's own slug cell), and the slug of a
 * category or tag in archive addresses: one rule for both, so links and archives always agree.
 */

/** 'PICRA Explained: Step 1!' -> 'picra-explained-step-1'. Empty when nothing usable is left. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  // Cut at a word boundary so a slug never ends in half a word.
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
