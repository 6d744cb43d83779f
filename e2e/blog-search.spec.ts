import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '../lib/site-config';
import { taxonomySlug } from '../lib/blog/paths';
import { countBy, loadCards, mostUsed, summary } from '../test/support/articles/blog-cards';
import { expectNoAxeViolations } from '../test/support/web/page';

const PAGE_SIZE = siteConfig.blog.pageSize;

function summaryLine(page: Page) {
  return page.getByText(/^(Showing \d+ to \d+ of \d+ articles|No articles found)$/);
}

/** The first card of the list (on /blog the featured cards come before it). */
function firstTitle(page: Page) {
  return page.getByRole('region', { name: /^(All Articles|Search Results)$/ }).getByRole('article').first().getByRole('heading', { level: 3 });
}

test.describe('blog search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box is a form: the server renders the results with highlights, and filters and pages are links or buttons that work', async ({ page, request }) => {
    const cards = await loadCards(request);
    await page.goto('/blog');
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('zinsco panels');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/blog\/search\?q=zinsco\+panels/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search the Blog' })).toBeVisible();
    await expect(firstTitle(page)).toHaveText(/Zinsco Panel/);
    await expect(firstTitle(page).locator('mark').first()).toHaveText(/zinsco/i);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('zinsco panels');
    await expect(page.getByText('Search: "zinsco panels"')).toBeVisible();

    // A category button submits the search with the category; the page goes back to 1.
    const [category] = mostUsed(countBy(cards, (card) => [card.category]));
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${taxonomySlug(category)}`));
    await expect(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/blog\??$/);
    await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
  });

  test('the pager of a filtered list leads to the search page, rendered by the server', async ({ page, request }) => {
    const cards = await loadCards(request);
    test.skip(cards.length <= PAGE_SIZE, 'one page only');
    await page.goto('/blog/search?q=inspection');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const total = Number((await summaryLine(page).textContent())?.match(/of (\d+)/)?.[1]);
    test.skip(total <= PAGE_SIZE, 'the search fits one page');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=inspection&page=2$/);
    await expect(summaryLine(page)).toHaveText(summary(PAGE_SIZE + 1, Math.min(2 * PAGE_SIZE, total), total));
  });

  test('no results offers the categories as links', async ({ page }) => {
    await page.goto('/blog/search?q=zzqxj-vvqpt');
    await expect(summaryLine(page)).toHaveText('No articles found');
    const offered = page.getByRole('list', { name: 'Categories' }).getByRole('link');
    await expect(offered).toHaveCount(siteConfig.blog.categories.length);
    await offered.first().click();
    await expect(page).toHaveURL(/\/blog\/category\//);
  });
});

test.describe('blog search page', () => {
  test('is kept out of search engines, its canonical is the blog, and it has no axe violations', async ({ page }) => {
    await page.goto('/blog/search?q=roof');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    await expect(firstTitle(page)).toHaveText(/Roof/);
    await expectNoAxeViolations(page);
    await page.goto('/blog/search?q=zzqxj-vvqpt');
    await expect(summaryLine(page)).toHaveText('No articles found');
    await expectNoAxeViolations(page);
  });

  test('back and forward walk through searches and filters, each answered once', async ({ page, request }) => {
    const cards = await loadCards(request);
    const [category] = mostUsed(countBy(cards, (card) => [card.category]));
    const searches: string[] = [];
    page.on('request', (req) => req.url().includes('/api/blog/search') && searches.push(new URL(req.url()).search));
    await page.goto('/blog');
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('roof');
    await expect(page).toHaveURL(/\?q=roof$/);
    await expect(firstTitle(page)).toHaveText(/Roof/);
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=roof&category=${taxonomySlug(category)}$`));
    await expect(summaryLine(page)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?q=roof$/);
    await expect(box).toHaveValue('roof');
    await expect(firstTitle(page)).toHaveText(/Roof/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(box).toHaveValue('');
    await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
    await page.goForward();
    await expect(page).toHaveURL(/\?q=roof$/);
    await expect(firstTitle(page)).toHaveText(/Roof/);
    // Pages already answered are not asked for again.
    expect(searches).toEqual(['?q=roof', `?q=roof&category=${taxonomySlug(category)}`]);
  });

  test('the endpoint answers one small page with the filter counts, cacheable, and refuses what no form sends', async ({ request }) => {
    const response = await request.get('/api/blog/search?q=roof');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
    const answer = (await response.json()) as { cards: { slug: string }[]; total: number; facets: { categories: Record<string, number> } };
    expect(answer.cards.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(answer.total).toBeGreaterThan(0);
    expect(Object.keys(answer.facets.categories).length).toBeGreaterThan(0);
    expect((await request.get(`/api/blog/search?q=${'x'.repeat(1_001)}`)).status()).toBe(400);
    expect((await request.get('/api/blog/search?category=%3Cscript%3E')).status()).toBe(400);
  });
});
