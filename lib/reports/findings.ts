import type { ServiceCategory } from './categories';
import { classifyFinding, isSafetyHazard, wordText } from './classify';

/**
 * From a report's text (lines per page, an empty line where the page leaves a gap) to the repairs it
 * lists. Every step walks the lines once; the only regular expressions are anchored and free of
 * nested repetition, and every line is cut to MAX_LINE characters first, so a hostile text layer
 * costs time in proportion to its length.
 *
 * Rules, in the order they apply:
 * 1. Headers and footers: a line in the first or last LINES_AT_EDGE lines of a page, repeated (digits
 *    aside) at the edge of at least half the pages (and at least 3), is dropped, as is every page
 *    number line ('Page 3 of 25', '3 / 25', '- 3 -').
 * 2. Tables of contents: a line that ends in a leader of dots and a page number is dropped.
 * 3. Boilerplate sections (standards of practice, limitations, the agreement, definitions, table of
 *    contents...) are skipped until the next heading of a house system.
 * 4. A finding is a paragraph that the inspector labeled (Safety Hazard, Repair, Deficiency, Defect,
 *    Recommendation, Maintenance Item, Repair or Replace, Needs Repair...), a comment under a TREC row
 *    whose D (deficient) box is marked, or in a narrative report a paragraph that both names a defect
 *    and recommends a repair. Rows that only say Inspected / Not Inspected / Not Present are never items.
 * 5. The same finding repeated (a summary and the body) is kept once, where it first appears.
 * 6. Safety hazards come first; the rest keep the report's order.
 */

export type PageText = { page: number; lines: readonly string[] };

export type Finding = {
  /** Position in the report's order, stable for one text: the visitor's ticks refer to it. */
  id: number;
  section: string;
  /** The inspector's whole words for the finding (the label kept when it says what to do). */
  text: string;
  page: number;
  category: ServiceCategory;
  safety: boolean;
};

export const MAX_LINE = 2_000;
/** A finding longer than this is cut (the original is with the report). */
export const MAX_FINDING = 4_000;
/** Far more than any real report lists; the rest is left to the owner's reading. */
export const MAX_FINDINGS = 400;
const LINES_AT_EDGE = 4;

