// Reads the text of PDFs, page by page, one at a time, in a worker thread that is kept between reports
// (lib/reports/extract.ts starts it with a memory ceiling, gives each report a time limit, and ends the
// worker when either is exceeded). Plain JavaScript, loaded by Node as it is: it never goes through
// the site's bundle, and pdf.js is imported from node_modules.
//
// pdf.js runs with evaluation off (isEvalSupported: false: no Function() built from PDF data, the
// cause of CVE-2024-4367 in versions before 4.2.67), no fonts loaded into anything, no XFA forms and
// no scripting: a PDF's JavaScript and open actions are data it never runs.
import { constants, setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A read takes only the CPU the pages leave it: on Linux each thread has a scheduling priority of its
// own, and setPriority without a pid sets the calling thread's, so this worker yields to the threads
// answering visitors. Where that is refused, the read runs at the normal priority.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not permitted here: the one-read-at-a-time limit still leaves a core to the pages.
}

// pdf.js's messages describe the file, not the visitor: they are not worth a line of the server's log each.
for (const method of /** @type {const} */ (['log', 'info', 'warn', 'error', 'debug'])) console[method] = () => {};

/** @typedef {{ str: string, x: number, y: number, width: number, height: number }} Piece */

/** @param {any[]} items @returns {Piece[]} */
function pieces(items) {
  const out = [];
  for (const item of items) {
    if (typeof item.str !== 'string' || item.str.trim() === '') continue;
    const [, , , d, x, y] = item.transform;
    out.push({ str: item.str, x, y, width: item.width || 0, height: Math.abs(item.height || d || 10) });
  }
  return out;
}

/**
 * The x where a page divides into two columns, or undefined: a vertical band between 30% and 70% of
 * the width that no piece of the page's body crosses (the top and bottom tenth, where running headers
 * and footers sit, are ignored), with text on both sides.
 * @param {Piece[]} list @param {number} width @param {number} height
 */
function gutter(list, width, height) {
  const bins = 100;
  const covered = new Uint8Array(bins);
  let left = 0;
  let right = 0;
  for (const piece of list) {
    if (piece.y < height * 0.1 || piece.y > height * 0.9) continue;
    const from = Math.max(0, Math.floor((piece.x / width) * bins));
    const to = Math.min(bins - 1, Math.floor(((piece.x + piece.width) / width) * bins));
    for (let bin = from; bin <= to; bin += 1) covered[bin] = 1;
    if (piece.x + piece.width < width / 2) left += piece.str.length;
    else if (piece.x > width / 2) right += piece.str.length;
  }
  if (left < 60 || right < 60) return undefined;
  let runStart = -1;
  for (let bin = 30; bin <= 70; bin += 1) {
    if (!covered[bin]) {
      if (runStart < 0) runStart = bin;
      if (bin - runStart >= 1) return ((runStart + bin + 1) / 2 / bins) * width;
    } else runStart = -1;
  }
  return undefined;
}

/** Lines top to bottom, '' where the gap between two lines is wider than a paragraph break. @param {Piece[]} list */
function linesOf(list) {
  const sorted = [...list].sort((a, b) => b.y - a.y || a.x - b.x);
  /** @type {{ y: number, height: number, parts: Piece[] }[]} */
  const rows = [];
  for (const piece of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row.y - piece.y) <= Math.max(2, Math.min(row.height, piece.height) * 0.4)) row.parts.push(piece);
    else rows.push({ y: piece.y, height: piece.height, parts: [piece] });
  }
  const lines = [];
  let previous;
  for (const row of rows) {
    row.parts.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const part of row.parts) {
      if (text && part.x - end > part.height * 0.15 && !text.endsWith(' ') && !part.str.startsWith(' ')) text += ' ';
      text += part.str;
      end = part.x + part.width;
    }
    if (previous && previous.y - row.y > Math.max(previous.height, row.height) * 1.45) lines.push('');
    lines.push(text);
    previous = row;
  }
  return lines;
}

/**
 * One report's text. The document is always destroyed before the answer (pdf.js keeps nothing of it:
 * its parsed objects, fonts and page caches go with the document), so the next report this worker
 * reads starts from the same state as the first.
 * @param {Uint8Array} data @param {number} maxPages
 */
async function read(data, maxPages) {
  const task = getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  // No onPassword callback: pdf.js then rejects a password-protected file at once with a
  // PasswordException instead of waiting for a password.
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    // Destroying what was loaded cannot change the answer: a failure there is not the file's.
    await task.destroy().catch(() => undefined);
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
    return { ok: false, reason: name === 'PasswordException' ? 'encrypted' : 'unreadable' };
  }
  try {
    const pageCount = document.numPages;
    const pages = [];
    let characters = 0;
    for (let number = 1; number <= Math.min(pageCount, maxPages); number += 1) {
      const page = await document.getPage(number);
      const [, , width, height] = page.view;
      const content = await page.getTextContent({ disableNormalization: false });
      const list = pieces(content.items);
      const split = gutter(list, width, height);
      let lines;
      if (split === undefined) lines = linesOf(list);
      else {
        const margin = list.filter((piece) => piece.y < height * 0.1 || piece.y > height * 0.9);
        const body = list.filter((piece) => piece.y >= height * 0.1 && piece.y <= height * 0.9);
        const top = margin.filter((piece) => piece.y > height * 0.9);
        const bottom = margin.filter((piece) => piece.y < height * 0.1);
        lines = [
          ...linesOf(top),
          ...linesOf(body.filter((piece) => piece.x < split)),
          '',
          ...linesOf(body.filter((piece) => piece.x >= split)),
          ...linesOf(bottom),
        ];
      }
      for (const line of lines) characters += line.length;
      pages.push({ page: number, lines });
      page.cleanup();
    }
    // The worker's heap when done: about its peak, as a heap of this size is rarely collected down before the end.
    const heapMb = Math.round(getHeapStatistics().total_heap_size / 1_048_576);
    return { ok: true, pageCount, pages, characters, heapMb };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

// Reports come one at a time (the reader never sends the next before this one's answer), each with
// the id its answer carries back. pdf.js stays loaded between them: that is what the worker is kept for.
parentPort?.on('message', (/** @type {{ id: number, data: Uint8Array, maxPages: number }} */ job) => {
  read(job.data, job.maxPages)
    .catch(() => ({ ok: false, reason: 'unreadable' }))
    .then((result) => parentPort?.postMessage({ id: job.id, result }));
});
