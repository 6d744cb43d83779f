import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICONS, iconStylesheet } from './icons';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

describe('site icons', () => {
  it('app/icons.css is the stylesheet of the current icon list and brand mark (run `npm run icons` after changing them)', () => {
    expect(read('app/icons.css')).toBe(iconStylesheet(read('app/icon.svg')));
  });

  it.each(Object.keys(ICONS))('draws %s as an SVG mask, with no raw quote or # that would end the URL early', (name) => {
    const rule = new RegExp(`\\.i-${name} \\{\\n    --icon: url\\("data:image/svg\\+xml,([^"]+)"\\);`).exec(read('app/icons.css'));
    const svg = decodeURIComponent(rule?.[1] ?? '');
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'[^>]*>(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+<\/svg>$/);
    expect(rule?.[1]).not.toMatch(/[#"<>]/);
  });

  it('draws the brand mark with the favicon itself', () => {
    expect(read('app/icons.css')).toContain(`background-image: url("data:image/svg+xml,${read('app/icon.svg').trim().replace(/[%#<>"]/g, encodeURIComponent)}");`);
  });
});
