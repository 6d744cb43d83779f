import { isSameOriginRequest } from './origin';

/**
 * Request bodies read with a byte cap. Content-Length is checked before anything is read, and the
 * stream is counted as it arrives (a chunked request has no length), so an oversized body costs at
 * most `maxBytes` of memory before the 413.
 */

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413 };

export type BodyBytesResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413 };

export async function readBody(request: Request, { maxBytes }: { maxBytes: number }): Promise<BodyResult> {
  const read = await readBodyBytes(request, { maxBytes });
  // Invalid UTF-8 becomes U+FFFD, which the field validators then reject or keep as text.
  return read.ok ? { ok: true, text: new TextDecoder('utf-8').decode(read.bytes) } : read;
}

/** The body as bytes (an uploaded file), under the same cap. */
export async function readBodyBytes(request: Request, { maxBytes }: { maxBytes: number }): Promise<BodyBytesResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) return { ok: false, status: 400 };
    if (Number(declared) > maxBytes) {
      await request.body?.cancel().catch(() => undefined);
      return { ok: false, status: 413 };
    }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken chunked body.
    return { ok: false, status: 400 };
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type MultipartResult = { ok: true; form: FormData } | { ok: false; error: 'cross_site' | 'unsupported_type' | 'too_large' | 'invalid_body' };

/**
 * A same-origin multipart/form-data post (a file upload), read under the cap and parsed; cheapest
 * check first: the origin, the declared type, then the body.
 */
export async function readMultipartForm(request: Request, { siteUrl, maxBytes }: { siteUrl: string; maxBytes: number }): Promise<MultipartResult> {
  if (!isSameOriginRequest(request, siteUrl)) return { ok: false, error: 'cross_site' };
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return { ok: false, error: 'unsupported_type' };
  const read = await readBodyBytes(request, { maxBytes });
  if (!read.ok) return { ok: false, error: read.status === 413 ? 'too_large' : 'invalid_body' };
  try {
    return { ok: true, form: await new Response(read.bytes, { headers: { 'content-type': type } }).formData() };
  } catch {
    return { ok: false, error: 'invalid_body' };
  }
}
