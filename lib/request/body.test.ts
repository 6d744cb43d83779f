import { readBody } from './body';

function streamOf(chunks: number, chunkBytes: number, onPull: () => void): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (sent >= chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1/api/contact', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

describe('readBody', () => {
  it('returns the text of a body within the cap', async () => {
    await expect(readBody(post('{"a":"é"}'), { maxBytes: 100 })).resolves.toEqual({ ok: true, text: '{"a":"é"}' });
  });

  it('refuses a declared Content-Length over the cap without reading a byte', async () => {
    let pulls = 0;
    const request = post(streamOf(1000, 1024, () => (pulls += 1)), { 'content-length': String(200 * 1024 * 1024) });
    await expect(readBody(request, { maxBytes: 20_000 })).resolves.toEqual({ ok: false, status: 413 });
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it('stops reading an undeclared (chunked) body as soon as it passes the cap', async () => {
    let pulls = 0;
    const request = post(streamOf(200 * 1024, 1024, () => (pulls += 1)));
    await expect(readBody(request, { maxBytes: 20_000 })).resolves.toEqual({ ok: false, status: 413 });
    // 20 chunks of 1 KiB pass the cap; the stream may have one more queued.
    expect(pulls).toBeLessThan(25);
  });

  it('counts bytes, not characters', async () => {
    await expect(readBody(post('é'.repeat(60)), { maxBytes: 100 })).resolves.toEqual({ ok: false, status: 413 });
  });

  it.each(['abc', '-1', '1e9', ''])('refuses the malformed Content-Length %p', async (length) => {
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: 'x' });
    const forged = new Proxy(request, {
      get: (target, property) => (property === 'headers' ? new Headers({ 'content-length': length }) : Reflect.get(target, property, target)),
    });
    await expect(readBody(forged, { maxBytes: 100 })).resolves.toEqual({ ok: false, status: 400 });
  });

  it('reads an empty body as empty text', async () => {
    await expect(readBody(post(null), { maxBytes: 100 })).resolves.toEqual({ ok: true, text: '' });
  });
});
