import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { siteConfig } from '@/lib/site-config';
import { SOCIAL_ICONS_FILE, SocialIcon, socialIconHref } from './social-icon';

const sprite = readFileSync(path.join(process.cwd(), 'public', SOCIAL_ICONS_FILE), 'utf8');
// Each symbol sizes itself (viewBox) and takes the link's colour (fill="currentColor").
const symbolIds = new Set([...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" fill="currentColor">/g)].map((match) => match[1]));

describe('SocialIcon', () => {
  it.each(siteConfig.social.map((network) => [network.name]))('draws %s from a symbol of the sprite file', (name) => {
    const href = socialIconHref(name);
    expect(href).not.toBeNull();
    const [file, id] = (href ?? '').split('#');
    expect(file).toBe(SOCIAL_ICONS_FILE);
    expect(symbolIds).toContain(id);
    expect(renderToStaticMarkup(<SocialIcon name={name} />)).toContain(`<use href="${href}">`);
  });

  it('draws an empty icon, hidden from screen readers, for a network nobody drew', () => {
    expect(socialIconHref('Mastodon')).toBeNull();
    expect(renderToStaticMarkup(<SocialIcon name="Mastodon" />)).toBe('<svg aria-hidden="true" class="size-5"></svg>');
  });
});
