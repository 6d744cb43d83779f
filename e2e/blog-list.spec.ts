import { expect, test, type Locator, type Page } from '@playwright/test';
import { articleConfig } from '../lib/articles/config';
import { blogConfig } from '../lib/blog/config';
import { taxonomySlug } from '../lib/blog/paths';
import { countBy, loadCards, mostUsed, summary, withCategory, withTag } from '../test/support/articles/blog-cards';
import { expectNoAxeViolationsAtEveryWidth, VIEWPORTS } from '../test/support/web/page';

const PAGE_SIZE = articleConfig.pageSize;

function summaryLine(page: Page) {
  return page.getByText(/^(Showing \d+ to \d+ of \d+ articles|No articles found)$/);
}

function articleList(page: Page) {
  return page.getByRole('region', { name: 'All Articles' });
}

/**
 * Titles of the cards shown in the All Articles list. textContent, not innerText: Chromium gives a card
 * the browser has not drawn yet (further down the page) an innerText of ''.
 */
async function listedTitles(page: Page): Promise<string[]> {
  return articleList(page).getByRole('heading', { level: 3 }).allTextContents();
}

test.describe('blog home', () => {
  test('prerenders the hero, stats, category cards, first page and newsletter without asking the search endpoint; cards show their parts; the newsletter says nothing was sent', async ({ page, request }) => {
    // Three tests' checks on one load: their budget together.
    test.setTimeout(60_000);
    const cards = await loadCards(request);
    expect(cards.length).toBeGreaterThan(PAGE_SIZE);
    await test.step('the server HTML links the first page of articles, not the later ones', async () => {
      const html = await (await request.get('/blog')).text();
      // Real links to the first page's articles in the HTML; the later pages' articles are not shipped.
      for (const card of cards.slice(0, PAGE_SIZE)) expect(html, card.slug).toContain(`href="/blog/${card.slug}"`);
      for (const card of cards.slice(PAGE_SIZE)) expect(html, card.slug).not.toContain(`/blog/${card.slug}"`);
      expect(html).toContain(summary(1, PAGE_SIZE, cards.length));
    });

    const indexRequests: string[] = [];
    page.on('request', (req) => req.url().includes('/api/blog/search') && indexRequests.push(req.url()));
    await page.goto('/blog');
    await test.step('shows the hero, stats, category cards, featured articles, first page and newsletter', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const stat of blogConfig.stats) {
        const [value] = stat.split(' ');
        await expect(page.getByText(value ?? stat, { exact: true }), stat).toBeVisible();
      }
      for (const category of articleConfig.categories) {
        await expect(page.getByRole('region', { name: 'Browse by Category' }).getByRole('link', { name: new RegExp(`^${category}`) }), category).toHaveAttribute(
          'href',
          `/blog/category/${taxonomySlug(category)}`,
        );
      }
      const featured = cards.filter((card) => card.featured);
      if (featured.length > 0) {
        const section = page.getByRole('region', { name: 'Featured Articles' });
        await expect(section.getByRole('article')).toHaveCount(Math.min(3, featured.length));
        await expect(section.getByText('Featured', { exact: true }).first()).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0);
      }
      await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
      expect(await listedTitles(page)).toEqual(cards.slice(0, PAGE_SIZE).map((card) => card.title));
      await expect(page.getByLabel('Email address')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    });

    await test.step('cards show their parts', async () => {
      const [card] = cards;
      if (!card) throw new Error('no articles');
      const item = articleList(page).getByRole('article').first();
      await expect(item.getByRole('heading', { name: card.title })).toBeVisible();
      await expect(item.getByRole('link', { name: card.category, exact: true })).toHaveAttribute('href', `/blog/category/${taxonomySlug(card.category)}`);
      await expect(item.getByText(`By ${card.author}`)).toBeVisible();
      await expect(item.getByText(card.readTime, { exact: true })).toBeVisible();
      await expect(item.getByRole('link', { name: /^Read Article/ })).toHaveAttribute('href', `/blog/${card.slug}`);
      await expect(item.locator('time')).toHaveAttribute('datetime', card.publishDate.slice(0, 10));
      const tagLinks = item.getByRole('list', { name: /^Tags of/ }).getByRole('link');
      await expect(tagLinks).toHaveCount(Math.min(3, card.tags.length));
    });

    await test.step('newsletter says plainly that nothing was sent when no provider is configured', async () => {
      await page.getByLabel('Email address').fill('reader@example.com');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText(/sign-up is not available yet, so your address was not sent or stored/)).toBeVisible();
    });

    await test.step('the hydrated page never asked the search endpoint', async () => {
      // The newsletter's answer above is drawn by the page's scripts: the page has hydrated and run its
      // effects by now, and the list island would have asked for its first page then.
      expect(indexRequests).toEqual([]);
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/blog/search')).length)).toBe(0);
    });
  });

  test('search is applied 300 ms after typing stops, with one request for one page, and marks the matches', async ({ page, request }) => {
    const cards = await loadCards(request);
    const target = cards[cards.length - 1];
    if (!target) throw new Error('no articles');
    const word = target.title.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? target.title;
    const oldRule = cards.filter((card) => [card.title, card.excerpt, card.metaDescription].some((field) => field.toLowerCase().includes(word.toLowerCase())));

    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.goto('/blog');
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    const searches: string[] = [];
    page.on('request', (req) => req.url().includes('/api/blog/search') && searches.push(req.url()));
    // From here on the page's timers move only when the test says so.
    await page.clock.pauseAt(new Date('2026-06-01T10:10:00Z'));
    await box.fill(word.toUpperCase());
    await page.clock.runFor(250);
    await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
    expect(page.url()).not.toContain('q=');
    expect(searches).toEqual([]);
    const answered = page.waitForResponse((response) => response.url().includes('/api/blog/search'));
    await page.clock.runFor(100);
    const answer = (await (await answered).json()) as { total: number; cards: unknown[] };
    expect(answer.cards.length).toBeLessThanOrEqual(PAGE_SIZE);
    // Every article the list's first rule found is still found.
    expect(answer.total).toBeGreaterThanOrEqual(oldRule.length);
    await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, answer.total), answer.total));
    const heading = articleList(page).getByRole('heading', { name: target.title });
    await expect(heading).toBeVisible();
    await expect(heading.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    expect(new URL(page.url()).searchParams.get('q')).toBe(word.toUpperCase());
    await expect(page.getByText(`Search: "${word.toUpperCase()}"`)).toBeVisible();
    expect(searches).toHaveLength(1);
  });

  test('finds what readers mean (words in any order, plurals, a typo, a word only in the body); a search with no match says so and offers the categories', async ({ page }) => {
    // Five page searches, typed and loaded: the budget of the two tests this one replaces.
    test.setTimeout(60_000);
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    const firstListed = articleList(page).getByRole('heading', { level: 3 }).first();
    await test.step('a search in the address: panel zinsco', async () => {
      await page.goto(`/blog?q=${encodeURIComponent('panel zinsco')}`);
      await expect(firstListed).toHaveText(/Zinsco Panel/);
    });
    // The next searches typed into the box: the same search endpoint answers them. Each expected title
    // differs from the one before, so an answer still on screen from the last search cannot pass.
    for (const [query, title] of [
      ['crawl space moisure', /Crawl-Space Moisture/],
      ['termite letters', /Termite Letter/],
      ['condensation', /Crawl-Space Moisture/],
    ] as const) {
      await test.step(`typed: ${query}`, async () => {
        const answered = page.waitForResponse((response) => response.url().includes('/api/blog/search') && new URL(response.url()).searchParams.get('q') === query);
        await box.fill(query);
        await answered;
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
        await expect(firstListed).toHaveText(title);
      });
    }

    await test.step('a search with no match says so and offers the categories', async () => {
      await box.fill('zzqxj-vvqpt');
      await expect(summaryLine(page)).toHaveText('No articles found');
      await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
      const offered = page.getByRole('list', { name: 'Categories' }).getByRole('link');
      await expect(offered).toHaveCount(articleConfig.categories.length);
      await expect(offered.first()).toHaveAttribute('href', /^\/blog\/category\//);
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(box).toHaveValue('');
    });
  });

  // The filters and the pager on one load: each step leaves the list unfiltered on page 1, as loaded.
  test('category buttons, chips and clear all; tag buttons combine with a category; the pager, hidden when there is one page only', async ({ page, request }) => {
    // Four tests' interactions on one load: their budget together.
    test.setTimeout(60_000);
    const cards = await loadCards(request);
    const counts = countBy(cards, (card) => [card.category]);
    const [category, count] = mostUsed(counts);
    await page.goto('/blog');
    const categoryButton = (name: string) => page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true });

    await test.step('category buttons, chips and clear all', async () => {
      await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
      await categoryButton(category).click();
      await expect(page).toHaveURL(new RegExp(`category=${taxonomySlug(category)}`));
      await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, count), count));
      expect(await listedTitles(page)).toEqual(withCategory(cards, category).slice(0, PAGE_SIZE).map((card) => card.title));
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips.getByRole('link', { name: `Category: ${category}` })).toHaveAttribute('href', `/blog/category/${taxonomySlug(category)}`);
      await chips.getByRole('button', { name: `Remove Category: ${category}` }).click();
      await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
      await expect(page).toHaveURL(/\/blog$/);

      await categoryButton(category).click();
      await expect(chips).toBeVisible();
      await page.getByRole('button', { name: 'All Categories' }).click();
      await expect(chips).toHaveCount(0);
      await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
    });

    await test.step('tag buttons show All Tags and the first 8 tags; tag and category combine; Clear All Filters resets', async () => {
      const tagGroup = page.getByRole('group', { name: 'Tag' });
      await expect(tagGroup.getByRole('button')).toHaveCount(1 + Math.min(8, new Set(cards.flatMap((card) => card.tags.map((tag) => tag.toLowerCase()))).size));
      // A button shows its tag and, after it, how many articles the tag has.
      const firstTag = (await tagGroup.getByRole('button').nth(1).innerText()).replace(/^#/, '').replace(/\s+\d+$/, '');
      const tagged = withTag(cards, firstTag);
      await tagGroup.getByRole('button').nth(1).click();
      await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, tagged.length), tagged.length));
      await expect(page).toHaveURL(new RegExp(`tag=${taxonomySlug(firstTag)}`));
      await expect(page.getByRole('link', { name: `Tag: ${firstTag}` })).toBeVisible();

      const tagCategory = tagged[0]?.category ?? '';
      await categoryButton(tagCategory).click();
      const both = withCategory(tagged, tagCategory);
      await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, both.length), both.length));
      await page.getByRole('button', { name: `Remove Tag: ${firstTag}` }).click();
      await expect(page.getByRole('link', { name: `Tag: ${firstTag}` })).toHaveCount(0);
      await expect(page.getByRole('link', { name: `Category: ${tagCategory}` })).toBeVisible();

      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
      await expect(page.getByRole('button', { name: 'All Tags' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/\/blog$/);
    });

    await test.step('pager: next, previous, numbered pages and Page X of Y; a filter goes back to page 1', async () => {
      const totalPages = Math.ceil(cards.length / PAGE_SIZE);
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pager.getByText(`Page 1 of ${totalPages}`)).toBeVisible();
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, totalPages));
      if (totalPages > 5) await expect(pager.getByText('…')).toBeVisible();

      await pager.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(summaryLine(page)).toHaveText(summary(PAGE_SIZE + 1, Math.min(2 * PAGE_SIZE, cards.length), cards.length));
      expect(await listedTitles(page)).toEqual(cards.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((card) => card.title));
      await expect(pager.getByText(`Page 2 of ${totalPages}`)).toBeVisible();

      await pager.getByRole('link', { name: 'Page 1' }).click();
      await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
      await pager.getByRole('link', { name: `Page ${totalPages}` }).click();
      await expect(summaryLine(page)).toHaveText(summary((totalPages - 1) * PAGE_SIZE + 1, cards.length, cards.length));
      await pager.getByRole('link', { name: 'Previous' }).click();
      await expect(pager.getByText(`Page ${totalPages - 1} of ${totalPages}`)).toBeVisible();

      // Changing a filter resets the page.
      await categoryButton(category).click();
      await expect(page).not.toHaveURL(/page=/);
      await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, count), count));
    });

    await test.step('the pager is hidden when there is one page only', async () => {
      const small = [...counts.entries()].find(([, size]) => size <= PAGE_SIZE);
      if (!small) {
        test.info().annotations.push({ type: 'skipped step', description: 'every category has more than one page' });
        return;
      }
      await categoryButton(small[0]).click();
      await expect(page).toHaveURL(new RegExp(`category=${taxonomySlug(small[0])}$`));
      await expect(summaryLine(page)).toHaveText(summary(1, small[1], small[1]));
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    });
  });

  test('the URL state survives a reload and the back button; the filtered list, as loaded, has no axe violations at 375 and 1280 px', async ({ page, request }) => {
    // Page loads, a reload, and axe at two widths: the budget of the two tests this one replaces.
    test.setTimeout(60_000);
    const cards = await loadCards(request);
    const [category, count] = mostUsed(countBy(cards, (card) => [card.category]));
    await page.goto('/blog');
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: category, exact: true }).click();
    await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, count), count));
    await page.reload();
    await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, count), count));
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await test.step('the filtered list as loaded has no axe violations at 375 and 1280 px', async () => {
      await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(summaryLine(page)).toHaveText(summary(1, PAGE_SIZE, cards.length));
    await page.goForward();
    await expect(summaryLine(page)).toHaveText(summary(1, Math.min(PAGE_SIZE, count), count));

    await page.goto('/blog?page=2');
    await expect(summaryLine(page)).toHaveText(summary(PAGE_SIZE + 1, Math.min(2 * PAGE_SIZE, cards.length), cards.length));
  });

  test('a failed load shows Unable to Load Blog, and Try Again recovers; an answer that is not an article list is an invalid response', async ({ page }) => {
    test.setTimeout(60_000);
    let answer: 'fail' | 'real' | 'not a list' = 'fail';
    await page.route('**/api/blog/search?**', (route) => {
      if (answer === 'fail') return route.fulfill({ status: 500, body: 'down' });
      if (answer === 'not a list') return route.fulfill({ status: 200, contentType: 'application/json', body: '"nope"' });
      return route.fallback();
    });
    await page.goto('/blog?page=2');
    await expect(page.getByRole('heading', { name: 'Unable to Load Blog' })).toBeVisible();
    await expect(page.getByText('Unable to load articles. Please check your connection and try again.')).toBeVisible();
    answer = 'real';
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(summaryLine(page)).toHaveText(/^Showing 10 to/);

    await test.step('an answer that is not an article list is an invalid response', async () => {
      answer = 'not a list';
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('roof');
      await expect(page.getByText('Invalid response from server')).toBeVisible();
    });
  });

  test('a broken card image is replaced by the placeholder', async ({ page, request }) => {
    const cards = await loadCards(request);
    const withImage = cards.slice(0, PAGE_SIZE).findIndex((card) => card.image.kind !== 'placeholder');
    test.skip(withImage < 0, 'no article on the first page has an image');
    await page.route(/\/_next\/image|\/images\/blog\/|\.(?:jpe?g|png|webp|avif|svg)(?:\?|$)/, (route) =>
      route.request().url().includes('/images/hero/') ? route.fallback() : route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/blog');
    const image = articleList(page).getByRole('article').nth(withImage).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/api/placeholder/400/250');
  });

  test('on a phone, the cards and boxes below the first screen are drawn only when the reader scrolls to them', async ({ page, request }) => {
    const cards = await loadCards(request);
    const last = cards[PAGE_SIZE - 1];
    if (!last) throw new Error('fewer articles than one page');
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/blog');
    // checkVisibility's contentVisibilityAuto: false while the browser skips laying out and painting the element.
    const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const lastCard = articleList(page).getByRole('article').last();
    const newsletterHeading = page.getByRole('heading', { name: 'Get New Articles by Email' });
    const firstCategory = page.getByRole('region', { name: 'Browse by Category' }).getByRole('link').first();
    expect(await drawn(lastCard)).toBe(false);
    expect(await drawn(newsletterHeading)).toBe(false);
    // Skipped blocks stay in the page and the accessibility tree, with their real links.
    await expect(lastCard.getByRole('heading', { name: last.title })).toHaveCount(1);
    await expect(lastCard.getByRole('link', { name: /^Read Article/ })).toHaveAttribute('href', `/blog/${last.slug}`);

    await firstCategory.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(firstCategory)).toBe(true);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(lastCard)).toBe(true);
    await expect(lastCard.getByRole('heading', { name: last.title })).toBeInViewport();
    await newsletterHeading.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(newsletterHeading)).toBe(true);
    await expect(newsletterHeading).toBeInViewport();
  });
});

