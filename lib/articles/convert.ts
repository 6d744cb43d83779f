import sanitizeHtml from 'sanitize-html';
import { unwrapGoogleRedirect } from './links';
import { sanitizeArticleHtml, type SanitizeOptions } from './sanitize';
import { escapeHtml } from './text';

/**
 * Body format conversion (SPEC.md section 4): an exported Google Docs page is cleaned, text that
 * already has tags is kept as is, plain text is split on blank lines into headings, lists and
 * paragraphs. Whatever the input, the result goes through sanitizeArticleHtml last.
 */

export type BodyFormat = 'document' | 'html' | 'text';

/** SPEC: "a short line". Longer single lines read as paragraphs. */
export const HEADING_MAX_LENGTH = 100;
/** SPEC: "contains a colon and is under 80 characters". */
export const COLON_HEADING_MAX_LENGTH = 80;
/** SPEC: "a block in which at least 60% of lines are bulleted or numbered". */
export const LIST_LINE_SHARE = 0.6;

const HEADING_WORDS = /^(?:why|what|how|guide|tips)\b/i;
const NUMBERED = /^\d{1,3}[.)]\s+\S/;
const BULLET = /^(?:[-*•+]|\d{1,3}[.)])\s+/;
const MARKDOWN_HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;

export function detectBodyFormat(raw: string): BodyFormat {
  if (/<!doctype\s+html|<html[\s>]|<body[\s>]|<head[\s>]/i.test(raw)) return 'document';
  if (/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i.test(raw)) return 'html';
  return 'text';
}

/** Whether a one-line block is a heading under the SPEC's rules. */
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

/** **bold**, *italic* / _italic_ and [text](url) on one escaped line of text. */
export function inlineMarkup(text: string): string {
  let html = escapeHtml(text);
  html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (match, label: string, url: string) => {
    const target = safeLinkTarget(url);
    return target ? `<a href="${target}">${label}</a>` : label;
  });
  html = html.replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?![*\w])/g, '$1<em>$2</em>');
  html = html.replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1<em>$2</em>');
  return html;
}

