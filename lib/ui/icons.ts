import {
  Banknote,
  BrickWall,
  Camera,
  CircleCheck,
  ClipboardList,
  Clock,
  Droplets,
  FilePen,
  Hammer,
  Handshake,
  Hourglass,
  House,
  KeyRound,
  Lightbulb,
  Mail,
  MapPin,
  MessageSquareText,
  Paintbrush,
  Phone,
  Receipt,
  Rocket,
  ShieldCheck,
  Siren,
  Snowflake,
  Timer,
  Toolbox,
  TrendingUp,
  Wrench,
  Zap,
  type IconNode,
} from 'lucide';

/**
 * The site's icons, drawn from the Lucide set (24x24 outlines), named by what they stand for. Content
 * names an icon; an element shows it with the class `i-{name}`. The drawings live in the stylesheet
 * (app/icons.css, written from this list by `npm run icons`) as one mask over the text color: they
 * render the same with or without an emoji font, cost no JavaScript and put no path data in the HTML
 * or, a second time, in its hydration data.
 */
export const ICONS = {
  electrical: Zap,
  plumbing: Wrench,
  carpentry: Hammer,
  house: House,
  paint: Paintbrush,
  checklist: ClipboardList,
  deadline: Hourglass,
  shield: ShieldCheck,
  photos: Camera,
  toolbox: Toolbox,
  cooling: Snowflake,
  water: Droplets,
  safety: Siren,
  masonry: BrickWall,
  phone: Phone,
  email: Mail,
  text: MessageSquareText,
  form: FilePen,
  location: MapPin,
  hours: Clock,
  fast: Timer,
  price: Banknote,
  handshake: Handshake,
  value: TrendingUp,
  launch: Rocket,
  receipt: Receipt,
  idea: Lightbulb,
  keys: KeyRound,
  done: CircleCheck,
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;

/** An SVG document as a CSS url(): only the characters CSS and the data: URL need escaped. */
function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (char) => encodeURIComponent(char))}")`;
}

/**
 * The icons' one drawing is a row of square cells in drawing units, one icon (24x24) in each with a
 * margin around it, so that no neighbour's stroke can bleed into an icon however the row is scaled.
 */
export const ICON_CELL = { width: 30, margin: 3 } as const;

function shapes(node: IconNode): string {
  return node.map(([tag, attributes]) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}='${String(value)}'`).join(' ')}/>`).join('');
}

/** Every icon in one SVG: Lucide's outline settings once, each icon's shapes moved into its cell. */
function spriteSvg(nodes: readonly IconNode[]): string {
  const { width, margin } = ICON_CELL;
  const cells = nodes.map((node, index) => `<g transform='translate(${index * width + margin} ${margin})'>${shapes(node)}</g>`).join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${nodes.length * width} ${width}' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${cells}</svg>`;
}

/**
 * app/icons.css: the icons as one mask over the text color, and the brand mark (the favicon's drawing,
 * `brandSvg`, in its own colors) as the background of `.brand-mark`. The browser builds a document for
 * every distinct SVG image before the first paint, so all the icons share one drawing: an icon's box
 * is 1em square, the drawing is scaled so that 24 of its units are 1em, and each class moves it by
 * whole cells (`--icon-cell`) to show its own.
 */
export function iconStylesheet(brandSvg: string): string {
  const names = Object.keys(ICONS) as IconName[];
  const selector = `:is(${names.map((name) => `.i-${name}`).join(', ')})::before`;
  const em = (units: number) => `${units / 24}em`;
  const cell = ICON_CELL.width;
  const rules = names.map((name, index) => `  .i-${name} {\n    --icon-cell: ${index};\n  }`);
  return [
    '/* Written by `npm run icons` from lib/ui/icons.ts (Lucide icons) and app/icon.svg (the brand mark): do not edit. */',
    '@layer components {',
    `  ${selector} {`,
    "    content: '';",
    '    display: block;',
    '    width: 1em;',
    '    height: 1em;',
    '    background-color: currentColor;',
    `    mask: ${svgUrl(spriteSvg(names.map((name) => ICONS[name])))} 0 0 / ${em(names.length * cell)} ${em(cell)} no-repeat;`,
    `    mask-position: calc(var(--icon-cell) * ${em(-cell)} - ${em(ICON_CELL.margin)}) ${em(-ICON_CELL.margin)};`,
    '    forced-color-adjust: none;',
    '  }',
    '  @media (forced-colors: active) {',
    `    ${selector} {`,
    '      background-color: CanvasText;',
    '    }',
    '  }',
    ...rules,
    '  .brand-mark {',
    `    background-image: ${svgUrl(brandSvg.trim())};`,
    '    background-position: center;',
    '    background-size: contain;',
    '    background-repeat: no-repeat;',
    '  }',
    '}',
    '',
  ].join('\n');
}
