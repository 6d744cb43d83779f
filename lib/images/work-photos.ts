import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { errorText } from '@/lib/process/error-text';

/**
 * Photos of real work, which the owner drops into public/work/ and describes in
 * public/work/captions.json: [{ "file": "deck-stairs.jpg", "caption": "...", "alt": "..." }]. Only a
 * captioned photo whose file is there is shown; `workPhotoProblems` names the rest for the doctor.
 */

export const WORK_PHOTO_DIR = path.join('public', 'work');
export const WORK_CAPTIONS_FILE = path.join(WORK_PHOTO_DIR, 'captions.json');
const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif)$/i;

const captionsSchema = z
  .array(
    z
      .object({
        file: z.string().regex(/^[\w.-]+$/, 'must be a file name in public/work, such as deck-stairs.jpg').regex(IMAGE_FILE, 'must be a .jpg, .png, .webp or .avif file'),
        caption: z.string().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters'),
        /** What the photo shows, for readers who cannot see it, beyond what the caption says. */
        alt: z.string().trim().min(1).max(300).optional(),
      })
      .strict(),
  )
  .max(60, 'must list at most 60 photos');

export type WorkPhoto = { src: string; caption: string; alt: string };

type Reading = { photos: WorkPhoto[]; problems: string[] };

/** Reads the folder and its captions; never throws (a broken captions file shows no photos and is reported). */
export function readWorkPhotos(root: string = process.cwd()): Reading {
  const dir = path.join(root, WORK_PHOTO_DIR);
  const captionsPath = path.join(root, WORK_CAPTIONS_FILE);
  if (!existsSync(captionsPath)) return { photos: [], problems: [] };
  let entries: z.infer<typeof captionsSchema>;
  try {
    const parsed = captionsSchema.safeParse(JSON.parse(readFileSync(captionsPath, 'utf8')));
    if (!parsed.success) {
      return { photos: [], problems: parsed.error.issues.map((issue) => `${WORK_CAPTIONS_FILE} ${issue.path.join('.')}: ${issue.message}`) };
    }
    entries = parsed.data;
  } catch (error) {
    return { photos: [], problems: [`${WORK_CAPTIONS_FILE} is not valid JSON: ${errorText(error)}`] };
  }
  const files = new Set(readdirSync(dir).filter((name) => IMAGE_FILE.test(name)));
  const problems: string[] = [];
  const photos: WorkPhoto[] = [];
  for (const entry of entries) {
    if (!files.has(entry.file)) {
      problems.push(`${entry.file} is captioned but not in ${WORK_PHOTO_DIR}`);
      continue;
    }
    // Without its own alt text the photo is described by its caption, which is read right after it.
    photos.push({ src: `/work/${entry.file}`, caption: entry.caption, alt: entry.alt ?? '' });
  }
  const captioned = new Set(entries.map((entry) => entry.file));
  for (const file of files) if (!captioned.has(file)) problems.push(`${file} has no caption in ${WORK_CAPTIONS_FILE}, so it is not shown`);
  return { photos, problems };
}
