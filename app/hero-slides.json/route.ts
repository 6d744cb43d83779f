import { getHeroImages } from '@/lib/images/hero-images';

// Written once at build time, like the pages: the slideshow is the hero folder's content at build.
export const dynamic = 'force-static';

/** Every hero slide with its alt text, fetched by the home page's slideshow once it may rotate. */
export function GET() {
  return Response.json(getHeroImages());
}
