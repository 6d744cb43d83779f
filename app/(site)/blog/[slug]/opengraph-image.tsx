import { articleShareImage, articleShareImageAlt } from '@/lib/seo/article-share-image';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '@/lib/seo/share-card';

export const alt = articleShareImageAlt;
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;

// Drawn on the first request and cached like the article page, redrawn on the same schedule; not
// prerendered, so that thousands of articles do not each pay for an image at build time. X shows the
// same card: with no twitter-image file, Next gives twitter:image the og:image.
export const revalidate = 225;
export const dynamicParams = true;
export async function generateStaticParams() {
  return [];
}

export default articleShareImage;
