/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { CARD_IMAGE_SIZES, COVER_IMAGE_SIZES, chooseImage } from '@/lib/blog/browser';
import { ArticleImage } from './article-image';

const optimizer = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;

describe('ArticleImage', () => {
  it('serves our own picture through the image optimizer, at the widths the card grid can use', () => {
    render(<ArticleImage image={chooseImage('/images/blog/roof.webp', 'card', [])} slot="card" alt="Roof repair" sizes={CARD_IMAGE_SIZES} />);
    const image = screen.getByRole('img', { name: 'Roof repair' });
    expect(image.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect(image.getAttribute('srcset')).toContain(`${optimizer('/images/blog/roof.webp', 256)} 256w`);
    expect(image.getAttribute('srcset')).toContain(`${optimizer('/images/blog/roof.webp', 1920)} 1920w`);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('250');
  });

  it('loads the cover first: eager and high priority', () => {
    render(<ArticleImage image={chooseImage('/images/blog/roof.webp', 'cover', [])} slot="cover" alt="Cover image: Roof" sizes={COVER_IMAGE_SIZES} priority />);
    const image = screen.getByRole('img', { name: 'Cover image: Roof' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it.each([
    ['an optimized picture', '/images/blog/missing.webp'],
    ['a picture on another host', 'https://photos.example.com/missing.jpg'],
  ])('replaces %s that fails to load with the placeholder of its size', (_, url) => {
    render(<ArticleImage image={chooseImage(url, 'card', [])} slot="card" alt="Deck stairs" sizes={CARD_IMAGE_SIZES} />);
    fireEvent.error(screen.getByRole('img', { name: 'Deck stairs' }));
    const placeholder = screen.getByRole('img', { name: 'Deck stairs (image not available)' });
    expect(placeholder.getAttribute('src')).toBe('/api/placeholder/400/250');
  });
});
