/**
 * Blocks of the blog pages that the browser neither lays out nor paints while they are far from the
 * viewport (content-visibility: auto). Until it is first drawn, each keeps a place the size of a
 * typical block of its kind on a phone; after that, the size it last had. Only the height is held
 * (contain-intrinsic-block-size): the shorthand contain-intrinsic-size with one length sets the width
 * too, and a card that claims 32rem of width pushes a one-column grid past a 320 px screen. The text, links and controls
 * stay in the page, the accessibility tree and find-in-page, and script that measures them still gets
 * their real size; only innerText reads '' until they are drawn (Chromium), textContent does not.
 * The class names are written out whole so that Tailwind finds them.
 */
export const OFFSCREEN = {
  /** One article card in a grid. */
  card: '[content-visibility:auto] [contain-intrinsic-block-size:auto_32rem]',
  /** One of the four category cards of the blog home. */
  categoryCard: '[content-visibility:auto] [contain-intrinsic-block-size:auto_11rem]',
  /** The newsletter box. */
  newsletter: '[content-visibility:auto] [contain-intrinsic-block-size:auto_22rem]',
} as const;
