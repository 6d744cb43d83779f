import {
  cleanLine,
  extractFindings,
  findingLabel,
  headingKind,
  isContentsEntry,
  isNarrativeFinding,
  isPageNumberLine,
  isStatusRow,
  parseTrecRow,
  repeatedEdgeLines,
  stripOutlineNumber,
  type PageText,
} from './findings';

const page = (number: number, lines: string[]): PageText => ({ page: number, lines });

describe('report text rules', () => {
  it.each([
    ['Page 3 of 25', true],
    ['3 / 25', true],
    ['- 7 -', true],
    ['REI 7-6 (8/9/21) Page 3 of 25', true],
    ['12', true],
    ['Page 3: the roof', false],
    ['Replace 3 shingles', false],
  ])('takes %p for a page number line: %p', (line, expected) => {
    expect(isPageNumberLine(line)).toBe(expected);
  });

  it.each([
    ['Roof .......... 3', true],
    ['2 Exterior . . . . . . . . . 5', true],
    ['Electrical… 12', true],
    ['The panel is 20 years old.', false],
    ['Service: 200 amp', false],
  ])('takes %p for a table of contents entry: %p', (line, expected) => {
    expect(isContentsEntry(line)).toBe(expected);
  });

  it.each([
    ['3.1.2 Roof Covering', 'Roof Covering'],
    ['IV. PLUMBING SYSTEMS', 'PLUMBING SYSTEMS'],
    ['A. Foundations', 'Foundations'],
    ['Section 4: Electrical', 'Electrical'],
    ['3: ROOF', 'ROOF'],
    ['A stair-step crack', 'A stair-step crack'],
    ['200 amp service', '200 amp service'],
  ])('strips the outline number of %p', (line, expected) => {
    expect(stripOutlineNumber(line)).toBe(expected);
  });

  it.each([
    ['Roof', 'system'],
    ['2. Electrical', 'system'],
    ['III. HEATING, VENTILATION AND AIR CONDITIONING SYSTEMS', 'system'],
    ['Roof Covering Materials', 'system'],
    ['Standards of Practice', 'boilerplate'],
    ['Table of Contents', 'boilerplate'],
    ['Inspection Agreement', 'boilerplate'],
    ['LIMITATIONS', 'boilerplate'],
    ['The roof is leaking at the chimney.', undefined],
    ['Roof covering material: architectural asphalt shingles.', undefined],
  ])('reads %p as a heading of kind %p', (line, kind) => {
    expect(headingKind(line)?.kind).toBe(kind);
  });

  it.each([
    ['Safety Hazard', 'Safety Hazard', ''],
    ['Repair or Replace: The toilet is loose.', 'Repair or Replace', 'The toilet is loose.'],
    ['Deficiency: missing GFCI', 'Deficiency', 'missing GFCI'],
    ['Maintenance Item', 'Maintenance Item', ''],
    ['Material: vinyl', undefined, undefined],
    ['Inspected', undefined, undefined],
  ])('reads the label of %p', (line, label, rest) => {
    const found = findingLabel(line);
    expect(found?.label).toBe(label);
    expect(found?.rest).toBe(rest);
  });

  it.each([
    ['☒ ☐ ☐ ☒ A. Foundations', { deficient: true, rest: 'A. Foundations' }],
    ['☒ ☐ ☐ ☐ B. Grading and Drainage', { deficient: false, rest: 'B. Grading and Drainage' }],
    ['[X] [ ] [ ] [X] C. Roof Covering Materials', { deficient: true, rest: 'C. Roof Covering Materials' }],
    ['X X X X', undefined],
    ['Roof', undefined],
  ])('reads the TREC row %p', (line, row) => {
    expect(parseTrecRow(line)).toEqual(row);
  });

  it.each(['Inspected', 'Not Inspected', 'Not Present', 'I NI NP D', 'Satisfactory'])('takes %p for a status row, never an item', (line) => {
    expect(isStatusRow(line)).toBe(true);
  });

  it('takes a paragraph for a narrative finding only when it names a defect and a repair, and none of the report’s own terms', () => {
    expect(isNarrativeFinding('The drain trap under the kitchen sink is leaking. Recommend a licensed plumber repair the leak.')).toBe(true);
    expect(isNarrativeFinding('The water heater is a 50 gallon electric unit located in the garage.')).toBe(false);
    expect(isNarrativeFinding('The inspector is not required to operate breakers and shall recommend repair of damaged components.')).toBe(false);
    expect(isNarrativeFinding('This report is not a warranty; we recommend you repair any leak found prior to closing.')).toBe(false);
  });

  it('cleans control characters and runs of spaces, and cuts a line at 2,000 characters', () => {
    expect(cleanLine('  Roof\u0000\tleak\u00a0 here ')).toBe('Roof leak here');
    expect(cleanLine('x'.repeat(50_000))).toHaveLength(2_000);
  });

  it('finds headers and footers repeated at the edge of at least half the pages, whatever their numbers', () => {
    const pages = [1, 2, 3, 4].map((number) => page(number, ['12 Elm St - Inspection', 'Body text', `Page ${number} of 4`]));
    const repeated = repeatedEdgeLines(pages);
    expect(repeated.has('# elm st - inspection')).toBe(true);
    expect(repeated.has('page # of #')).toBe(true);
    expect(repeated.has('body text')).toBe(true); // at the edge of every page too: a running line
  });
});

