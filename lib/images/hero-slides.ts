/**
 * The hero slideshow's rules that run in the browser (no file system here: lib/images/hero-images reads the
 * folder on the server). A page draws the first slide and names how many there are; the rest of the
 * list is fetched from HERO_SLIDES_PATH once the slideshow may rotate, so that the alt texts and
 * addresses of slides nobody has seen yet are not written into every page's HTML.
 */

export type HeroImage = { src: string; alt: string };

/** The prerendered JSON list of every slide (app/hero-slides.json). */
export const HERO_SLIDES_PATH = '/hero-slides.json';

/** Where slide pictures live; a list naming any other address is refused. */
export const HERO_IMAGE_URL = '/images/hero';

/** More slides than a folder of hero pictures would ever hold: a longer list is refused. */
export const MAX_HERO_SLIDES = 50;
const MAX_ALT_LENGTH = 500;

/** A file of the hero folder itself: its name (URL-encoded, so without a slash) right after the folder. */
function isHeroPicture(src: unknown): boolean {
  if (typeof src !== 'string' || !src.startsWith(`${HERO_IMAGE_URL}/`)) return false;
  const name = src.slice(HERO_IMAGE_URL.length + 1);
  return name.length > 0 && !name.includes('/') && !name.includes('\\');
}

function isSlide(value: unknown): value is HeroImage {
  if (typeof value !== 'object' || value === null) return false;
  const { src, alt } = value as Record<string, unknown>;
  return (
    isHeroPicture(src) &&
    typeof alt === 'string' &&
    alt.trim().length > 0 &&
    alt.length <= MAX_ALT_LENGTH
  );
}

/** The fetched list, or null when it is not a list of hero pictures with their alt text. */
export function parseHeroSlides(value: unknown): HeroImage[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_HERO_SLIDES) return null;
  return value.every(isSlide) ? value.map(({ src, alt }: HeroImage) => ({ src, alt })) : null;
}

/** Which slide is on screen, how many from the start are in the DOM, and whether a turn is waiting for its slide. */
export type SlideState = { active: number; mounted: number; due: boolean };

export const FIRST_SLIDE: SlideState = { active: 0, mounted: 1, due: false };

/**
 * One turn of the slideshow of `count` slides, of which the first `available` are known: the next
 * slide comes on screen and the one after it is mounted, one step ahead of the rotation, so that a
 * fade never shows a blank frame. A turn whose slide has not arrived yet waits (`due`) and is taken
 * as soon as the list arrives.
 */
export function nextSlide(state: SlideState, available: number, count: number): SlideState {
  const next = (state.active + 1) % count;
  if (next >= available) return { ...state, due: true };
  return { active: next, mounted: Math.min(available, Math.max(state.mounted, next + 2)), due: false };
}
