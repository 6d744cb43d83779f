'use client';

import { useCallback, useState } from 'react';
import { preload } from 'react-dom';
import { optimizedImageAttributes, placeholderChoice, type ImageChoice, type ImageSlot } from '@/lib/blog/browser';

type ArticleImageProps = {
  image: ImageChoice;
  slot: ImageSlot;
  alt: string;
  sizes: string;
  className?: string;
  /** The article cover is the page's largest element: load it first. */
  priority?: boolean;
};

/**
 * An article image as decided by chooseImage(): the optimizer's srcset, written as next/image would
 * (no image component ships to the browser), for our own and allow-listed hosts, a plain lazy
 * <img> with fixed dimensions for any other host, and the placeholder when the image is missing or
 * fails to load: a broken image is replaced by the placeholder.
 */
export function ArticleImage({ image, slot, alt, sizes, className = '', priority = false }: ArticleImageProps) {
  const [broken, setBroken] = useState(false);
  const shown = broken ? placeholderChoice(slot) : image;
  const onError = useCallback(() => setBroken(true), []);
  // An image that failed before hydration fired its error event before React listened for it.
  const checkLoaded = useCallback(
    (element: HTMLImageElement | null) => {
      if (element && element.complete && element.naturalWidth === 0 && element.getAttribute('src')) onError();
    },
    [onError],
  );
  const classes = `h-full w-full object-cover ${className}`;

  if (shown.kind === 'optimized') {
    const attributes = optimizedImageAttributes(shown.src, sizes);
    // The cover is the page's LCP element: announced in <head> so it starts before the stylesheet.
    if (priority) preload(attributes.src, { as: 'image', imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes, fetchPriority: 'high' });
    return (
      // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, without its client code
      <img
        {...attributes}
        ref={checkLoaded}
        alt={alt}
        width={shown.width}
        height={shown.height}
        decoding="async"
        className={classes}
        onError={onError}
        {...(priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const })}
      />
    );
  }
  return (
    // Not the optimizer: other hosts are shown as they are, never proxied (no open image proxy).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={shown.kind === 'plain' ? checkLoaded : undefined}
      src={shown.src}
      alt={shown.kind === 'placeholder' ? `${alt} (image not available)` : alt}
      width={shown.width}
      height={shown.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      className={classes}
      onError={shown.kind === 'plain' ? onError : undefined}
      data-image-kind={shown.kind}
    />
  );
}