/** Whitespace collapsed, control characters dropped, cut to MAX_LINE. */
export function cleanLine(line: string): string {
  let out = '';
  let space = false;
  const end = Math.min(line.length, MAX_LINE * 2);
  for (let index = 0; index < end && out.length < MAX_LINE; index += 1) {
    const char = line[index] as string;
    const code = char.charCodeAt(0);
    if (code <= 32 || code === 0xa0 || (code >= 0x7f && code < 0xa0) || code === 0x2002 || code === 0x2003 || code === 0x2009) {
      space = out.length > 0;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += char;
  }
  return out;
}

/** The line with every run of digits replaced by '#', lowercased: how repeated headers are recognized. */
export function edgeKey(line: string): string {
  let out = '';
  let digit = false;
  for (const char of line.toLowerCase()) {
    const isDigit = char >= '0' && char <= '9';
    if (isDigit && !digit) out += '#';
    else if (!isDigit) out += char;
    digit = isDigit;
  }
  return out;
}

const PAGE_NUMBER_KEYS = new Set(['page #', 'page # of #', 'page #/#', 'page # / #', '# of #', '# / #', '#/#', '- # -', '#', 'pg #', 'p. #', '(#)']);

export function isPageNumberLine(line: string): boolean {
  const key = edgeKey(line);
  if (PAGE_NUMBER_KEYS.has(key)) return true;
  // 'Inspection Report - Page 3 of 25', '123 Main St | Page 3': a running line that ends with the page.
  return key.endsWith('page # of #') || key.endsWith('page #');
}

/** '....... 12' or '. . . 12' at the end of a line: a table of contents entry. */
export function isContentsEntry(line: string): boolean {
  let index = line.length - 1;
  while (index >= 0 && line[index]! >= '0' && line[index]! <= '9') index -= 1;
  if (index === line.length - 1) return false;
  let dots = 0;
  while (index >= 0 && (line[index] === '.' || line[index] === ' ' || line[index] === '…')) {
    if (line[index] !== ' ') dots += line[index] === '…' ? 4 : 1;
    index -= 1;
  }
  return dots >= 4;
}

/** Lines (digits aside) found at the top or bottom of at least half the pages: running headers and footers. */
export function repeatedEdgeLines(pages: readonly PageText[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const lines = page.lines.filter((line) => line !== '');
    const edge = new Set([...lines.slice(0, LINES_AT_EDGE), ...lines.slice(-LINES_AT_EDGE)].map(edgeKey));
    for (const key of edge) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const needed = Math.max(3, Math.ceil(pages.length / 2));
  const repeated = new Set<string>();
  for (const [key, count] of counts) if (count >= needed) repeated.add(key);
  return repeated;
}

/** Leading outline numbers: '3.', '3.1.2', 'IV.', 'A.', 'Section 4:' (one token, then a space). */
export function stripOutlineNumber(line: string): string {
  let rest = line;
  if (rest.toLowerCase().startsWith('section ')) rest = rest.slice(8);
  const space = rest.indexOf(' ');
  if (space <= 0 || space > 8) return line;
  const token = rest.slice(0, space);
  const bare = token.replace(/[.):]+$/, '');
  // '200 amp' is a quantity, not an outline number: a bare number needs its '.', ')' or ':'.
  const numeric = /^\d{1,3}(?:\.\d{1,3}){0,3}$/.test(bare) && (token.length > bare.length || bare.includes('.'));
  const roman = /^[ivxlIVXL]{1,5}$/.test(bare) && token.length > bare.length;
  const letter = /^[A-Za-z]$/.test(bare) && token.length > bare.length;
  return numeric || roman || letter ? rest.slice(space + 1).trim() : line;
}

/** Box characters a form prints for I / NI / NP / D. */
const BOX_CHECKED = new Set(['☒', '☑', '✔', '✓', '■', '[X]', '[x]', 'X', 'x']);
const BOX_EMPTY = new Set(['☐', '□', '[ ]', '[]']);

export type TrecRow = { deficient: boolean; rest: string };

/** A TREC row: four boxes (Inspected, Not Inspected, Not Present, Deficient) then the item's name. */
export function parseTrecRow(line: string): TrecRow | undefined {
  const tokens = line.replaceAll('[ ]', '☐').replaceAll('[]', '☐').split(' ');
  const boxes: boolean[] = [];
  let index = 0;
  while (index < tokens.length && boxes.length < 4) {
    const token = tokens[index] as string;
    if (BOX_CHECKED.has(token)) boxes.push(true);
    else if (BOX_EMPTY.has(token)) boxes.push(false);
    else break;
    index += 1;
  }
  if (boxes.length !== 4 || !boxes.some((box) => !box)) return undefined;
  const rest = tokens.slice(index).join(' ');
  return rest ? { deficient: boxes[3] === true, rest } : undefined;
}

const SYSTEM_WORDS = [
  'roof', 'roofing', 'roof covering', 'exterior', 'grounds', 'site', 'structure', 'structural', 'structural systems', 'foundation', 'foundations',
  'crawlspace', 'crawl space', 'basement', 'attic', 'insulation', 'ventilation', 'electrical', 'electrical systems', 'plumbing', 'plumbing systems',
  'water heater', 'water heaters', 'heating', 'cooling', 'hvac', 'heating ventilation and air conditioning', 'heating ventilation and air conditioning systems', 'heating and cooling', 'interior', 'interiors',
  'kitchen', 'bathroom', 'bathrooms', 'laundry', 'garage', 'doors', 'windows', 'doors and windows', 'fireplace', 'fireplaces', 'chimney', 'appliances',
  'decks', 'deck', 'porch', 'porches', 'grading and drainage', 'gutters', 'walls', 'ceilings', 'floors', 'stairways', 'service panel', 'branch circuits',
  'service entrance', 'distribution systems', 'drains', 'water supply', 'ducts and vents', 'heating equipment', 'cooling equipment', 'smoke alarms',
  'life safety', 'safety', 'summary', 'report summary', 'summary of findings', 'deficiency summary',
];

const BOILERPLATE_WORDS = [
  'standards of practice', 'limitations', 'general limitations', 'limitations and exclusions', 'scope of inspection', 'scope of the inspection', 'scope',
  'inspection agreement', 'pre-inspection agreement', 'agreement', 'terms and conditions', 'disclaimer', 'definitions', 'table of contents', 'contents',
  'introduction', 'general information', 'inspection details', 'property and inspection information', 'about this report', 'how to read this report',
  'report overview', 'notice to prospective buyers', 'purpose and scope', 'exclusions', 'legal notice', 'glossary', 'report identification',
  'promulgated by the texas real estate commission', 'additional information provided by inspector', 'important notice',
];

/** A short line that names a house system or a boilerplate part of the report, once its outline number is stripped. */
export function headingKind(line: string): { kind: 'system' | 'boilerplate'; name: string } | undefined {
  if (line.length > 70 || line.endsWith('.') || line.endsWith(',')) return undefined;
  const name = stripOutlineNumber(line).replace(/:$/, '').trim();
  if (!name || name.split(' ').length > 7) return undefined;
  const words = wordText(name.replace(/&/g, ' and ')).trim();
  if (BOILERPLATE_WORDS.includes(words)) return { kind: 'boilerplate', name };
  if (SYSTEM_WORDS.includes(words)) return { kind: 'system', name };
  // 'Roof Covering Materials', 'Electrical Service Panel': a system word and at most four more words.
  const first = SYSTEM_WORDS.find((word) => words.startsWith(`${word} `));
  if (first && name.split(' ').length <= 5 && !name.includes(':')) return { kind: 'system', name };
  return undefined;
}

/** Labels inspectors put before a finding, lowercased; a finding paragraph starts with one. */
const FINDING_LABELS = [
  'safety hazard', 'safety concern', 'safety issue', 'repair or replace', 'repair/replace', 'repair', 'repairs needed', 'needs repair', 'deficiency',
  'deficient', 'defect', 'major defect', 'minor defect', 'material defect', 'recommendation', 'recommend repair', 'maintenance item', 'maintenance',
  'marginal', 'further evaluation', 'evaluate', 'correction needed', 'action item', 'major concern', 'concern', 'improvement recommended',
];

/** A label alone on a line (Spectora prints the colored tag above the finding) or before a colon. */
export function findingLabel(line: string): { label: string; rest: string } | undefined {
  const colon = line.indexOf(':');
  const head = colon > 0 && colon <= 32 ? line.slice(0, colon) : line.length <= 32 ? line : '';
  if (!head) return undefined;
  const words = wordText(stripOutlineNumber(head)).trim();
  if (!FINDING_LABELS.includes(words)) return undefined;
  return { label: head.trim(), rest: colon > 0 ? line.slice(colon + 1).trim() : '' };
}

const DEFECT_CUES = [
  'damaged', 'damage', 'missing', 'leak', 'leaking', 'leaks', 'leaked', 'crack', 'cracked', 'cracking', 'rot', 'rotted', 'decay', 'deteriorated',
  'deterioration', 'loose', 'inoperable', 'not functioning', 'not functional', 'did not', 'does not', 'failed', 'corrosion', 'corroded', 'rusted',
  'improper', 'improperly', 'stained', 'staining', 'moisture', 'worn', 'exceeds', 'beyond', 'lacks', 'lacking', 'no gfci', 'not installed', 'broken',
  'sagging', 'settlement', 'separated', 'separation', 'gaps', 'gap', 'active', 'elevated', 'excessive', 'defective', 'deficient', 'disconnected',
  'unsecured', 'exposed', 'open', 'reversed', 'double tapped', 'double-tapped', 'blocked', 'clogged', 'slow', 'dripping', 'undersized', 'not sealed',
  'uneven', 'end of', 'past its', 'lifted', 'lifting', 'peeling', 'water intrusion', 'wood destroying', 'hazard', 'lack', 'dirty',
  'buildup', 'stain', 'do not', 'slopes toward', 'negative', 'not latch', 'inadequate', 'no discharge', 'torn',
];

const REPAIR_CUES = [
  'recommend', 'recommended', 'recommends', 'should be repaired', 'should be replaced', 'should be corrected', 'should be evaluated', 'should be serviced',
  'should be installed', 'should be secured', 'should be sealed', 'needs to be', 'need to be', 'repair', 'replace', 'replacement', 'correct', 'corrected',
  'evaluation', 'evaluate', 'licensed', 'qualified contractor', 'have it', 'advise', 'advised',
];

/** Sentences that sound like a finding but belong to the report's own terms. */
const BOILERPLATE_CUES = [
  'this report', 'the client', 'the inspector is not', 'inspector is not required', 'not required to', 'standards of practice', 'not a warranty',
  'is not a guarantee', 'not intended', 'we are not responsible', 'beyond the scope', 'outside the scope', 'read the entire report', 'prior to closing',
  'this inspection', 'the inspection is', 'visual inspection', 'arbitration', 'liability', 'this agreement', 'the company', 'not technically exhaustive',
];

function hasAny(words: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => words.includes(` ${phrase} `));
}

