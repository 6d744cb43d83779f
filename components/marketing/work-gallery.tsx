import Image from 'next/image';
import type { WorkPhoto } from '@/lib/copy/types';

/** Photos of finished repairs, each with the owner's caption. */
export function WorkGallery({ photos }: { photos: readonly WorkPhoto[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.src}>
          <figure className="card overflow-hidden p-0">
            <div className="relative aspect-[4/3] bg-slate-100">
              <Image src={photo.src} alt={photo.alt} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
            </div>
            <figcaption className="p-4 text-sm leading-relaxed text-slate-700">{photo.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