function listToHtml(lines: readonly string[]): string {
  const items: string[] = [];
  const intro: string[] = [];
  let numbered = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (BULLET.test(line)) {
      if (/^\d/.test(line)) numbered += 1;
      items.push(line.replace(BULLET, ''));
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

function blockToHtml(block: string): string {
  const lines = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const first = lines[0];
  if (first === undefined) return '';
  const markdownHeading = MARKDOWN_HEADING.exec(first);
  if (markdownHeading) {
    const level = (markdownHeading[1]?.length ?? 2) <= 2 ? 'h2' : 'h3';
    const heading = `<${level}>${inlineMarkup(markdownHeading[2] ?? '')}</${level}>`;
    const rest = lines.slice(1).join('\n');
    return rest ? `${heading}\n${blockToHtml(rest)}` : heading;
  }
  if (lines.length === 1 && isHeadingLine(first)) return `<h2>${inlineMarkup(first)}</h2>`;
  if (lines.every((line) => line.startsWith('>'))) {
    return `<blockquote><p>${inlineMarkup(lines.map((line) => line.replace(/^>\s?/, '')).join(' '))}</p></blockquote>`;
  }
  if (lines.length > 1 && isListBlock(lines)) return listToHtml(lines);
  return `<p>${inlineMarkup(lines.join(' '))}</p>`;
}

/** Plain text (or the light Markdown of content/posts) to HTML, block by block. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => blockToHtml(block))
    .filter(Boolean)
    .join('\n');
}

/** Classes that Google's exported <style> block makes bold or italic ('.c3{font-weight:700}'). */
function styledClasses(html: string): { bold: Set<string>; italic: Set<string> } {
  const bold = new Set<string>();
  const italic = new Set<string>();
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '').join('\n');
  for (const rule of styles.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = (rule[2] ?? '').toLowerCase();
    const classes = [...(rule[1] ?? '').matchAll(/\.([A-Za-z0-9_-]+)/g)].map((match) => match[1] ?? '');
    const isBold = /font-weight\s*:\s*(?:bold|[6-9]00)/.test(declarations);
    const isItalic = /font-style\s*:\s*italic/.test(declarations);
    for (const name of classes) {
      if (isBold) bold.add(name);
      if (isItalic) italic.add(name);
    }
  }
  return { bold, italic };
}

function inlineStyleIs(style: string | undefined, pattern: RegExp): boolean {
  return style !== undefined && pattern.test(style.toLowerCase());
}

/**
 * A full exported Google Docs page reduced to clean body HTML: the body only; spans, classes, ids and
 * inline styles gone (bold and italic spans kept as strong and em); google.com/url?q= wrappers
 * unwrapped; the document's own title dropped (the page shows the article title as its h1); heading
 * levels shifted so the document's top level becomes h2.
 */
export function cleanGoogleDocument(html: string): string {
  const { bold, italic } = styledClasses(html);
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const levels = [...body.matchAll(/<h([1-6])[\s>]/gi)].map((match) => Number(match[1]));
  const topLevel = levels.length ? Math.min(...levels) : 2;
  const heading = (level: number) => `h${Math.min(4, Math.max(2, level - topLevel + 2))}`;
  const DROP = 'data-drop';
  const dropIf = (condition: boolean): Record<string, string> => (condition ? { [DROP]: '1' } : {});

  const spanTag = (attribs: Record<string, string>): string => {
    const classes = (attribs.class ?? '').split(/\s+/).filter(Boolean);
    if (classes.some((name) => bold.has(name)) || inlineStyleIs(attribs.style, /font-weight\s*:\s*(?:bold|[6-9]00)/)) return 'strong';
    if (classes.some((name) => italic.has(name)) || inlineStyleIs(attribs.style, /font-style\s*:\s*italic/)) return 'em';
    return 'span';
  };

  const cleaned = sanitizeHtml(body, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 'blockquote', 'sup', 'sub'],
    allowedAttributes: {
      a: ['href'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      p: [DROP],
      hr: [DROP],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template'],
    transformTags: {
      h1: () => ({ tagName: heading(1), attribs: {} }),
      h2: () => ({ tagName: heading(2), attribs: {} }),
      h3: () => ({ tagName: heading(3), attribs: {} }),
      h4: () => ({ tagName: heading(4), attribs: {} }),
      h5: () => ({ tagName: heading(5), attribs: {} }),
      h6: () => ({ tagName: heading(6), attribs: {} }),
      b: 'strong',
      i: 'em',
      span: (tagName, attribs) => ({ tagName: spanTag(attribs), attribs: {} }),
      a: (tagName, attribs): sanitizeHtml.Tag => ({ tagName: 'a', attribs: attribs.href ? { href: unwrapGoogleRedirect(attribs.href) } : {} }),
      p: (tagName, attribs) => {
        const classes = (attribs.class ?? '').split(/\s+/);
        return { tagName: 'p', attribs: dropIf(classes.includes('title')) };
      },
      // Google's page breaks are <hr style="page-break-before:always;display:none">.
      hr: (tagName, attribs) => ({ tagName: 'hr', attribs: dropIf(inlineStyleIs(attribs.style, /display\s*:\s*none|page-break/)) }),
    },
    exclusiveFilter: (frame) => Boolean(frame.attribs[DROP]),
  });
  return removeEmptyElements(cleaned.replace(/\u00a0/g, ' ')).trim();
}

const EMPTY_ELEMENT = /<(p|li|strong|em|a|h2|h3|h4|sup|blockquote)(?:\s[^>]*)?>(?:\s|<br\s*\/?>)*<\/\1>/g;

/**
 * Google writes a blank line as <p><span></span></p>. Done on the output rather than in
 * exclusiveFilter because sanitize-html does not pass an image up through a discarded <span>.
 */
function removeEmptyElements(html: string): string {
  let current = html;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = current.replace(EMPTY_ELEMENT, '');
    if (next === current) break;
    current = next;
  }
  return current;
}

export function convertBody(raw: string, options: SanitizeOptions = {}): string {
  const format = detectBodyFormat(raw);
  const html = format === 'document' ? cleanGoogleDocument(raw) : format === 'html' ? raw : plainTextToHtml(raw);
  return sanitizeArticleHtml(html, options);
}
