import { readBody, readMultipartForm } from './body';

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

describe('readMultipartForm', () => {
  const SITE = 'https://tidewaterinspectionrepairs.com';
  const upload = (form: FormData, headers: Record<string, string> = {}) => {
    const encoded = new Request(`${SITE}/api/inspection-report`, { method: 'POST', body: form });
    return new Request(encoded, { headers: { 'content-type': encoded.headers.get('content-type') ?? '', origin: SITE, ...headers } });
  };
  const reportForm = () => {
    const form = new FormData();
    form.append('report', new Blob(['%PDF-1.7 a report'], { type: 'application/pdf' }), 'report.pdf');
    return form;
  };

  it('gives the parsed form of a same-origin upload within the cap', async () => {
    const result = await readMultipartForm(upload(reportForm()), { siteUrl: SITE, maxBytes: 10_000 });
    expect(result.ok).toBe(true);
    const file = result.ok ? result.form.get('report') : null;
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe('%PDF-1.7 a report');
  });

  it('refuses a post from another site before reading anything', async () => {
    expect(await readMultipartForm(upload(reportForm(), { origin: 'https://elsewhere.example' }), { siteUrl: SITE, maxBytes: 10_000 })).toEqual({ ok: false, error: 'cross_site' });
  });

  it('refuses a body that is not multipart', async () => {
    const request = new Request(`${SITE}/api/inspection-report`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: SITE } });
    expect(await readMultipartForm(request, { siteUrl: SITE, maxBytes: 10_000 })).toEqual({ ok: false, error: 'unsupported_type' });
  });

  it('refuses an upload over the cap as too large', async () => {
    expect(await readMultipartForm(upload(reportForm()), { siteUrl: SITE, maxBytes: 50 })).toEqual({ ok: false, error: 'too_large' });
  });

  it('refuses a multipart body that does not parse', async () => {
    const request = new Request(`${SITE}/api/inspection-report`, { method: 'POST', body: 'not a multipart body', headers: { 'content-type': 'multipart/form-data; boundary=xyz', origin: SITE } });
    expect(await readMultipartForm(request, { siteUrl: SITE, maxBytes: 10_000 })).toEqual({ ok: false, error: 'invalid_body' });
  });
});
