import { makeArticle } from '@/test/support/articles/make-article';
import { absolutizeHtml, cdata, escapeXml, rssFeed } from './feed';

describe('RSS feed', () => {
  it('escapes text and keeps CDATA intact around ]]>', () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s');
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });

  it('makes site-relative links and images absolute', () => {
    expect(absolutizeHtml('<a href="/blog/x">x</a><img src="/images/a.png"><a href="https://o.org/">o</a><a href="//cdn/x">', 'https://s.com')).toBe(
      '<a href="https://s.com/blog/x">x</a><img src="https://s.com/images/a.png"><a href="https://o.org/">o</a><a href="//cdn/x">',
    );
  });

  it('lists at most the 20 newest articles with full content and absolute links', () => {
    const articles = Array.from({ length: 25 }, (_, index) => makeArticle({ slug: `post-${index}`, title: `Post & ${index}`, content: `<p>Body ${index} ]]> end</p>` }));
    const xml = rssFeed(articles, new Map(articles.map((article) => [article.slug, article.content])), 'https://www.example.com');
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain('<link>https://www.example.com/blog/post-0</link>');
    expect(xml).toContain('<title>Post &amp; 0</title>');
    expect(xml).toContain('<content:encoded><![CDATA[<p>Body 0 ]]]]><![CDATA[> end</p>]]></content:encoded>');
    expect(xml).toContain('<atom:link href="https://www.example.com/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).not.toContain('post-20<');
  });
});
