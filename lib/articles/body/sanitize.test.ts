/** @jest-environment jsdom */
import { convertBody } from './convert';
import { XSS_PAYLOADS } from '@/test/support/fixtures/xss-payloads';
import { ALLOWED_BODY_TAGS, BodyRefusedError, MAX_BODY_NESTING, maxBodyElements, sanitizeArticleBody, sanitizeArticleHtml } from './sanitize';

const URL_ATTRIBUTES = ['href', 'src'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** Parses the output like a browser and lists everything that could run script. */
function dangers(html: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(html)) problems.push('literal <script');
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!(ALLOWED_BODY_TAGS as readonly string[]).includes(tag)) problems.push(`tag <${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style') problems.push(`${tag}[style]`);
      if (URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(attribute.value.trim())) problems.push(`${tag}[${name}=${attribute.value}]`);
    }
  }
  // No tag of the output may carry a handler or script URL, even one the DOM would not parse.
  for (const tag of html.match(/<[^>]+>/g) ?? []) {
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`handler in ${tag}`);
    if (/(?:javascript|vbscript|data):/i.test(tag)) problems.push(`script URL in ${tag}`);
  }
  return problems;
}

describe('XSS: no payload survives sanitizing', () => {
  it('has at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('fragment: %s', (payload) => {
    expect(dangers(sanitizeArticleHtml(payload))).toEqual([]);
    expect(dangers(convertBody(payload))).toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('inside an exported document: %s', (payload) => {
    const page = `<!DOCTYPE html><html><head><style>.c1{font-weight:700}</style></head><body><p class="c1">Intro</p>${payload}<p>Outro</p></body></html>`;
    expect(dangers(convertBody(page))).toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('as plain text: %s', (payload) => {
    expect(dangers(convertBody(`What is this?\n\n${payload.replace(/<[a-z]/gi, (match) => match)}`))).toEqual([]);
  });
});

describe('sanitizing keeps good content', () => {
  it('keeps the allowed structure', () => {
    const html = '<h2>A</h2><h3>B</h3><p>x<br />y</p><ul><li>1</li></ul><ol start="3"><li>2</li></ol><blockquote><p>q</p></blockquote><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
  it('maps h1, b and i to h2, strong and em', () => {
    expect(sanitizeArticleHtml('<h1>T</h1><b>b</b><i>i</i>')).toBe('<h2>T</h2><strong>b</strong><em>i</em>');
  });
  it('gives external links rel="noopener noreferrer" and a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://www.dpor.virginia.gov" target="_self" rel="opener">DPOR</a>')).toBe(
      '<a href="https://www.dpor.virginia.gov" rel="noopener noreferrer" target="_blank">DPOR</a>',
    );
  });
  it('leaves internal and site-relative links in the same tab', () => {
    expect(sanitizeArticleHtml('<a href="/contact">Contact</a>')).toBe('<a href="/contact">Contact</a>');
    expect(sanitizeArticleHtml('<a href="https://tidewater.example/blog">Blog</a>', { internalHosts: ['tidewater.example'] })).toBe(
      '<a href="https://tidewater.example/blog">Blog</a>',
    );
  });
  it('keeps mailto and tel links', () => {
    expect(sanitizeArticleHtml('<a href="tel:+17575550147">Call</a>')).toBe('<a href="tel:+17575550147">Call</a>');
  });
  it('keeps images lazy, with numeric sizes only', () => {
    expect(sanitizeArticleHtml('<img src="https://lh3.googleusercontent.com/a" alt="Roof" width="640" height="abc">')).toBe(
      '<img loading="lazy" decoding="async" alt="Roof" src="https://lh3.googleusercontent.com/a" width="640" />',
    );
  });
  it('allows only the brand class', () => {
    expect(sanitizeArticleHtml('<strong class="brand evil">x</strong><p class="brand">y</p>')).toBe('<strong class="brand">x</strong><p>y</p>');
  });
});

describe('bodies beyond the structure bounds are refused, not parsed to the end', () => {
  const nested = (depth: number) => `${'<div>'.repeat(depth)}Flashing at the chimney${'</div>'.repeat(depth)}`;

  it.each([
    ['nesting as deep as the bound', nested(MAX_BODY_NESTING), 1_000, 'Flashing at the chimney'],
    ['as many elements as the bound', '<p>a</p>'.repeat(5), 5, 'a a a a a'],
  ])('keeps %s', (_, html, maxElements, text) => {
    expect(sanitizeArticleBody(html, { maxElements }).text).toBe(text);
  });

  it.each([
    ['nesting one deeper than the bound', nested(MAX_BODY_NESTING + 1), 1_000, /nests elements more than 100 deep/],
    ['unclosed nesting', '<b><i>'.repeat(400), 1_000, /nests elements more than 100 deep/],
    ['more start tags than the bound', '<p>a</p>'.repeat(6), 5, /more than 5 elements/],
    ['elements the parser opens without a start tag', '</p>'.repeat(6), 5, /more than 5 elements/],
  ])('refuses %s', (_, html, maxElements, reason) => {
    expect(() => sanitizeArticleBody(html, { maxElements })).toThrow(BodyRefusedError);
    expect(() => sanitizeArticleBody(html, { maxElements })).toThrow(reason);
  });

  it('allows one element per 16 characters of the source, and 1,000 to any body', () => {
    expect([maxBodyElements(0), maxBodyElements(50_000), maxBodyElements(2_000_000)]).toEqual([1_000, 4_125, 126_000]);
  });
});
