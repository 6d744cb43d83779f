import { analyseHtml, resolveUrl, sitemapLocs, sitemapPath } from './crawl';

/** The link, sitemap and structured-data gates rest on these helpers: they must see what is broken. */
describe('quality crawler helpers', () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/_next/static/a.css"><link rel="preconnect" href="https://fonts.example">
    <link rel="canonical" href="http://localhost:3000/blog"><meta name="robots" content="noindex, follow">
    <meta property="og:image" content="http://localhost:3000/opengraph-image">
    <script src="/_next/static/b.js" async></script>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script>
  </head><body><a href="#main">Skip</a><main id="main"><h2 id="faq">FAQ</h2>
    <a href="/contact#form">Contact</a><a href="https://www.facebook.com/x">Facebook</a><a href="tel:+17575550147">Call</a>
    <img src="/images/a.svg" srcset="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fa.webp&amp;w=750&amp;q=75 750w" alt="">
    <a name="old-anchor"></a><template><p id="in-template"></p></template></main></body></html>`;

  it('collects links, images, scripts, stylesheets, ids, JSON-LD, canonical and noindex', () => {
    const page = analyseHtml(html, '/blog');
    expect(page.noindex).toBe(true);
    expect(page.canonical).toBe('http://localhost:3000/blog');
    expect(page.jsonLd).toEqual(['{"@context":"https://schema.org","@type":"WebSite"}']);
    expect([...page.ids]).toEqual(expect.arrayContaining(['main', 'faq', 'old-anchor', 'in-template']));
    const byKind = (kind: string) => page.references.filter((reference) => reference.kind === kind).map((reference) => reference.url);
    expect(byKind('stylesheet')).toEqual(['/_next/static/a.css']);
    expect(byKind('script')).toEqual(['/_next/static/b.js']);
    expect(byKind('image')).toEqual(['http://localhost:3000/opengraph-image', '/images/a.svg', '/_next/image?url=%2Fa.webp&w=640&q=75', '/_next/image?url=%2Fa.webp&w=750&q=75']);
    expect(byKind('link')).toEqual(['#main', '/contact#form', 'https://www.facebook.com/x', 'tel:+17575550147']);
  });

  it('follows the action of a GET form, not of a POST form', () => {
    const page = analyseHtml('<form action="/blog/search"><input name="q"></form><form action="/api/inspection-report" method="POST"></form>', '/blog');
    expect(page.references.map((reference) => reference.url)).toEqual(['/blog/search']);
  });

  it('maps the test server and SITE_URL to internal paths and leaves other origins external', () => {
    const base = 'http://127.0.0.1:3500';
    expect(resolveUrl('#main', '/blog', base)).toEqual({ internal: true, path: '/blog', fragment: 'main' });
    expect(resolveUrl('/contact#form', '/blog', base)).toEqual({ internal: true, path: '/contact', fragment: 'form' });
    expect(resolveUrl('http://localhost:3000/blog?page=2', '/', base)).toEqual({ internal: true, path: '/blog?page=2' });
    expect(resolveUrl('https://www.facebook.com/x', '/', base)).toEqual({ internal: false, url: 'https://www.facebook.com/x' });
    expect(resolveUrl('tel:+17575550147', '/', base)).toBeUndefined();
    expect(resolveUrl('mailto:info@example.com', '/', base)).toBeUndefined();
  });

  it('reads sitemap locations as paths on the test server', () => {
    const xml = '<urlset><url><loc>http://localhost:3000/</loc></url><url><loc>http://localhost:3000/blog?a=1&amp;b=2</loc></url></urlset>';
    expect(sitemapLocs(xml)).toEqual(['http://localhost:3000/', 'http://localhost:3000/blog?a=1&b=2']);
    expect(sitemapLocs(xml).map(sitemapPath)).toEqual(['/', '/blog?a=1&b=2']);
  });
});
