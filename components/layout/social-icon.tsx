/** The networks drawn in public/images/social-icons.svg, each a symbol whose id is the name in lower case. */
const DRAWN_NETWORKS = new Set(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);

export const SOCIAL_ICONS_FILE = '/images/social-icons.svg';

/** Where a network's drawing is in the sprite, or null for a network nobody drew. */
export function socialIconHref(name: string): string | null {
  return DRAWN_NETWORKS.has(name) ? `${SOCIAL_ICONS_FILE}#${name.toLowerCase()}` : null;
}

/**
 * Icon of a social network from the site configuration, drawn from one sprite file that the browser
 * caches: the path data would otherwise travel in every page's HTML twice. Each symbol carries its
 * own viewBox and fills with the link's text colour. A network without a drawing gets an empty icon;
 * its link keeps its name.
 */
export function SocialIcon({ name }: { name: string }) {
  const href = socialIconHref(name);
  return (
    <svg aria-hidden="true" className="size-5">
      {href ? <use href={href} /> : null}
    </svg>
  );
}
