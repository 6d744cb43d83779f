import { BodyRefusedError, maxBodyElements, sanitizeArticleBody, type SanitizeOptions } from './sanitize';
import { countWords, escapeHtml, minutesToRead, truncateText } from './text';

/**
 * Body processing: whatever an article's body is (an exported Google Docs page, text that already
 * has tags, or plain text), one function turns it into the HTML a page shows and the facts taken from
 * it. Plain text is first split on blank lines into headings, lists and paragraphs; then a single
 * sanitizing pass does the Google Docs clean-up, the heading levels and the allow-list, and collects
 * the plain text that the excerpt, word count and read time come from. Every step is linear in the
 * input: a 50,000-character cell of '[' or '<' costs what any other cell of that size costs.
 */

type BodyFormat = 'document' | 'html' | 'text';

/** A heading is a short line; longer single lines read as paragraphs. */
const HEADING_MAX_LENGTH = 100;
/** A line with a colon is a heading only when it is under 80 characters. */
const COLON_HEADING_MAX_LENGTH = 80;
/** A block is a list when at least 60% of its lines are bulleted or numbered. */
const LIST_LINE_SHARE = 0.6;

const HEADING_WORDS = /^(?:why|what|how|guide|tips)\b/i;
const NUMBERED = /^\d{1,3}[.)]\s+\S/;
const BULLET = /^(?:[-*•+]|\d{1,3}[.)])\s+/;

export function detectBodyFormat(raw: string): BodyFormat {
  if (/<!doctype\s+html|<html[\s>]|<body[\s>]|<head[\s>]/i.test(raw)) return 'document';
  // '<' then a tag name, then anything but another '<' up to '>': each try stops at the next '<'.
  if (/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i.test(raw)) return 'html';
  return 'text';
}

/**
 * Whether a one-line block is a heading: a short line that ends in a question mark, is numbered,
 * starts with why/what/how/guide/tips, has a colon and is under 80 characters, or is in capitals.
 */
