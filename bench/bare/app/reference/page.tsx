import Image from 'next/image';
import Link from 'next/link';
import { Counter } from '../counter';

/**
 * The small reference app the site's pages are measured against in Lighthouse: what a plain Next.js
 * page with an image (next/image, the LCP element, priority), a client-side link and one client
 * component costs. The bare '/' stays the framework's floor for the JavaScript weight budgets.
 */
export default function Page() {
  return (
    <main>
      <Image src="/hero.webp" alt="A colonial home at dusk" width={1600} height={900} sizes="100vw" priority style={{ width: '100%', height: 'auto' }} />
      <h1>Small Next.js reference app</h1>
      <p>A heading and a paragraph, built with the same Next.js and React versions as the site.</p>
      <p>
        <Link href="/p/1">A trivial page</Link>
      </p>
      <Counter />
    </main>
  );
}
