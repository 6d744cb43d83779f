/** The networks the stylesheet draws (app/globals.css: `.social-icon-<name in lower case>`). */
const DRAWN_NETWORKS = new Set(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);

/** The class that draws a network's icon, or null for a network nobody drew. */
export function socialIconClass(name: string): string | null {
  return DRAWN_NETWORKS.has(name) ? `social-icon-${name.toLowerCase()}` : null;
}

/**
 * Icon of a social network from the site configuration, drawn by the stylesheet in the link's text
 * color. A network without a drawing gets no icon; its link keeps its name.
 */
export function SocialIcon({ name }: { name: string }) {
  const drawn = socialIconClass(name);
  return drawn ? <span aria-hidden="true" className={`social-icon ${drawn}`} /> : null;
}
