import { parsePlaceholderSize, placeholderSvg } from './placeholder';

describe('placeholder images', () => {
  it.each([
    ['400', '250'],
    ['800', '400'],
    ['300', '200'],
  ])('accepts %sx%s', (width, height) => {
    expect(parsePlaceholderSize(width, height)).toEqual({ ok: true, width: Number(width), height: Number(height) });
  });

  it.each([
    ['0', '250'],
    ['2001', '250'],
    ['400', '-1'],
    ['abc', '250'],
    ['400.5', '250'],
    ['1e3', '250'],
    ['', '250'],
    ['0400', '250'],
    ['400', '0250'],
    ['401', '250'],
    ['1', '1'],
    ['2000', '2000'],
    ['250', '400'],
  ])('refuses %sx%s (padded and other sizes) with a clear message', (width, height) => {
    const result = parsePlaceholderSize(width, height);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/sizes 400x250, 800x400, 300x200 only/);
  });

  it('draws an SVG of the asked size with no script', () => {
    const svg = placeholderSvg(400, 250);
    expect(svg).toMatch(/^<svg[^>]+width="400" height="250"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});
