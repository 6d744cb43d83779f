import type { Crumb } from '@/lib/seo/json-ld';

/** Every trail starts at the home page. */
export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

/**
 * The whole trail of a page: Home, then the crumbs below it, each path once. A trail handed over with
 * Home already at its head keeps a single Home; a page's own crumb is the last.
 */
export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  const trail: Crumb[] = [HOME_CRUMB];
  for (const crumb of crumbs) {
    if (!trail.some((seen) => seen.path === crumb.path)) trail.push(crumb);
  }
  return trail;
}
