import { expect, test, type Page } from '@playwright/test';
import { formatArticleDate } from '../lib/articles/format';
import { taxonomySlug } from '../lib/blog/paths';
import type { ArticleCardData } from '../lib/blog/card';
import { countBy, loadCards, mostUsed } from '../test/support/articles/blog-cards';
import { expectNoAxeViolationsAtEveryWidth } from '../test/support/web/page';

/** An article whose category has other articles, so that it has related ones. */
async function articleWithRelated(page: Page): Promise<{ card: ArticleCardData; cards: ArticleCardData[] }> {
  const cards = await loadCards(page.request);
  const [category] = mostUsed(countBy(cards, (card) => [card.category]));
  const card = cards.find((item) => item.category === category);
  if (!card) throw new Error('no articles');
  return { card, cards };
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test.describe('article page', () => {
  // One load of the article (through its old /post/ address), every check of what it shows as loaded
  // one step each, axe at both widths, then the one step that moves the page (Back to Top).
  test('the old /post/ address redirects to it; breadcrumb, category, date, read time, title, excerpt, author, share, image, tags, body; JSON-LD and Open Graph; related articles; axe; Back to Top', async ({ page }) => {
    // One page load and axe at two widths: the budget of the tests this one replaces.
    test.setTimeout(60_000);
    const { card, cards } = await articleWithRelated(page);

    await test.step('/post/{slug} redirects permanently to /blog/{slug}', async () => {
      const response = await page.request.get(`/post/${card.slug}`, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(response.headers().location).toMatch(new RegExp(`/blog/${card.slug}$`));
      const landed = await page.goto(`/post/${card.slug}`);
      expect(landed?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/blog/${card.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    });

    await test.step('shows breadcrumb, category, long date, read time, title, excerpt, author, share, image, tags, body and the back link', async () => {
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(crumbs.getByText(card.title)).toHaveAttribute('aria-current', 'page');

      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: card.category, exact: true }).first()).toHaveAttribute('href', `/blog/category/${taxonomySlug(card.category)}`);
      await expect(main.getByText(formatArticleDate(card.publishDate), { exact: true })).toBeVisible();
      await expect(main.getByText(card.readTime, { exact: true }).first()).toBeVisible();
      if (card.excerpt.trim()) await expect(main.getByText(card.excerpt.trim(), { exact: true }).first()).toBeVisible();
      await expect(main.getByText(`By ${card.author}`).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(page.getByRole('img', { name: `Cover image: ${card.title}` }).or(page.getByRole('img', { name: `Cover image: ${card.title} (image not available)` }))).toBeVisible();
      const tags = page.getByRole('list', { name: 'Article tags' });
      if (card.tags.length > 0) {
        for (const tag of card.tags) await expect(tags.getByRole('link', { name: `#${tag}` }), tag).toHaveAttribute('href', `/blog/tag/${taxonomySlug(tag)}`);
      }
      const body = page.locator('.article-body');
      expect((await body.innerText()).trim().length).toBeGreaterThan(100);
      await expect(body.locator('script, iframe, style')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    });

    await test.step('has BlogPosting and BreadcrumbList JSON-LD and article Open Graph tags', async () => {
      const blocks = await jsonLd(page);
      const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: card.title, datePublished: card.publishDate, articleSection: card.category });
      const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
      expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', card.title]);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', card.publishDate);
      await expect(page.locator('meta[property="article:section"]')).toHaveAttribute('content', card.category);
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${card.slug}$`));
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/feed\.xml$/);
    });

    await test.step('shows up to 3 related articles of the same category, without itself', async () => {
      const expected = cards.filter((item) => item.category === card.category && item.slug !== card.slug).slice(0, 3);
      const related = page.getByRole('region', { name: 'Related Articles' });
      await expect(related.getByRole('article')).toHaveCount(expected.length);
      expect(await related.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(expected.map((item) => item.title));
      await expect(related.getByRole('link', { name: card.title, exact: true })).toHaveCount(0);
    });

    await test.step('has no axe violations at 375 and 1280 px', async () => {
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    await test.step('Back to Top scrolls to the top', async () => {
      await page.getByRole('link', { name: 'Back to Top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);
    });
  });

  test('Share opens the device share sheet where there is one, and copies the link and says so where there is none', async ({ page, context, baseURL }) => {
    const { card } = await articleWithRelated(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { sharedData: ShareData }).sharedData = data;
        },
      });
    });
    await page.goto(`/blog/${card.slug}`);
    await test.step('a device with a share sheet: the sheet gets the link, nothing is copied', async () => {
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData?.url)).toBe(`${baseURL}/blog/${card.slug}`);
      await expect(page.getByText('Link copied to clipboard!')).toHaveCount(0);
    });
    await test.step('a device without one: the link is copied, and the page says so', async () => {
      // The button looks for the share sheet when pressed, as a browser that has none answers then.
      await page.evaluate(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toHaveText('Link copied to clipboard!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${card.slug}`);
    });
  });

  test('a broken cover image is replaced by the placeholder', async ({ page }) => {
    const cards = await loadCards(page.request);
    const card = cards.find((item) => item.image.kind !== 'placeholder');
    test.skip(!card, 'no article has an image');
    await page.route(/\/_next\/image|\/images\/blog\/|\.(?:jpe?g|png|webp|avif|svg)(?:\?|$)/, (route) =>
      route.request().url().includes('/images/hero/') ? route.fallback() : route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`/blog/${card?.slug ?? ''}`);
    await expect(page.getByRole('img', { name: /^Cover image: .* \(image not available\)$/ })).toHaveAttribute('src', '/api/placeholder/800/400');
  });

  test('an unknown slug is a 404 with Article Not Found, the message and both buttons, and no axe violations at 375 and 1280 px', async ({ page }) => {
    test.setTimeout(60_000);
    const response = await page.goto('/blog/no-such-article-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.getByText('Article with slug "no-such-article-here" not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await test.step('has no axe violations at 375 and 1280 px', async () => {
      await expectNoAxeViolationsAtEveryWidth(page);
    });
    await test.step('Try Again loads the page again', async () => {
      const reload = page.waitForEvent('framenavigated');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await reload;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    });
  });

  test('the 404 text is in the server HTML, not only drawn by the browser', async ({ request }) => {
    const response = await request.get('/blog/no-such-article-here');
    expect(response.status()).toBe(404);
    // What a crawler, or a visitor without JavaScript, receives: the markup outside any script.
    const markup = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('>Article Not Found</h1>');
    expect(markup).toContain('Article with slug &quot;no-such-article-here&quot; not found');
    expect(markup).toContain('>Back to Blog</a>');
    expect(markup).toContain('>Try Again</button>');
  });
});
