'use client';

import { registeredJsonLd } from '@/lib/seo/json-ld-registry';

/**
 * One JSON-LD block, written into the HTML by the server render from the registry
 * (lib/seo/json-ld-registry.ts). React's payload carries only the key, so the block's text is in the
 * page once (a server component's <script> would repeat it, escaped, in the payload). The browser's
 * render keeps the element the parser already holds; after a client-side navigation the block stays
 * empty, which no reader of structured data sees (crawlers load the HTML).
 */
export function JsonLdScript({ id }: { id: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: registeredJsonLd(id) ?? '' }} suppressHydrationWarning />;
}
