import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/process/env';

/** Everything may be crawled; the sitemap lists every page, articles included. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
