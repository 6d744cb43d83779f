import sanitizeHtml from 'sanitize-html';
import { siteConfig } from '@/lib/site-config';
import { isExternalHref, unwrapGoogleRedirect } from './links';

/**
 * The last step before any article body reaches a page (DESIGN.md "Principles": nothing from the
 * sheet is rendered unsanitized). An allow-list: whatever is not named here is dropped.
 */

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function brandHighlighter(terms: readonly string[]): ((text: string, tag: string | undefined) => string) | undefined {
  const usable = terms.map((term) => term.trim()).filter(Boolean);
  if (usable.length === 0) return undefined;
  // Longest first so 'Tidewater Inspection Repairs' wins over a shorter term inside it.
  const pattern = new RegExp(`\\b(${[...usable].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})\\b`, 'g');
  // sanitize-html hands textFilter text that it has already escaped and inserts the result as is,
  // so only our own fixed markup is added here.
  return (text, tag) => (tag && NO_HIGHLIGHT_IN.has(tag) ? text : text.replace(pattern, '<strong class="brand">$1</strong>'));
}

/**
 * Absolute http(s), mailto and tel URLs, site paths and fragments. Relative paths such as 'x' or
 * '`javascript:...`' mean nothing in an article that is shown at /blog/{slug}, and refusing them
 * leaves no room for a browser to read a scheme the parser did not see.
 */
const SAFE_URL = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d().\s-]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;

export function isSafeUrl(value: string | undefined): value is string {
  return value !== undefined && SAFE_URL.test(value.trim());
}

function isNumeric(value: string | undefined): boolean {
  return value !== undefined && /^\d{1,5}$/.test(value.trim());
}

export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): string {
  const brandTerms = options.brandTerms ?? siteConfig.blog.brandTerms;
  const internalHosts = options.internalHosts ?? [];
  const textFilter = brandHighlighter(brandTerms);

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
    // Their text is code or chrome, never article prose.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template', 'iframe', 'object', 'embed', 'xmp', 'noembed', 'noframes', 'select', 'button'],
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
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
      },
      img: (tagName, attribs) => {
        const next: Record<string, string> = { loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' };
        const src = attribs.src?.trim();
        if (isSafeUrl(src) && /^(?:https?:\/\/|\/(?!\/))/i.test(src)) next.src = src;
        if (attribs.title) next.title = attribs.title;
        if (isNumeric(attribs.width)) next.width = String(attribs.width).trim();
        if (isNumeric(attribs.height)) next.height = String(attribs.height).trim();
        return { tagName: 'img', attribs: next };
      },
    },
    exclusiveFilter: (frame) => {
      // An image whose src was refused (javascript:, data:) is worthless; so is an empty link.
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'a') return !frame.text.trim() && frame.mediaChildren.length === 0;
      return false;
    },
    ...(textFilter ? { textFilter } : {}),
  });
  return clean.trim();
}
