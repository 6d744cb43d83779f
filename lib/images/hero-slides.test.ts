import { FIRST_SLIDE, MAX_HERO_SLIDES, nextSlide, parseHeroSlides, type SlideState } from './hero-slides';

const slide = (n: number) => ({ src: `/images/hero/${n}.webp`, alt: `Picture ${n}` });

describe('parseHeroSlides', () => {
  it('keeps a list of hero pictures with their alt text, and nothing else of each entry', () => {
    expect(parseHeroSlides([{ ...slide(1), extra: 'x' }, slide(2)])).toEqual([slide(1), slide(2)]);
    expect(parseHeroSlides([{ src: '/images/hero/a..b%20c.webp', alt: 'x' }])).toEqual([{ src: '/images/hero/a..b%20c.webp', alt: 'x' }]);
  });

  it.each([
    ['not a list', { slides: [slide(1)] }],
    ['an empty list', []],
    ['an entry without alt text', [{ src: '/images/hero/1.webp' }]],
    ['blank alt text', [{ src: '/images/hero/1.webp', alt: '  ' }]],
    ['a picture from another host', [{ src: 'https://evil.example/1.webp', alt: 'x' }]],
    ['a picture outside the hero folder', [{ src: '/images/hero/../../admin', alt: 'x' }]],
    ['the hero folder itself', [{ src: '/images/hero/', alt: 'x' }]],
    ['alt text longer than 500 characters', [{ src: '/images/hero/1.webp', alt: 'a'.repeat(501) }]],
    ['more slides than a hero folder holds', Array.from({ length: MAX_HERO_SLIDES + 1 }, (_, index) => slide(index))],
  ])('refuses %s', (_case, value) => {
    expect(parseHeroSlides(value)).toBeNull();
  });
});

describe('nextSlide', () => {
  it.each<[string, SlideState, number, number, SlideState]>([
    ['shows the next slide and mounts the one after it', FIRST_SLIDE, 11, 11, { active: 1, mounted: 3, due: false }],
    ['never mounts more slides than are known', { active: 1, mounted: 3, due: false }, 3, 11, { active: 2, mounted: 3, due: false }],
    ['keeps slides already mounted', { active: 10, mounted: 11, due: false }, 11, 11, { active: 0, mounted: 11, due: false }],
    ['waits while the next slide has not arrived', FIRST_SLIDE, 1, 11, { active: 0, mounted: 1, due: true }],
    ['takes the waiting turn once the list is there', { active: 0, mounted: 1, due: true }, 11, 11, { active: 1, mounted: 3, due: false }],
  ])('%s', (_rule, state, available, count, expected) => {
    expect(nextSlide(state, available, count)).toEqual(expected);
  });
});
