import { articleShareImage, articleShareImageAlt } from '@/lib/seo/article-share-image';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/seo/share-card';

export const alt = articleShareImageAlt;
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;

// Drawn on the first request and cached like the article page, redrawn on the same schedule; not
// prerendered, so that thousands of articles do not each pay for two images at build time. (Next reads
// segment configuration from each route file itself, so the Open Graph and Twitter files both state it.)
export const revalidate = 225;
export const dynamicParams = true;
export async function generateStaticParams() {
  return [];
}

export default articleShareImage;
