import { expect, test, type Page } from '@playwright/test';
import { serviceList, ROUTED_LOCATION_SLUGS, locations } from '../lib/site/catalogue';
import { landingFaqs } from '../lib/copy/faqs';
import { getHeroImages } from '../lib/images/hero-images';
import { siteConfig } from '../lib/site/config';
import { uiTimings } from '../lib/site/ui-timings';

const heroImages = getHeroImages();

function hero(page: Page) {
  return page.getByRole('region', { name: 'Home Inspection Repairs in Hampton Roads, Done Before Closing' });
}

/** Fakes the page's timers and stops time, so that only clock.runFor moves the slideshow. */
async function freezeClock(page: Page) {
  const start = new Date('2026-11-02T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** The hero's index attribute: which background image is on screen. */
function heroIndex(page: Page) {
  return page.locator('[data-hero-index]');
}

test.describe('landing page', () => {
  // Everything the home page shows as loaded, checked on one load (one step each); the steps that
  // change the page (the FAQ opened, then a link followed) come last.
  test('title, h1 and sections in order; quote buttons; contact; how it works; structured data; FAQ; service links', async ({ page }) => {
    // Seven tests' checks on one load: a budget for all of them, not one.
    test.setTimeout(60_000);
    await page.goto('/');
    await test.step('has the default title, one h1 and the sections in page order', async () => {
      await expect(page).toHaveTitle(siteConfig.defaultTitle);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const ids = ['hero', 'contact', 'services', 'how-it-works', 'why-choose-us', 'faq', 'testimonials'];
      const tops = await page.evaluate((list) => list.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN), ids);
      expect(tops.every((top) => Number.isFinite(top))).toBe(true);
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
      const closing = page.getByRole('link', { name: /Get Started Now/ });
      const closingTop = await closing.evaluate((element) => element.getBoundingClientRect().top);
      expect(closingTop).toBeGreaterThan(tops[tops.length - 1] ?? 0);
    });

    await test.step('without a quote application, quote buttons lead to the request form in the same tab and count no lead', async () => {
      for (const name of [/Request a Quote/, /Get Started Now/]) {
        const link = page.getByRole('link', { name });
        await expect(link, String(name)).toHaveAttribute('href', '/contact#request-form');
        await expect(link, String(name)).not.toHaveAttribute('target', '_blank');
        await expect(link, String(name)).toHaveAttribute('data-track', 'cta');
      }
    });

    await test.step('contact section has tap-to-call, e-mail, a maps link and the hours', async () => {
      const contact = page.getByRole('region', { name: 'Talk to a Repair Coordinator' });
      await expect(contact.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', `tel:${siteConfig.phoneE164}`);
      await expect(contact.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
      const maps = contact.getByRole('link', { name: /on the map/ });
      await expect(maps).toHaveAttribute('href', siteConfig.mapsUrl);
      await expect(maps).toHaveAttribute('target', '_blank');
      for (const entry of siteConfig.hours) await expect(contact.getByText(entry.hours)).toBeVisible();
    });

    await test.step('shows how it works, why choose us and the testimonials', async () => {
      for (const name of ['Upload Inspection', 'Request Quote', 'Schedule Repairs', 'Fast Quotes', 'Affordable Repairs', 'Trusted by Realtors']) {
        // Steps are announced as 'Step 1: Upload Inspection'.
        await expect(page.getByRole('heading', { name: new RegExp(`^(Step \\d: )?${name}$`) }), name).toBeVisible();
      }
      const testimonials = page.locator('#testimonials');
      await expect(testimonials.getByText('Sarah M.')).toBeVisible();
      await expect(testimonials.getByText('James T.')).toBeVisible();
      await expect(page.getByText(siteConfig.figures.typicalRepairCost).first()).toBeVisible();
    });

    await test.step('carries business, website and FAQ structured data, and no reviews', async () => {
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')['@type']));
      expect(types).toEqual(expect.arrayContaining(['HomeAndConstructionBusiness', 'WebSite', 'FAQPage']));
      const text = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(text.join('')).not.toMatch(/"Review"|AggregateRating/);
    });

    await test.step('FAQ opens with the mouse and with the keyboard', async () => {
      const faq = page.locator('#faq');
      await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(6);
      const first = landingFaqs[0]!;
      const second = landingFaqs[4]!;
      await expect(faq.getByText(first.answer)).toBeHidden();
      await faq.getByText(first.question).click();
      await expect(faq.getByText(first.answer)).toBeVisible();
      await expect(faq.getByText(first.answer)).toContainText('Property Inspection Contingency Removal Addendum');

      const summary = faq.locator('summary', { hasText: second.question });
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(faq.getByText(second.answer)).toBeVisible();
      await expect(faq.getByText(second.answer)).toContainText('Chesapeake');
    });

    await test.step('services link to the four city pages of each of the five services', async () => {
      const services = page.locator('#services');
      for (const service of serviceList) {
        await expect(services.getByRole('heading', { name: service.title })).toBeVisible();
        for (const slug of ROUTED_LOCATION_SLUGS) {
          await expect(services.getByRole('link', { name: `${service.name} repairs in ${locations[slug].name}` })).toHaveAttribute('href', `/${service.slug}-${slug}`);
        }
      }
      await services.getByRole('link', { name: 'Plumbing repairs in Norfolk' }).click();
      await expect(page).toHaveURL(/\/plumbing-norfolk$/);
    });
  });
});

test.describe('landing hero', () => {
  test('preloads only the first image, then rotates every 5 seconds; pauses while the tab is hidden and with the pause button', async ({ page }) => {
    test.setTimeout(60_000);
    expect(heroImages.length).toBeGreaterThan(1);
    /** The slide `steps` rotations after the first. */
    const slide = (steps: number) => String(steps % heroImages.length);
    await freezeClock(page);
    await page.goto('/');
    await test.step('preloads only the first image, then rotates every 5 seconds', async () => {
      const images = hero(page).locator('img');
      await expect(images).toHaveCount(1);
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.first()).toHaveAttribute('alt', heroImages[0]!.alt);
      await expect(heroIndex(page)).toHaveAttribute('data-hero-index', slide(0));
      await expect(heroIndex(page)).toHaveAttribute('data-hero-rotating', 'true');

      await page.clock.runFor(uiTimings.heroRotationMs + 500);
      await expect(heroIndex(page)).toHaveAttribute('data-hero-index', slide(1));
      await expect(hero(page).getByRole('img', { name: heroImages[1]!.alt })).toBeAttached();
      // Never the whole set up front: only the images on screen or next in line.
      expect(await images.count()).toBeLessThanOrEqual(3);

      await page.clock.runFor(uiTimings.heroRotationMs);
      await expect(heroIndex(page)).toHaveAttribute('data-hero-index', slide(2));
    });

    await test.step('pauses while the tab is hidden', async () => {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.clock.runFor(uiTimings.heroRotationMs * 2 + 500);
      await expect(heroIndex(page)).toHaveAttribute('data-hero-index', slide(2));
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.clock.runFor(uiTimings.heroRotationMs + 500);
      await expect(heroIndex(page)).toHaveAttribute('data-hero-index', slide(3));
    });

    await test.step('pauses with the pause button, and plays again', async () => {
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.clock.runFor(uiTimings.heroRotationMs * 2 + 500);
      await expect(heroIndex(page)).toHaveAttribute('data-hero-index', slide(3));
      await page.getByRole('button', { name: 'Play slideshow' }).click();
      await page.clock.runFor(uiTimings.heroRotationMs + 500);
      await expect(heroIndex(page)).toHaveAttribute('data-hero-index', slide(4));
    });
  });

  test('the page carries the first slide only; the slideshow fetches the list of every slide', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(heroImages[0]!.alt);
    for (const image of heroImages.slice(1)) expect(html).not.toContain(image.alt);
    const slides = await request.get('/hero-slides.json');
    expect(slides.status()).toBe(200);
    expect(await slides.json()).toEqual(heroImages);
  });

  test('stays on the first image under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await page.clock.runFor(uiTimings.heroRotationMs * 3);
    await expect(heroIndex(page)).toHaveAttribute('data-hero-index', '0');
    await expect(heroIndex(page)).toHaveAttribute('data-hero-rotating', 'false');
    await expect(hero(page).locator('img')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  });
});