/** A narrative paragraph that names a defect and a repair, and none of the report's own terms. */
export function isNarrativeFinding(text: string): boolean {
  if (text.length < 30) return false;
  const words = wordText(text);
  return hasAny(words, DEFECT_CUES) && hasAny(words, REPAIR_CUES) && !hasAny(words, BOILERPLATE_CUES);
}

/** Words in a status row that only says what was looked at. */
const STATUS_ROWS = new Set(['inspected', 'not inspected', 'not present', 'in ni np d', 'i ni np d', 'in ni np rr', 'acceptable', 'satisfactory', 'serviceable', 'n/a', 'yes', 'no']);

export function isStatusRow(line: string): boolean {
  return STATUS_ROWS.has(wordText(line).trim());
}

type Paragraph = { text: string; page: number; label?: string; trecComment?: boolean; joinNext?: boolean };

export type ExtractOptions = { maxFindings?: number };

/** The findings of a report, safety hazards first. */
export function extractFindings(pages: readonly PageText[], options: ExtractOptions = {}): Finding[] {
  const maxFindings = options.maxFindings ?? MAX_FINDINGS;
  const cleaned = pages.map((page) => ({ page: page.page, lines: page.lines.map(cleanLine) }));
  const repeated = repeatedEdgeLines(cleaned);

  const found: Omit<Finding, 'id'>[] = [];
  const seen = new Set<string>();
  let section = '';
  let subsection = '';
  let boilerplate = false;
  let trecDeficient: boolean | undefined;
  let pendingLabel: string | undefined;
  let paragraph: Paragraph | undefined;

  const sectionName = () => (subsection && subsection !== section ? (section ? `${section} — ${subsection}` : subsection) : section);

  const flush = () => {
    const current = paragraph;
    paragraph = undefined;
    if (!current || boilerplate || found.length >= maxFindings) return;
    const text = current.text.length > MAX_FINDING ? `${current.text.slice(0, MAX_FINDING - 1)}…` : current.text;
    const labeled = current.label !== undefined;
    // Under a row marked Deficient, a comment that names a defect is one; a plain description is not.
    if (!labeled && !(current.trecComment ? hasAny(wordText(text), DEFECT_CUES) : isNarrativeFinding(text))) return;
    if (labeled && text.length < 12) return;
    if (!labeled && hasAny(wordText(text), BOILERPLATE_CUES)) return;
    const key = wordText(text).slice(0, 160);
    if (seen.has(key)) return;
    seen.add(key);
    const where = sectionName() || 'General';
    found.push({ section: where, text, page: current.page, category: classifyFinding(text, where), safety: isSafetyHazard(text, current.label ?? '') });
  };

  const startParagraph = (text: string, page: number, label?: string) => {
    flush();
    paragraph = { text, page, ...(label !== undefined ? { label } : {}), ...(trecDeficient ? { trecComment: true } : {}) };
  };

  for (const { page, lines } of cleaned) {
    for (const line of lines) {
      if (line === '') {
        // A labeled finding's short title and its description are printed as two blocks: one finding.
        if (paragraph?.joinNext) paragraph.joinNext = false;
        else flush();
        continue;
      }
      const key = edgeKey(line);
      if (repeated.has(key) || isPageNumberLine(line) || isContentsEntry(line)) continue;

      const trec = parseTrecRow(line);
      if (trec) {
        flush();
        // The row is a part of the system heading above it; it names the section only when there is none.
        const heading = headingKind(trec.rest);
        if (heading?.kind === 'system' && (!section || boilerplate)) section = heading.name;
        subsection = stripOutlineNumber(trec.rest);
        trecDeficient = trec.deficient;
        boilerplate = false;
        continue;
      }

      const heading = headingKind(line);
      if (heading) {
        flush();
        pendingLabel = undefined;
        if (heading.kind === 'boilerplate') {
          boilerplate = true;
          trecDeficient = undefined;
          continue;
        }
        // A roman-numeral or all-caps heading is a system; a smaller one under it is its part.
        const major = line === line.toUpperCase() || !section || boilerplate || /^[IVX]{1,4}\.\s/.test(line) || /^\d{1,2}\.?\s/.test(line);
        if (major) {
          section = heading.name;
          subsection = '';
        } else subsection = heading.name;
        boilerplate = false;
        trecDeficient = undefined;
        continue;
      }
      if (boilerplate) continue;
      if (isStatusRow(line)) {
        flush();
        continue;
      }

      const label = findingLabel(line);
      if (label) {
        if (label.rest) startParagraph(line, page, label.label);
        else {
          flush();
          pendingLabel = label.label;
        }
        continue;
      }
      if (pendingLabel !== undefined) {
        startParagraph(`${pendingLabel}: ${line}`, page, pendingLabel);
        if (paragraph && line.length <= 80 && !line.endsWith('.')) paragraph.joinNext = true;
        pendingLabel = undefined;
        continue;
      }
      if (trecDeficient && /^comments?:?$/i.test(line)) continue;
      if (paragraph) paragraph.text = paragraph.text.length < MAX_FINDING ? `${paragraph.text} ${line}` : paragraph.text;
      else startParagraph(line.replace(/^comments?:\s*/i, ''), page);
    }
    // A paragraph may run on to the next page; a label does not.
  }
  flush();

  const ordered = [...found.filter((item) => item.safety), ...found.filter((item) => !item.safety)];
  return ordered.map((item, id) => ({ id, ...item }));
}
