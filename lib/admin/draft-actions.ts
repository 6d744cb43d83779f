import 'server-only';
import { draftMode } from 'next/headers';
import { slugify } from '@/lib/articles';
import { consoleDeps } from './console';
import { createAdminAction, plainResponse } from './handlers';

/** Turning draft mode on and off: owner-only posts from the Drafts screen. */

export const startPreviewAction = createAdminAction<void>(consoleDeps, async ({ form }) => {
  const slug = form.get('slug') ?? '';
  // Only a slug as the pipeline writes it: the redirect can never leave /blog/.
  if (!slug || slug.length > 200 || slugify(slug) !== slug) return plainResponse(400, 'Unknown article.');
  (await draftMode()).enable();
  return `/blog/${slug}`;
});

export const exitPreviewAction = createAdminAction<void>(consoleDeps, async () => {
  (await draftMode()).disable();
  return '/admin/drafts?exited=1';
});
