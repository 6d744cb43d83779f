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
 * (app/icons.css, written from this list by `npm run icons`) as masks over the text color, as the
 * social icons do: they render the same with or without an emoji font, cost no JavaScript and put no
 * path data in the HTML or, a second time, in its hydration data.
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

function lucideSvg(node: IconNode): string {
  const shapes = node.map(([tag, attributes]) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}='${String(value)}'`).join(' ')}/>`).join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`;
}

/**
 * app/icons.css: one mask per icon, and the brand mark (the favicon's drawing, `brandSvg`, in its own
 * colors) as the background of `.brand-mark`.
 */
export function iconStylesheet(brandSvg: string): string {
  const names = Object.keys(ICONS) as IconName[];
  const rules = names.map((name) => `  .${`i-${name}`} {\n    --icon: ${svgUrl(lucideSvg(ICONS[name]))};\n  }`);
  return [
    '/* Written by `npm run icons` from lib/ui/icons.ts (Lucide icons) and app/icon.svg (the brand mark): do not edit. */',
    '@layer components {',
    `  :is(${names.map((name) => `.${`i-${name}`}`).join(', ')})::before {`,
    "    content: '';",
    '    display: block;',
    '    width: 1em;',
    '    height: 1em;',
    '    background-color: currentColor;',
    '    mask: var(--icon) center / contain no-repeat;',
    '    forced-color-adjust: none;',
    '  }',
    '  @media (forced-colors: active) {',
    `    :is(${names.map((name) => `.${`i-${name}`}`).join(', ')})::before {`,
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
