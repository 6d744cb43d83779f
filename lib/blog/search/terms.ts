/**
 * How the blog search cuts text into words, shared by the index, the query and the highlighter so
 * that what is marked on a card is what was matched: lower case, letters and digits only, common
 * English plurals folded to the singular ('outlets' -> 'outlet', 'inspections' -> 'inspection',
 * 'properties' -> 'property', 'boxes' -> 'box'), and words that carry no meaning of their own in a
 * reader's question ('how', 'the', 'for') left out.
 */

/** A word: a run of letters or digits, with inner apostrophes ("seller's" is one word). */
export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'if', 'in', 'is', 'it', 'its',
  'me', 'my', 'of', 'on', 'or', 'our', 'should', 'so', 'that', 'the', 'their', 'this', 'to', 'was', 'what', 'when', 'where',
  'which', 'who', 'why', 'will', 'with', 'you', 'your',
]);

/** Endings that look plural but are not ('glass', 'status', 'analysis'). */
const NOT_PLURAL = /(?:ss|us|is|ous)$/;

/** Words already folded: a blog's vocabulary is small next to its word count. Bounded by clearing. */
const folded = new Map<string, string | undefined>();
const FOLDED_LIMIT = 100_000;

/** One word's search form: lower case, apostrophe dropped, plural folded; undefined for a stop word. */
export function searchTerm(word: string): string | undefined {
  if (folded.has(word)) return folded.get(word);
  if (folded.size >= FOLDED_LIMIT) folded.clear();
  const term = foldWord(word);
  folded.set(word, term);
  return term;
}

function foldWord(word: string): string | undefined {
  let term = word.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '');
  if (!term || STOP_WORDS.has(term)) return undefined;
  if (term.length > 4 && term.endsWith('ies')) term = `${term.slice(0, -3)}y`;
  else if (term.length > 4 && /(?:ch|sh|x|z)es$/.test(term)) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith('s') && !NOT_PLURAL.test(term)) term = term.slice(0, -1);
  return term;
}

/** The search forms of a text's words, in order, stop words left out. Linear in the text. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = searchTerm(match[0]);
    if (term) terms.push(term);
  }
  return terms;
}

/** The list's first search rule, kept as the floor of the new one: the query trimmed, in lower case, as a substring. */
export function phraseOf(query: string): string {
  return query.trim().toLowerCase();
}
