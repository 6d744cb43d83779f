import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteConfig } from '@/lib/site/config';
import { FALLBACK_HERO_ALT, getHeroImages, heroImagesFromFiles, isHeroImageFile, parseHeroAltMap } from './hero-images';

describe('hero images', () => {
  it('keeps only image files (webp, avif, jpg, jpeg, png), ignoring hidden files and alt.json', () => {
    expect(['a.webp', 'b.JPG', 'c.jpeg', 'd.png', 'e.avif'].every(isHeroImageFile)).toBe(true);
    expect(['alt.json', '.DS_Store', '.hidden.webp', 'notes.txt', 'scene.svg', 'README'].some(isHeroImageFile)).toBe(false);
  });

  it('sorts by file name, numbers in natural order', () => {
    const images = heroImagesFromFiles(['10-deck.webp', '2-roof.webp', '1-house.webp', 'alt.json']);
    expect(images.map((image) => image.src)).toEqual(['/images/hero/1-house.webp', '/images/hero/2-roof.webp', '/images/hero/10-deck.webp']);
  });

  it('takes alt text from the map and falls back to a description of the business', () => {
    const images = heroImagesFromFiles(['a.webp', 'b.webp'], { 'a.webp': 'A porch' });
    expect(images).toEqual([
      { src: '/images/hero/a.webp', alt: 'A porch' },
      { src: '/images/hero/b.webp', alt: FALLBACK_HERO_ALT },
    ]);
    expect(FALLBACK_HERO_ALT).toContain(siteConfig.name);
  });

  it('encodes file names with spaces for the URL', () => {
    expect(heroImagesFromFiles(['my photo.jpg'])[0]?.src).toBe('/images/hero/my%20photo.jpg');
  });

  it.each([
    ['missing file', null],
    ['invalid JSON', '{not json'],
    ['an array', '["a"]'],
    ['non-string values', '{"a.webp": 3}'],
    ['empty text', '{"a.webp": "  "}'],
  ])('ignores an alt map that is %s', (_label, text) => {
    expect(parseHeroAltMap(text)).toEqual({});
  });

  it('reads a folder and its alt.json', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hero-'));
    try {
      const dir = path.join(root, 'public', 'images', 'hero');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'b.webp'), '');
      writeFileSync(path.join(dir, 'a.png'), '');
      writeFileSync(path.join(dir, 'alt.json'), JSON.stringify({ 'a.png': 'First' }));
      expect(getHeroImages(root)).toEqual([
        { src: '/images/hero/a.png', alt: 'First' },
        { src: '/images/hero/b.webp', alt: FALLBACK_HERO_ALT },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('returns no images when the folder is missing', () => {
    expect(getHeroImages(path.join(tmpdir(), 'no-such-site-root'))).toEqual([]);
  });

  it('ships enough committed hero images to rotate, each described in alt.json', () => {
    const images = getHeroImages();
    expect(images.length).toBeGreaterThan(1);
    expect(images.every((image) => image.alt !== FALLBACK_HERO_ALT && image.alt.length > 20)).toBe(true);
  });
});
