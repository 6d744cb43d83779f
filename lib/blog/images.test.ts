import { getImageProps } from 'next/image';
import {
  CARD_IMAGE_SIZES,
  COVER_IMAGE_SIZES,
  IMAGE_DEVICE_SIZES,
  IMAGE_EXTRA_SIZES,
  IMAGE_QUALITY,
  RELATED_IMAGE_SIZES,
  chooseImage,
  localImagePath,
  optimizedImageAttributes,
  optimizerPatterns,
  placeholderSrc,
} from './images';

const hosts = ['lh3.googleusercontent.com', 'images.example.org'];

describe('chooseImage', () => {
  it.each([
    ['/images/blog/roof.webp', 'optimized', '/images/blog/roof.webp'],
    ['https://lh3.googleusercontent.com/d/abc=w800', 'optimized', 'https://lh3.googleusercontent.com/d/abc=w800'],
    ['https://lh3.googleusercontent.com/pw/AP1Gcz=w1200', 'optimized', 'https://lh3.googleusercontent.com/pw/AP1Gcz=w1200'],
    ['https://lh3.googleusercontent.com/a/avatar-of-anyone', 'plain', 'https://lh3.googleusercontent.com/a/avatar-of-anyone'],
    ['https://lh3.googleusercontent.com/d/abc?cache-bust=1', 'plain', 'https://lh3.googleusercontent.com/d/abc?cache-bust=1'],
    ['/images/hero/01-colonial-home-at-dusk.webp', 'optimized', '/images/hero/01-colonial-home-at-dusk.webp'],
    ['/images/hero/01.webp?v=2', 'optimized', '/images/hero/01.webp'],
    ['/icon.svg', 'plain', '/icon.svg'],
    ['https://IMAGES.example.org/a.jpg', 'optimized', 'https://images.example.org/a.jpg'],
    ['https://cdn.other-host.com/photo.jpg', 'plain', 'https://cdn.other-host.com/photo.jpg'],
    ['http://cdn.other-host.com/photo.jpg', 'plain', 'https://cdn.other-host.com/photo.jpg'],
    ['http://lh3.googleusercontent.com/abc', 'plain', 'https://lh3.googleusercontent.com/abc'],
  ])('shows %s as %s', (url, kind, src) => {
    expect(chooseImage(url, 'card', hosts)).toEqual({ kind, src, width: 400, height: 250 });
  });

  it.each([undefined, null, '', '   ', '//evil.example/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://host/x.png', 'https://user:pw@host/x.png', 'not a url'])(
    'shows the placeholder for %p',
    (url) => {
      expect(chooseImage(url, 'card', hosts)).toEqual({ kind: 'placeholder', src: '/api/placeholder/400/250', width: 400, height: 250 });
    },
  );

  it('never sends a host outside the allow-list through the optimizer', () => {
    expect(chooseImage('https://lh3.googleusercontent.com.evil.com/x.jpg', 'card', hosts).kind).toBe('plain');
    expect(chooseImage('https://cdn.other-host.com/x.jpg', 'card', []).kind).toBe('plain');
  });

  it('asks for the placeholder in the size of each slot', () => {
    expect(placeholderSrc('card')).toBe('/api/placeholder/400/250');
    expect(placeholderSrc('cover')).toBe('/api/placeholder/800/400');
    expect(placeholderSrc('related')).toBe('/api/placeholder/300/200');
    expect(chooseImage('https://x.example/a.jpg', 'cover', hosts)).toMatchObject({ width: 800, height: 400 });
  });
});

describe('optimizer patterns', () => {
  it('limits Google hosts to their picture paths, drops drive.google.com and keeps other configured hosts whole', () => {
    expect(optimizerPatterns(['lh3.googleusercontent.com', 'drive.google.com', 'images.example.org'])).toEqual([
      { hostname: 'lh3.googleusercontent.com', pathPrefix: '/d/' },
      { hostname: 'lh3.googleusercontent.com', pathPrefix: '/pw/' },
      { hostname: 'lh3.googleusercontent.com', pathPrefix: '/docsz/' },
      { hostname: 'images.example.org', pathPrefix: '/' },
    ]);
  });
});

describe('local image paths', () => {
  it.each([
    ['/images/blog/roof.webp', '/images/blog/roof.webp'],
    ['/images/a b.jpg', '/images/a%20b.jpg'],
    ['/images/../hero.jpg', '/hero.jpg'],
    ['/images/x.jpg?v=2', '/images/x.jpg'],
    ['/\\evil.com/x.svg', undefined],
    ['//evil.com/x', undefined],
    ['/\t/evil.com/x', undefined],
    ['/\n/evil.com/x', undefined],
    ['\\\\evil.com/x', undefined],
    ['https://evil.com/x', undefined],
    ['images/x.jpg', undefined],
  ])('%p stays on our origin as %p', (value, expected) => {
    expect(localImagePath(value)).toBe(expected);
  });

  it.each(['/\\evil.com/x.svg', '//evil.com/x', '/\t/evil.com/x.svg', '\\\\evil.com/x.svg'])('never sends %p through the optimizer as local', (value) => {
    expect(chooseImage(value, 'cover', hosts).kind).toBe('placeholder');
  });
});

describe('optimized image attributes', () => {
  // next/image's own answer, with the image settings of next.config.ts (next/jest passes them in).
  const nextImage = (src: string, sizes: string) => {
    const { props } = getImageProps({ src, alt: '', sizes, ...(sizes === '100vw' ? { fill: true } : { width: 800, height: 400 }) });
    return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
  };

  it.each([
    ['a hero picture, full width', '/images/hero/01-colonial-home-at-dusk.webp', '100vw'],
    ['a cover', '/images/blog/roof.webp', COVER_IMAGE_SIZES],
    ['a card', '/images/blog/roof.webp', CARD_IMAGE_SIZES],
    ['a related article', '/images/blog/deck stairs & rails.webp', RELATED_IMAGE_SIZES],
    ['an allow-listed host', 'https://lh3.googleusercontent.com/d/abc=w1600', CARD_IMAGE_SIZES],
    ['an SVG cover, served as it is', '/images/blog/picra-explained-hampton-roads.svg', COVER_IMAGE_SIZES],
    ['an SVG card', '/images/blog/picra-explained-hampton-roads.svg', CARD_IMAGE_SIZES],
  ])('writes the src, srcset and sizes next/image writes for %s', (_, src, sizes) => {
    expect(optimizedImageAttributes(src, sizes)).toEqual(nextImage(src, sizes));
  });

  it('asks the optimizer only for the widths and quality it is configured to serve', () => {
    const { srcSet = '' } = optimizedImageAttributes('/images/blog/roof.webp', CARD_IMAGE_SIZES);
    const requested = srcSet.split(', ').map((entry) => new URL(entry.split(' ')[0] ?? '', 'https://example.com').searchParams);
    expect(requested.map((query) => Number(query.get('w')))).toEqual([...IMAGE_EXTRA_SIZES, ...IMAGE_DEVICE_SIZES]);
    expect(new Set(requested.map((query) => Number(query.get('q'))))).toEqual(new Set([IMAGE_QUALITY]));
  });
});
