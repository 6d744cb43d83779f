'use client';

import { getImageProps } from 'next/image';
import { useCallback, useState } from 'react';
import { preload } from 'react-dom';
import { placeholderChoice, type ImageChoice, type ImageSlot } from '@/lib/blog/images';

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
 * An article image as decided by chooseImage(): the optimizer's srcset (getImageProps, so the image
 * component's client code stays out of the page) for our own and allow-listed hosts, a plain lazy
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
    const { props } = getImageProps({
      src: shown.src,
      alt,
      width: shown.width,
      height: shown.height,
      sizes,
      ...(priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const }),
    });
    // The cover is the page's LCP element: announced in <head> so it starts before the stylesheet.
    if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, without its client code
    return <img {...props} ref={checkLoaded} alt={alt} className={classes} onError={onError} />;
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
