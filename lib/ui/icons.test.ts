import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICONS, ICON_CELL, iconStylesheet } from './icons';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
const names = Object.keys(ICONS);

/** The data URLs the stylesheet draws with, decoded. */
function drawings(css: string): string[] {
  return [...css.matchAll(/url\("data:image\/svg\+xml,([^"]+)"\)/g)].map((match) => decodeURIComponent(match[1] ?? ''));
}

describe('site icons', () => {
  it('app/icons.css is the stylesheet of the current icon list and brand mark (run `npm run icons` after changing them)', () => {
    expect(read('app/icons.css')).toBe(iconStylesheet(read('app/icon.svg')));
  });

  // Every distinct SVG image is a document of its own for the browser, built and laid out before the
  // first paint: one drawing for all the icons instead of one each took about half the style and
  // layout time before the first paint of a service page off (CPU slowed 4x, as for a phone).
  it('draws every icon from one SVG drawing, and the brand mark from the favicon', () => {
    const css = read('app/icons.css');
    expect(drawings(css)).toEqual([expect.stringMatching(/^<svg /), read('app/icon.svg').trim()]);
    expect(css.match(/url\(/g)).toHaveLength(2);
  });

  it('keeps the drawing free of a raw quote or # that would end the URL early', () => {
    const url = /mask: url\("data:image\/svg\+xml,([^"]+)"\)/.exec(read('app/icons.css'))?.[1];
    expect(url).toBeDefined();
    expect(url).not.toMatch(/[#"<>]/);
  });

  it.each(names.map((name, index) => [name, index]))('places %s in cell %i of the drawing, each cell one icon with a margin around it', (name, index) => {
    const css = read('app/icons.css');
    const sprite = drawings(css)[0] ?? '';
    const cells = [...sprite.matchAll(/<g transform='translate\((\d+) (\d+)\)'>((?:<(?:path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+)<\/g>/g)];
    expect(cells).toHaveLength(names.length);
    const cell = cells[index];
    expect(Number(cell?.[1])).toBe(index * ICON_CELL.width + ICON_CELL.margin);
    expect(Number(cell?.[2])).toBe(ICON_CELL.margin);
    const rule = new RegExp(`\\.i-${name} \\{\\n    --icon-cell: ${index};\\n  \\}`);
    expect(css).toMatch(rule);
  });

  it('shows a cell as exactly the icon: the mask is scaled so that 24 drawing units are 1em, and moved by whole cells', () => {
    const css = read('app/icons.css');
    const units = ICON_CELL.width / 24;
    expect(css).toContain(`0 0 / ${names.length * units}em ${units}em no-repeat;`);
    expect(css).toContain(`mask-position: calc(var(--icon-cell) * ${-units}em - ${ICON_CELL.margin / 24}em) ${-ICON_CELL.margin / 24}em;`);
  });
});
