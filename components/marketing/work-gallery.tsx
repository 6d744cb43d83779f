import { CARD_IMAGE_SIZES, optimizedImageAttributes } from '@/lib/blog/browser';
import type { WorkPhoto } from '@/lib/copy/types';

/**
 * Photos of finished repairs, each with the owner's caption. Each photo is the optimizer's srcset
 * written as a plain lazy <img>, as next/image writes it for a filled box: importing next/image,
 * even only for getImageProps, puts its client component's chunk on every page that shows the
 * gallery, one more script to fetch and hydrate before the first paint.
 */
export function WorkGallery({ photos }: { photos: readonly WorkPhoto[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.src}>
          <figure className="card overflow-hidden p-0">
            <div className="relative aspect-[4/3] bg-slate-100">
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, without its client code */}
              <img {...optimizedImageAttributes(photo.src, CARD_IMAGE_SIZES)} alt={photo.alt} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
            </div>
            <figcaption className="p-4 text-sm leading-relaxed text-slate-700">{photo.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
