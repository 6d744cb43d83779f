/**
 * Blocks of the blog pages that the browser neither lays out nor paints while they are far from the
 * viewport (content-visibility: auto; the rules are in app/globals.css). Until it is first drawn, each
 * keeps a place the size of a typical block of its kind on a phone; after that, the size it last had.
 * Only the height is held (contain-intrinsic-block-size): a width too would push a one-column grid
 * past a 320 px screen. While a control has keyboard focus every block is drawn, so that no block
 * takes its real height after the keyboard has scrolled a control into view. The text, links and
 * controls stay in the page, the accessibility tree and find-in-page, and script that measures them
 * still gets their real size; only innerText reads '' until they are drawn (Chromium), textContent
 * does not.
 */
export const OFFSCREEN = {
  /** One article card in a grid. */
  card: 'offscreen-card',
  /** One of the four category cards of the blog home. */
  categoryCard: 'offscreen-category',
  /** The newsletter box. */
  newsletter: 'offscreen-newsletter',
} as const;
