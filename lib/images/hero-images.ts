import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HERO_IMAGE_URL, type HeroImage } from '@/lib/images/hero-slides';
import { siteConfig } from '@/lib/site/config';

/**
 * The landing-page hero images come from one folder, public/images/hero: every image file in it,
 * sorted by file name, so the owner changes the slideshow by dropping files there (and, optionally,
 * describing them in alt.json beside them). Read with fs at build time: server code only.
 */

export type { HeroImage };

export const HERO_IMAGE_DIR = path.join('public', 'images', 'hero');
export const HERO_ALT_FILE = 'alt.json';
const IMAGE_EXTENSIONS = new Set(['.webp', '.avif', '.jpg', '.jpeg', '.png']);

/** Alt text for an image nobody described in alt.json. */
export const FALLBACK_HERO_ALT = `Home repair work by ${siteConfig.name} in ${siteConfig.address.area}, ${siteConfig.address.regionName}`;

const altMapSchema = z.record(z.string(), z.string().trim().min(1));
export type HeroAltMap = z.infer<typeof altMapSchema>;

export function isHeroImageFile(fileName: string): boolean {
  return !fileName.startsWith('.') && IMAGE_EXTENSIONS.has(path.extname(fileName).toLowerCase());
}

/** Reads alt.json's text; anything that is not an object of strings counts as no descriptions. */
export function parseHeroAltMap(text: string | null): HeroAltMap {
  if (!text) return {};
  try {
    const result = altMapSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : {};
  } catch {
    return {};
  }
}

/** The slideshow from a folder listing: image files only, sorted by name ('2' before '10'), with alt text. */
export function heroImagesFromFiles(fileNames: readonly string[], altMap: HeroAltMap = {}): HeroImage[] {
  return fileNames
    .filter(isHeroImageFile)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }))
    .map((fileName) => ({
      src: `${HERO_IMAGE_URL}/${encodeURIComponent(fileName)}`,
      alt: altMap[fileName] ?? FALLBACK_HERO_ALT,
    }));
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The hero images in `root`/public/images/hero (an empty list if the folder is missing). */
export function getHeroImages(root: string = process.cwd()): HeroImage[] {
  const dir = path.join(root, HERO_IMAGE_DIR);
  let fileNames: string[];
  try {
    fileNames = readdirSync(dir);
  } catch {
    return [];
  }
  return heroImagesFromFiles(fileNames, parseHeroAltMap(readOptional(path.join(dir, HERO_ALT_FILE))));
}