export function isHeadingLine(line: string): boolean {
  const text = line.trim();
  if (!text || text.includes('\n') || text.length > HEADING_MAX_LENGTH) return false;
  if (text.endsWith('?')) return true;
  // A one-sentence paragraph such as 'How long it takes depends on the crew.' is prose, not a title.
  if (/[.!,;]["'”’)]*$/.test(text)) return false;
  if (NUMBERED.test(text)) return true;
  if (HEADING_WORDS.test(text)) return true;
  // 'Step 2: Send the addendum' is a heading; 'Keep two kinds:' introduces the list below it.
  if (/:\s*\S/.test(text) && text.length < COLON_HEADING_MAX_LENGTH) return true;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
}

export function isListBlock(lines: readonly string[]): boolean {
  if (lines.length === 0) return false;
  const bulleted = lines.filter((line) => BULLET.test(line.trim())).length;
  return bulleted / lines.length >= LIST_LINE_SHARE;
}

function safeLinkTarget(url: string): string | undefined {
  const target = url.trim();
  return /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(target) ? target : undefined;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /\w/.test(char);
}

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

/**
 * Wraps text between a pair of markers in a tag: '**' for strong, '*' or '_' for em. An opener is
 * followed by a non-space, a closer preceded by one, with no marker character in between; the
 * boundary rules keep '5 * 3 * 2' and 'snake_case_name' as they are. Each position is looked at a
 * bounded number of times: after a failed opener the scan resumes at the next marker character.
 */
function pairMarkers(text: string, marker: '**' | '*' | '_', tag: 'strong' | 'em'): string {
  const char = marker[0] ?? '*';
  const opensAt = (index: number): boolean => {
    if (text.slice(index, index + marker.length) !== marker || isSpace(text[index + marker.length])) return false;
    if (marker === '**') return true;
    const before = text[index - 1];
    if (text[index + 1] === char) return false;
    return marker === '*' ? before !== '*' && !isWordChar(before) : !isWordChar(before);
  };
  const closesAt = (index: number): boolean => {
    if (text.slice(index, index + marker.length) !== marker || isSpace(text[index - 1])) return false;
    const after = text[index + marker.length];
    if (marker === '**') return true;
    return marker === '*' ? after !== '*' && !isWordChar(after) : !isWordChar(after);
  };
  let output = '';
  let copied = 0;
  let index = text.indexOf(char);
  while (index >= 0) {
    if (!opensAt(index)) {
      index = text.indexOf(char, index + 1);
      continue;
    }
    const close = text.indexOf(char, index + marker.length);
    if (close < 0) break;
    if (closesAt(close) && close > index + marker.length) {
      output += `${text.slice(copied, index)}<${tag}>${text.slice(index + marker.length, close)}</${tag}>`;
      copied = close + marker.length;
      index = text.indexOf(char, copied);
    } else {
      index = close;
    }
  }
  return output + text.slice(copied);
}

function emphasis(escaped: string): string {
  return pairMarkers(pairMarkers(pairMarkers(escaped, '**', 'strong'), '*', 'em'), '_', 'em');
}

/**
 * Escapes text for the sanitizer's parser, and only what it would read as markup: '<' before a tag
 * name, '/', '!' or '?', and '&' before what could be an entity. The sanitizer escapes its output
 * fully; escaping less here keeps its text in long runs instead of one piece per entity, which is
 * what made a cell of 50,000 '&' or '<' costly.
 */
function escapeText(text: string): string {
  return text.replace(/&(?=[A-Za-z0-9#])/g, '&amp;').replace(/<(?=[A-Za-z/!?])/g, '&lt;');
}

/** The next index at or after `from` where `find` matches; positions only move forward, so all calls together are linear. */
function forwardFinder(find: (from: number) => number): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1 || (found >= from && found !== -2)) return found;
    found = find(from);
    return found;
  };
}

/**
 * **bold**, *italic* / _italic_ and [text](url) on one line of text, which is escaped first. Link
 * targets are kept out of the emphasis scan so that a URL's underscores stay as they are.
 */
export function inlineMarkup(text: string): string {
  if (!/[[*_]/.test(text)) return escapeText(text);
  const nextParen = forwardFinder((from) => text.indexOf(')', from));
  const whitespace = /\s/g;
  const nextSpace = forwardFinder((from) => {
    whitespace.lastIndex = from;
    return whitespace.exec(text)?.index ?? -1;
  });
  let output = '';
  let copied = 0;
  let open = text.indexOf('[');
  while (open >= 0) {
    const close = text.indexOf(']', open + 1);
    if (close < 0) break;
    // '[label](url)': the url runs to the first ')' and holds no whitespace.
    const end = text[close + 1] === '(' ? nextParen(close + 2) : -1;
    const space = end < 0 ? -1 : nextSpace(close + 2);
    const label = text.slice(open + 1, close);
    if (end > close + 2 && label && (space < 0 || space > end)) {
      const target = safeLinkTarget(text.slice(close + 2, end));
      output += emphasis(escapeText(text.slice(copied, open)));
      output += target ? `<a href="${escapeHtml(target)}">${emphasis(escapeText(label))}</a>` : emphasis(escapeText(label));
      copied = end + 1;
      open = text.indexOf('[', copied);
    } else {
      // Every '[' before `close` meets the same ']' and fails the same way.
      open = text.indexOf('[', close + 1);
    }
  }
  return output + emphasis(escapeText(text.slice(copied)));
}

/** '## Costs ##' -> [2, 'Costs']; undefined when the line is not a Markdown heading. */
function markdownHeading(line: string): [number, string] | undefined {
  let level = 0;
  while (level < line.length && line[level] === '#') level += 1;
  if (level === 0 || level > 6 || !isSpace(line[level]) || level === line.length) return undefined;
  const rest = line.slice(level).trim();
  if (!rest) return undefined;
  let end = rest.length;
  while (end > 0 && rest[end - 1] === '#') end -= 1;
  const text = rest.slice(0, end).trimEnd();
  return [level, text || rest];
}

function listToHtml(lines: readonly string[]): string {
  const items: string[] = [];
  const intro: string[] = [];
  let numbered = 0;
  for (const line of lines) {
    const marker = BULLET.exec(line);
    if (marker) {
      if (/^\d/.test(line)) numbered += 1;
      items.push(line.slice(marker[0].length));
    } else if (items.length === 0) {
      intro.push(line);
    } else {
      // A line without a marker continues the item above it (wrapped text).
      items[items.length - 1] = `${items[items.length - 1]} ${line}`;
    }
  }
  const tag = numbered > items.length / 2 ? 'ol' : 'ul';
  const introHtml = intro.length ? `<p>${inlineMarkup(intro.join(' '))}</p>\n` : '';
  return `${introHtml}<${tag}>${items.map((item) => `<li>${inlineMarkup(item)}</li>`).join('')}</${tag}>`;
}

function blockToHtml(block: readonly string[]): string {
  const parts: string[] = [];
  let start = 0;
  // Markdown headings at the top of a block, each on its own line ('## Costs' then '### Roof').
  for (let heading = markdownHeading(block[0] ?? ''); heading; heading = markdownHeading(block[start] ?? '')) {
    const level = heading[0] <= 2 ? 'h2' : 'h3';
    parts.push(`<${level}>${inlineMarkup(heading[1])}</${level}>`);
    start += 1;
  }
  const lines = block.slice(start);
  const rest = proseToHtml(lines);
  if (rest) parts.push(rest);
  return parts.join('\n');
}

function proseToHtml(lines: readonly string[]): string {
  const first = lines[0];
  if (first === undefined) return '';
  if (lines.length === 1 && isHeadingLine(first)) return `<h2>${inlineMarkup(first)}</h2>`;
  if (lines.every((line) => line.startsWith('>'))) {
    const quoted = lines.map((line) => (line[1] === ' ' || line[1] === '\t' ? line.slice(2) : line.slice(1)));
    return `<blockquote><p>${inlineMarkup(quoted.join(' '))}</p></blockquote>`;
  }
  if (lines.length > 1 && isListBlock(lines)) return listToHtml(lines);
  return `<p>${inlineMarkup(lines.join(' '))}</p>`;
}

/** Plain text (or the light Markdown of content/posts) to HTML, block by block; blocks end at blank lines. */
export function plainTextToHtml(text: string): string {
  const blocks: string[] = [];
  let block: string[] = [];
  const flush = () => {
    if (block.length) blocks.push(blockToHtml(block));
    block = [];
  };
  for (const raw of text.split(/\r\n?|\n/)) {
    const line = raw.trim();
    if (line) block.push(line);
    else flush();
  }
  flush();
  return blocks.filter(Boolean).join('\n');
}

/** The highest heading level in an exported document (h1 -> 1), or 2 when it has none. */
function topHeadingLevel(html: string): number {
  let top = 7;
  for (const match of html.matchAll(/<h([1-6])[\s>/]/gi)) top = Math.min(top, Number(match[1]));
  return top === 7 ? 2 : top;
}

type BodyOptions = SanitizeOptions & {
  excerptLength?: number;
  wordsPerMinute?: number;
};

export type ProcessedBody = {
  /** Sanitized HTML for the page. */
  html: string;
  /** Visible text, whitespace collapsed. */
  text: string;
  /** The text cut at the excerpt length (160) with '...'. */
  excerpt: string;
  wordCount: number;
  /** Words / 200, rounded up, at least 1. */
  readTimeMinutes: number;
  /** Why the body was refused (its structure is beyond the sanitizer's bounds); the body is then empty. */
  refused?: string;
};

/** An article body, whatever its format, to the page's HTML and the facts taken from the same pass. */
export function processBody(raw: string, options: BodyOptions = {}): ProcessedBody {
  const format = detectBodyFormat(raw);
  const markup = format === 'text' ? plainTextToHtml(raw) : raw;
  let sanitized: { html: string; text: string };
  try {
    sanitized = sanitizeArticleBody(markup, {
      ...options,
      googleDocument: format === 'document',
      topHeadingLevel: format === 'document' ? topHeadingLevel(raw) : 2,
      maxElements: maxBodyElements(raw.length),
    });
  } catch (error) {
    if (!(error instanceof BodyRefusedError)) throw error;
    return { html: '', text: '', excerpt: '', wordCount: 0, readTimeMinutes: minutesToRead(0, options.wordsPerMinute), refused: error.message };
  }
  const { html, text } = sanitized;
  const wordCount = countWords(text);
  return { html, text, excerpt: truncateText(text, options.excerptLength), wordCount, readTimeMinutes: minutesToRead(wordCount, options.wordsPerMinute) };
}

/** The sanitized HTML of a body (processBody without the text facts). */
export function convertBody(raw: string, options: SanitizeOptions = {}): string {
  return processBody(raw, options).html;
}