describe('extractFindings', () => {
  const shingles = 'Several shingles on the rear slope are damaged. Recommend a roofer replace them.';

  it('takes a labeled finding with its section, page and service', () => {
    const [finding] = extractFindings([page(4, ['1: ROOF', 'Recommendation', 'Damaged shingles', '', shingles])]);
    expect(finding).toMatchObject({ section: 'ROOF', page: 4, category: 'roof', safety: false });
    expect(finding?.text).toBe(`Recommendation: Damaged shingles ${shingles}`);
  });

  it('lists safety hazards first', () => {
    const findings = extractFindings([
      page(2, ['Roof', `Repair: ${shingles}`, '', 'Electrical', 'Safety Hazard: Two conductors share a single-pole breaker. This is a shock hazard; recommend an electrician correct it.']),
    ]);
    expect(findings.map((finding) => finding.category)).toEqual(['electrical', 'roof']);
    expect(findings[0]?.safety).toBe(true);
    expect(findings.map((finding) => finding.id)).toEqual([0, 1]);
  });

  it('never takes boilerplate sections, tables of contents, page numbers or status rows for items', () => {
    const findings = extractFindings([
      page(1, ['Table of Contents', 'Roof .......... 3', 'Standards of Practice', 'The inspector shall recommend repair of damaged roof coverings and report leaks.', '']),
      page(2, ['Inspection Agreement', 'Any leak or damage found must be repaired by a licensed contractor, we recommend.', 'Page 2 of 3']),
      page(3, ['Roof', 'Inspected', 'Not Inspected', 'Roof covering material: asphalt shingles.', 'Page 3 of 3']),
    ]);
    expect(findings).toEqual([]);
  });

  it('takes the comments under a TREC row marked Deficient, and not those under a row without the mark', () => {
    const findings = extractFindings([
      page(5, [
        'I. STRUCTURAL SYSTEMS',
        '☒ ☐ ☐ ☐ B. Grading and Drainage',
        'Comments:',
        'Grading slopes away from the house.',
        '',
        '☒ ☐ ☐ ☒ A. Foundations',
        'Comments:',
        'Foundation type: slab on grade.',
        '',
        'A crack with displacement was observed at the rear corner of the slab.',
      ]),
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ section: 'STRUCTURAL SYSTEMS — Foundations', category: 'structural', page: 5 });
  });

  it('keeps a finding repeated in the summary and the body once, where it first appears', () => {
    const text = `Repair or Replace: ${shingles}`;
    const findings = extractFindings([page(2, ['Summary', '1.1 Roof', text]), page(9, ['1. Roof', text])]);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.page).toBe(2);
  });

  it('reads a long hostile text in linear time', () => {
    const lines = Array.from({ length: 5_000 }, (_, index) => `${'a'.repeat(index % 50)} Recommend repair of the damaged ${'(('.repeat(20)} leak ${index}`);
    const started = performance.now();
    const findings = extractFindings([page(1, ['Plumbing', ...lines])]);
    expect(findings.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
