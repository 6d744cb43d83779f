import { connection } from 'next/server';
import { notFound } from 'next/navigation';

/**
 * Where the proxy sends a /blog address the article index does not know (proxy.ts). Rendered per
 * request and never stored: an unknown address costs no disk, however many are asked for.
 */
export default async function BlogAddressNotFound() {
  await connection();
  notFound();
}
