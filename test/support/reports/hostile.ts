import { randomBytes } from 'node:crypto';
import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/**
 * The two big hostile files, made when a test needs them rather than kept in the repository: a
 * decompression bomb (a page whose content stream is a few hundred kilobytes that inflate to about
 * 150 MB of text operators) and PDFs of a chosen size (a real one-page report padded with an
 * attachment of random bytes, which does not compress).
 */

async function deflateRepeated(chunk: Buffer, times: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let index = 0; index < times; index += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

export async function decompressionBomb(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 792]);
  page.setFont(font);
  // One MiB of 'show this text' operators, repeated 150 times: each inflates into many text items.
  const line = Buffer.from('BT /F1 10 Tf 72 700 Td (Roof: damaged shingles, recommend repair) Tj ET\n');
  const chunk = Buffer.concat(Array.from({ length: Math.floor(1_048_576 / line.length) }, () => line));
  const compressed = await deflateRepeated(chunk, 150);
  // The stream's bytes are already deflated: written as they are, with the filter declared.
  const raw = document.context.stream(compressed, { Filter: 'FlateDecode', Length: compressed.length });
  page.node.set(PDFName.of('Contents'), document.context.register(raw));
  return document.save();
}

/**
 * A valid report of about `bytes` bytes: one page of findings and an attachment of random bytes (an
 * embedded file in the document's name tree, as PDFDocument.attach writes it). The attachment is
 * deflated here by Node's zlib rather than by pdf-lib's JavaScript deflate, which takes seconds of the
 * test's time on 24 MB; the file is the same kind either way.
 */
export async function paddedReport(bytes: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 792]);
  page.drawText('Roof', { x: 72, y: 700, size: 14, font });
  page.drawText('Repair: Several shingles on the rear slope are damaged. Recommend a roofer replace them.', { x: 72, y: 670, size: 10, font });
  const base = (await document.save()).length;
  const padding = randomBytes(Math.max(0, bytes - base - 2_000));
  const name = 'site-photos.bin';
  const file = document.context.register(
    document.context.stream(deflateSync(padding, { level: 1 }), { Type: 'EmbeddedFile', Subtype: 'application/octet-stream', Filter: 'FlateDecode', Params: { Size: padding.length } }),
  );
  const spec = document.context.register(document.context.obj({ Type: 'Filespec', F: PDFString.of(name), UF: PDFHexString.fromText(name), EF: { F: file } }));
  document.catalog.set(PDFName.of('Names'), document.context.obj({ EmbeddedFiles: { Names: [PDFHexString.fromText(name), spec] } }));
  return document.save();
}
