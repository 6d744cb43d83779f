import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asciiFileName, checkUpload, hasPdfSignature, MAX_REPORT_BYTES, outcomeOf, readReport, safeFileName } from './read-report';
import { CORPUS_DIR } from '@/test/support/reports/score';
import { decompressionBomb } from '@/test/support/reports/hostile';

const hostile = (name: string) => readFile(path.join(CORPUS_DIR, 'hostile', name)).then((buffer) => new Uint8Array(buffer));

describe('upload checks before a read', () => {
  // The title names the file and the refusal; the bytes come last, never printed (a 25 MB array in
  // a title costs jest half a minute to format and report).
  it.each([
    ['an empty file', 'empty', new Uint8Array(0)],
    ['a ZIP renamed .pdf', 'not_pdf', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])],
    ['text that mentions %PDF- later', 'not_pdf', new TextEncoder().encode('hello %PDF-1.7')],
    ['a file over 25 MB', 'too_large', (() => {
      const bytes = new Uint8Array(MAX_REPORT_BYTES + 1);
      bytes.set(new TextEncoder().encode('%PDF-1.7'));
      return bytes;
    })()],
    ['a PDF', undefined, new TextEncoder().encode('%PDF-1.7\n...')],
  ])('answers %s with the refusal %p', (_name, refusal, bytes) => {
    expect(checkUpload(bytes)).toBe(refusal);
  });

  it('takes only files that start with the PDF signature', () => {
    expect(hasPdfSignature(new TextEncoder().encode('%PDF-'))).toBe(true);
    expect(hasPdfSignature(new TextEncoder().encode(' %PDF-'))).toBe(false);
  });

  it.each([
    ['C:\\Users\\dana\\Report.pdf', 'Report.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['inspection "final".PDF', 'inspection _final_.PDF'],
    ['', 'inspection-report.pdf'],
    ['.hidden', 'inspection-report.pdf'],
  ])('keeps %p as the file name %p', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('gives the download a plain ASCII name', () => {
    expect(asciiFileName('Résumé–report.pdf')).toBe('R_sum__report.pdf');
  });
});

describe('reading a report', () => {
  it('takes a report with too little text per page for a scanned one', () => {
    expect(outcomeOf({ ok: true, pageCount: 3, pages: [], characters: 20, ms: 5 })).toEqual({ kind: 'scanned', pageCount: 3, ms: 5 });
  });

  it('keeps a report that was too slow or too large to read, for the owner', () => {
    expect(outcomeOf({ ok: false, reason: 'too_slow', ms: 20_000 }).kind).toBe('unread');
    expect(outcomeOf({ ok: false, reason: 'too_large_to_read', ms: 900 }).kind).toBe('unread');
  });

  it.each([
    ['encrypted.pdf', { kind: 'refused', reason: 'encrypted' }],
    ['truncated.pdf', { kind: 'refused', reason: 'unreadable' }],
    ['scanned-image-only.pdf', { kind: 'scanned', pageCount: 3 }],
  ])('answers %s with %p', async (name, expected) => {
    expect(await readReport(await hostile(name))).toMatchObject(expected);
  }, 30_000);

  it('reads a PDF with JavaScript and an open action as text, and runs none of it', async () => {
    const alerts: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((...args: unknown[]) => {
      alerts.push(args);
      return Promise.reject(new Error('no network'));
    }) as typeof fetch;
    try {
      const outcome = await readReport(await hostile('javascript-open-action.pdf'));
      expect(outcome).toMatchObject({ kind: 'read', pageCount: 1 });
      expect(outcome.kind === 'read' ? outcome.findings.map((finding) => finding.category) : []).toEqual(['roof']);
      expect(alerts).toEqual([]);
    } finally {
      globalThis.fetch = original;
    }
  }, 30_000);

  it('ends the read of a decompression bomb at the memory or time limit and keeps the report for the owner', async () => {
    const outcome = await readReport(await decompressionBomb(), { timeMs: 8_000, memoryMb: 96, maxPages: 300 });
    expect(outcome.kind).toBe('unread');
  }, 60_000);
});