test.describe('archives', () => {
  test('a category archive has its own title, canonical and articles, no axe violations at 375 and 1280 px, and is paginated by path', async ({ page, request }) => {
    // One page load, axe at two widths, then page 2: the budget of the two tests this one replaces.
    test.setTimeout(60_000);
    const cards = await loadCards(request);
    // The category with the most articles: its archive is the fullest one, with a pager when it has two pages.
    const [category, count] = mostUsed(countBy(cards, (card) => [card.category]));
    const path = `/blog/category/${taxonomySlug(category)}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `${category} Articles` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${category} Articles`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.getByText(summary(1, Math.min(PAGE_SIZE, count), count))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(PAGE_SIZE, count));
    await test.step('has no axe violations at 375 and 1280 px', async () => {
      await expectNoAxeViolationsAtEveryWidth(page);
    });
    if (count > PAGE_SIZE) {
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}/page/2$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category} Articles - Page 2`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}/page/2$`));
    }
  });

  test('a tag archive lists the tagged articles; tags on cards link to it', async ({ page, request }) => {
    const cards = await loadCards(request);
    const [tag, count] = mostUsed(countBy(cards, (card) => card.tags));
    await page.goto(`/blog/tag/${taxonomySlug(tag)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Articles Tagged ${tag}` })).toBeVisible();
    await expect(page.getByText(summary(1, Math.min(PAGE_SIZE, count), count))).toBeVisible();
    await page.getByRole('link', { name: `#${tag}` }).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/tag/${taxonomySlug(tag)}$`));
  });

  test('unknown archives and pages past the end are 404', async ({ request }) => {
    expect((await request.get('/blog/category/no-such-category')).status()).toBe(404);
    expect((await request.get('/blog/tag/no-such-tag')).status()).toBe(404);
    expect((await request.get('/blog/category/legal/page/99')).status()).toBe(404);
    const markup = (await (await request.get('/blog/tag/no-such-tag')).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('The article you are looking for could not be found.');
    expect((await request.get('/blog/category/legal/page/1', { maxRedirects: 0 })).status()).toBe(308);
  });
});
