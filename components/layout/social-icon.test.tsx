import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { siteConfig } from '@/lib/site/config';
import { SocialIcon, socialIconClass } from './social-icon';

const stylesheet = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');

/** The SVG shape a class of the stylesheet masks the icon with, or null when the class draws nothing. */
function drawingOf(className: string): string | null {
  const rule = stylesheet.split(`.${className} {`)[1]?.split('}')[0] ?? '';
  const uri = rule.split('--social-icon: url("')[1]?.split('")')[0];
  return uri?.startsWith('data:image/svg+xml,') ? decodeURIComponent(uri.slice('data:image/svg+xml,'.length)) : null;
}

describe('SocialIcon', () => {
  it.each(siteConfig.social.map((network) => [network.name]))('draws %s with a shape from the stylesheet, hidden from screen readers', (name) => {
    const className = socialIconClass(name);
    expect(className).not.toBeNull();
    expect(drawingOf(className ?? '')).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'><path d='M[^']+'\/><\/svg>$/);
    expect(renderToStaticMarkup(<SocialIcon name={name} />)).toBe(`<span aria-hidden="true" class="social-icon ${className}"></span>`);
  });

  it('draws no icon for a network nobody drew (the link keeps its name)', () => {
    expect(socialIconClass('Mastodon')).toBeNull();
    expect(renderToStaticMarkup(<SocialIcon name="Mastodon" />)).toBe('');
  });

  it('gives every icon the mask over the text color, so a drawn icon is never a filled square', () => {
    const base = stylesheet.split('.social-icon {')[1]?.split('}')[0] ?? '';
    expect(base).toContain('background-color: currentColor;');
    expect(base).toContain('mask: var(--social-icon) center / contain no-repeat;');
  });
});
