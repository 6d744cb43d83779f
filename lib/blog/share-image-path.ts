/**
 * An article's share image (Next's opengraph-image route: /blog/{slug}/opengraph-image, with or
 * without the suffix Next adds to the file name). The proxy answers it 404 without rendering for a
 * slug that is not published, so that no invented address renders and stores an image.
 */
const SHARE_IMAGE = /^opengraph-image(?:-[A-Za-z0-9_-]{1,40})?$/;

/** The slug of a share-image address, or undefined for any other address. */
export function shareImageSlug(pathname: string): string | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  if (parts.length !== 4 || parts[0] !== '' || parts[1] !== 'blog' || !SHARE_IMAGE.test(parts[3] ?? '')) return undefined;
  const slug = parts[2] ?? '';
  if (slug === '' || slug === 'category' || slug === 'tag' || slug === 'search') return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
