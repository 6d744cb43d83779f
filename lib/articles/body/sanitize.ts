import sanitizeHtml from 'sanitize-html';
import { articleConfig } from '@/lib/articles/config';
import { isExternalHref, unwrapGoogleRedirect } from './links';
import { TextRunTokenizer } from './text-runs';

/** The one allow-list of article bodies: whatever is not named here is dropped. */
export const ALLOWED_BODY_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'em',
  'blockquote',
  'code',
  'pre',
  'sup',
  'sub',
] as const;

const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Text inside these already stands out, or must stay verbatim: no brand highlight there. */
const NO_HIGHLIGHT_IN = new Set(['a', 'strong', 'b', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre']);

export type SanitizeOptions = {
  /** Words wrapped in <strong class="brand"> wherever they appear in running text. */
  brandTerms?: readonly string[];
  /** Hosts treated as the site's own: their links open in the same tab. */
  internalHosts?: readonly string[];
};

type BodyPassOptions = SanitizeOptions & {
  /**
   * A Google Docs export: its <style> classes make spans bold or italic, its title paragraph and
   * hidden page breaks go.
   */
  googleDocument?: boolean;
  /** The highest heading level of the input (1 for h1); it becomes h2. Default 2: h1 and h2 -> h2. */
  topHeadingLevel?: number;
  /** The most elements the body may hold (see maxBodyElements); more and it is refused. Default: no limit. */
  maxElements?: number;
};

/**
 * Bounds on a body's structure, checked as it is parsed so that a refused body costs no more than
 * the part read. A Google Docs export nests about 10 deep (body, table, tr, td, p, span, a) and
 * holds one element per 20 or more characters of its HTML (<p class="c1"><span class="c0">...);
 * a cell of 50,000 '<b><i>' or '- a' lines holds one per 3 or 4, and sanitize-html's frame stack
 * grows with every one of them.
 */
export const MAX_BODY_NESTING = 100;
/** One element per 16 characters of the source, and 1,000 for any body: 4,125 for a 50,000-character cell. */
export function maxBodyElements(sourceLength: number): number {
  return 1_000 + Math.floor(sourceLength / 16);
}

/** A body whose structure is beyond the bounds above: it is not published, and the report says why. */
export class BodyRefusedError extends Error {}

function tooManyElements(maxElements: number): BodyRefusedError {
  return new BodyRefusedError(`the body holds more than ${maxElements.toLocaleString('en-US')} elements (one per 16 characters)`);
}

/** Start tags in HTML ('<' then a letter), counted without parsing: the bound is checked before the parse starts. */
function countStartTags(html: string, stopAbove: number): number {
  let count = 0;
  for (let index = html.indexOf('<'); index >= 0 && count <= stopAbove; index = html.indexOf('<', index + 1)) {
    const next = html.charCodeAt(index + 1) | 0x20;
    if (next >= 0x61 && next <= 0x7a) count += 1;
  }
  return count;
}

type SanitizedBody = {
  html: string;
  /** Visible text, block boundaries as spaces, whitespace collapsed. */
  text: string;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function brandPattern(terms: readonly string[]): { pattern: RegExp; shortest: number } | undefined {
  const usable = terms.map((term) => term.trim()).filter(Boolean);
  if (usable.length === 0) return undefined;
  const sorted = [...usable].sort((a, b) => b.length - a.length);
  // Longest first so 'Tidewater Inspection Repairs' wins over a shorter term inside it.
  return { pattern: new RegExp(`\\b(${sorted.map(escapeRegExp).join('|')})\\b`, 'g'), shortest: sorted.at(-1)?.length ?? 0 };
}

/**
 * Absolute http(s), mailto and tel URLs, site paths and fragments. Relative paths such as 'x' or
 * '`javascript:...`' mean nothing in an article that is shown at /blog/{slug}, and refusing them
 * leaves no room for a browser to read a scheme the parser did not see.
 */
const SAFE_URL = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d().\s-]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;

function isSafeUrl(value: string | undefined): value is string {
  return value !== undefined && SAFE_URL.test(value.trim());
}

function isSafeImageSource(value: string | undefined): value is string {
  return isSafeUrl(value) && /^(?:https?:\/\/|\/(?!\/))/i.test(value.trim());
}

function isNumeric(value: string | undefined): boolean {
  return value !== undefined && /^\d{1,5}$/.test(value.trim());
}

/** Their text is code or chrome, never article prose. (<style> is read for Google's classes, then dropped.) */
const NON_TEXT_TAGS = ['script', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'xmp', 'noembed', 'noframes', 'select', 'button'];
const NON_TEXT = new Set(NON_TEXT_TAGS);
/** Marks an element that goes with its content (it keeps its tag and is removed when it closes). */
const DROPPED = '#dropped';
/** Elements that mean nothing without text or an image inside (Google writes a blank line as <p><span></span></p>). */
const REMOVED_WHEN_EMPTY = new Set(['p', 'li', 'strong', 'em', 'a', 'h2', 'h3', 'h4', 'sup', 'sub', 'blockquote']);
/** Their boundaries separate words in the plain text ('<p>a</p><p>b</p>' reads 'a b'). */
const BLOCK_TAGS = new Set(['p', 'div', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'table', 'tr', 'td', 'th', 'caption', 'blockquote', 'pre', 'figure', 'figcaption', 'section', 'article']);

const BOLD_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)/;
const ITALIC_STYLE = /font-style\s*:\s*italic/;

/**
 * Classes that Google's exported <style> block makes bold or italic ('.c3{font-weight:700}'). One
 * scan over the characters: selectors up to '{', declarations up to '}'.
 */
function styledClasses(css: string, into: { bold: Set<string>; italic: Set<string> } = { bold: new Set(), italic: new Set() }) {
  let ruleStart = 0;
  let open = -1;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{' && open < 0) open = index;
    else if (char === '}') {
      if (open >= 0) {
        const declarations = css.slice(open + 1, index).toLowerCase();
        const isBold = BOLD_STYLE.test(declarations);
        const isItalic = ITALIC_STYLE.test(declarations);
        if (isBold || isItalic) {
          for (const match of css.slice(ruleStart, open).matchAll(/\.([A-Za-z0-9_-]+)/g)) {
            const name = match[1] ?? '';
            if (isBold) into.bold.add(name);
            if (isItalic) into.italic.add(name);
          }
        }
      }
      open = -1;
      ruleStart = index + 1;
    }
  }
  return into;
}

/** The text sanitize-html escaped (it escapes &, <, > and, in attributes, "), as a reader sees it. */
function unescapeText(escaped: string): string {
  // '&amp;' last: '&amp;lt;' is the escape of the text '&lt;'.
  return escaped.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

type OpenElement = { images: number; letters: number };

/**
 * The one sanitizing pass every article body goes through before it reaches a page (nothing from the
 * sheet is rendered unsanitized). One parse by sanitize-html with one allow-list; in the same pass:
 * the Google Docs clean-up (bold and italic classes, the title paragraph, hidden page breaks,
 * google.com/url wrappers), heading levels, empty elements removed, brand terms highlighted, and the
 * plain text collected for the excerpt, word count and read time. Linear in the input.
 */
export function sanitizeArticleBody(html: string, options: BodyPassOptions = {}): SanitizedBody {
  const brand = brandPattern(options.brandTerms ?? articleConfig.brandTerms);
  const internalHosts = options.internalHosts ?? [];
  const googleDocument = options.googleDocument ?? false;
  const topLevel = options.topHeadingLevel ?? 2;
  const styles = { bold: new Set<string>(), italic: new Set<string>() };
  let css = '';

  const headingTag = (tagName: string): string => `h${Math.min(4, Math.max(2, Number(tagName[1]) - topLevel + 2))}`;
  const classesOf = (attribs: Record<string, string>): string[] => (attribs.class ?? '').split(' ').filter(Boolean);
  const styleIs = (attribs: Record<string, string>, pattern: RegExp): boolean => attribs.style !== undefined && pattern.test(attribs.style.toLowerCase());

  /** The tag an element is written as; DROPPED for what goes with its content. */
  const outputTag = (name: string, attribs: Record<string, string>): string => {
    if (name.length === 2 && name[0] === 'h' && name[1]! >= '1' && name[1]! <= '6') return headingTag(name);
    if (name === 'b') return 'strong';
    if (name === 'i') return 'em';
    if (!googleDocument) return name;
    if (name === 'span') {
      const classes = classesOf(attribs);
      if (classes.some((item) => styles.bold.has(item)) || styleIs(attribs, BOLD_STYLE)) return 'strong';
      if (classes.some((item) => styles.italic.has(item)) || styleIs(attribs, ITALIC_STYLE)) return 'em';
      return 'span';
    }
    // The document's own title: the page already shows the article title as its h1.
    if (name === 'p' && classesOf(attribs).includes('title')) return DROPPED;
    // Google's page breaks are <hr style="page-break-before:always;display:none">.
    if (name === 'hr' && styleIs(attribs, /display\s*:\s*none|page-break/)) return DROPPED;
    return name;
  };

  const text: string[] = [];
  const open: OpenElement[] = [];
  let images = 0;
  let letters = 0;
  let quiet = 0;
  let noHighlight = 0;
  let lastClosed = { images: 0, letters: 0, dropped: false };
  const quietTags: string[] = [];
  const highlightStack: boolean[] = [];
  const maxElements = options.maxElements ?? Number.POSITIVE_INFINITY;
  if (countStartTags(html, maxElements) > maxElements) throw tooManyElements(maxElements);
  // Counted again while parsing: the parser also opens elements that no start tag names ('</p>' alone).
  let elements = 0;

  const transformLink = (tagName: string, attribs: Record<string, string>): sanitizeHtml.Tag => {
    const unwrapped = attribs.href === undefined ? undefined : unwrapGoogleRedirect(attribs.href).trim();
    const href = isSafeUrl(unwrapped) ? unwrapped : undefined;
    const next: Record<string, string> = {};
    if (href !== undefined) next.href = href;
    if (attribs.title) next.title = attribs.title;
    if (href !== undefined && isExternalHref(href, internalHosts)) {
      // Another site must not get a handle on this window (reverse tabnabbing) or our URL.
      next.rel = 'noopener noreferrer';
      next.target = '_blank';
    }
    return { tagName: 'a', attribs: next };
  };

  // Only ever renamed to an allowed tag: sanitize-html forgets to undo the rename of a discarded one.
  const renamed = (name: string) => (tagName: string, attribs: Record<string, string>): sanitizeHtml.Tag => {
    const tag = outputTag(name, attribs);
    return { tagName: tag === DROPPED ? name : tag, attribs };
  };

  const clean = sanitizeHtml(html, {
    allowedTags: [...ALLOWED_BODY_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
      strong: ['class'],
    },
    allowedClasses: { strong: ['brand'] },
    allowedSchemes: ALLOWED_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    // Text between two tags reaches textFilter as one run, not one piece per entity or stray '<'.
    // (sanitize-html's types describe a newer htmlparser2 than the one it runs; the option is the same.)
    parser: { Tokenizer: TextRunTokenizer as unknown as NonNullable<sanitizeHtml.IOptions['parser']>['Tokenizer'] },
    transformTags: {
      h1: renamed('h1'),
      h2: renamed('h2'),
      h3: renamed('h3'),
      h4: renamed('h4'),
      h5: renamed('h5'),
      h6: renamed('h6'),
      b: 'strong',
      i: 'em',
      span: renamed('span'),
      p: renamed('p'),
      hr: renamed('hr'),
      a: transformLink,
      img: (tagName, attribs) => {
        const next: Record<string, string> = { loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' };
        if (isSafeImageSource(attribs.src)) next.src = attribs.src.trim();
        if (attribs.title) next.title = attribs.title;
        if (isNumeric(attribs.width)) next.width = String(attribs.width).trim();
        if (isNumeric(attribs.height)) next.height = String(attribs.height).trim();
        return { tagName: 'img', attribs: next };
      },
    },
    // Runs for every start tag, before sanitize-html decides on it, so it sees what the output will hold.
    onOpenTag: (name, attribs) => {
      elements += 1;
      if (elements > maxElements) throw tooManyElements(maxElements);
      if (open.length >= MAX_BODY_NESTING) throw new BodyRefusedError(`the body nests elements more than ${MAX_BODY_NESTING} deep`);
      const tag = outputTag(name, attribs);
      const silent = quiet > 0 || NON_TEXT.has(tag) || tag === DROPPED;
      quietTags.push(silent ? tag : '');
      if (silent) quiet += 1;
      const shielded = NO_HIGHLIGHT_IN.has(tag);
      highlightStack.push(shielded);
      if (shielded) noHighlight += 1;
      open.push({ images, letters });
      if (!silent && name === 'img' && isSafeImageSource(attribs.src)) images += 1;
      if (BLOCK_TAGS.has(name)) text.push(' ');
    },
    onCloseTag: (name) => {
      const quietTag = quietTags.pop();
      if (quietTag) quiet -= 1;
      if (highlightStack.pop()) noHighlight -= 1;
      const opened = open.pop() ?? { images, letters };
      lastClosed = { images: images - opened.images, letters: letters - opened.letters, dropped: quietTag === DROPPED };
      if (BLOCK_TAGS.has(name)) text.push(' ');
      if (name === 'style' && googleDocument) {
        styledClasses(css, styles);
        css = '';
      }
    },
    textFilter: (escaped, tag) => {
      if (tag === 'style') {
        if (googleDocument) css += escaped;
        return '';
      }
      if (quiet > 0) return '';
      let plain = escaped.includes('&') ? unescapeText(escaped) : escaped;
      let output = escaped;
      if (googleDocument && escaped.includes('\u00a0')) {
        plain = plain.replaceAll('\u00a0', ' ');
        output = output.replaceAll('\u00a0', ' ');
      }
      text.push(plain);
      if (/\S/.test(plain)) letters += 1;
      // sanitize-html hands textFilter text it has already escaped and inserts the result as is, so
      // only our own fixed markup is added here.
      return brand && noHighlight === 0 && output.length >= brand.shortest ? output.replace(brand.pattern, '<strong class="brand">$1</strong>') : output;
    },
    exclusiveFilter: (frame) => {
      // An image whose src was refused (javascript:, data:) is worthless; so is an element with
      // neither text nor an image inside. onCloseTag has just measured the element that closes.
      if (frame.tag === 'img') return !frame.attribs.src;
      if (lastClosed.dropped) return true;
      const tag = (frame as { name?: string }).name ?? frame.tag;
      return REMOVED_WHEN_EMPTY.has(tag) && lastClosed.letters === 0 && lastClosed.images === 0;
    },
  });
  return { html: clean.trim(), text: text.join('').replace(/\s+/g, ' ').trim() };
}

export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeArticleBody(html, options).html;
}
