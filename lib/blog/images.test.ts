import { chooseImage, localImagePath, placeholderSrc } from './images';

const hosts = ['lh3.googleusercontent.com', 'images.example.org'];

describe('chooseImage', () => {
  it.each([
    ['/images/blog/roof.webp', 'optimized', '/images/blog/roof.webp'],
    ['https://lh3.googleusercontent.com/abc=w800', 'optimized', 'https://lh3.googleusercontent.com/abc=w800'],
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

  it('uses the placeholder size of each slot (SPEC section 7)', () => {
    expect(placeholderSrc('card')).toBe('/api/placeholder/400/250');
    expect(placeholderSrc('cover')).toBe('/api/placeholder/800/400');
    expect(placeholderSrc('related')).toBe('/api/placeholder/300/200');
    expect(chooseImage('https://x.example/a.jpg', 'cover', hosts)).toMatchObject({ width: 800, height: 400 });
  });
});

describe('local image paths', () => {
  it.each([
    ['/images/blog/roof.webp', '/images/blog/roof.webp'],
    ['/images/a b.jpg', '/images/a%20b.jpg'],
    ['/images/../hero.jpg', '/hero.jpg'],
    ['/images/x.jpg?v=2', '/images/x.jpg?v=2'],
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
