import { convertBody, detectBodyFormat, inlineMarkup, isHeadingLine, isListBlock, plainTextToHtml, processBody } from './convert';

describe('body format detection', () => {
  it.each([
    ['<!DOCTYPE html><html><body><p>x</p></body></html>', 'document'],
    ['<html><head></head><body>x</body></html>', 'document'],
    ['<p>Already <strong>tagged</strong></p>', 'html'],
    ['Line one<br>line two', 'html'],
    ['Plain text with a < b and 3 > 2', 'text'],
    ['## Markdown heading\n\nText', 'text'],
  ])('%s is %s', (input, format) => {
    expect(detectBodyFormat(input)).toBe(format);
  });
});

describe('heading detection', () => {
  it.each([
    ['What is PICRA?', true, 'short line ending in a question mark'],
    ['Can the seller refuse?', true, 'question mark'],
    ['1. Read the whole report', true, 'numbered'],
    ['2) Get two quotes', true, 'numbered with a parenthesis'],
    ['Why crawl spaces sweat in summer', true, 'starts with why'],
    ['What the inspector looks for', true, 'starts with what'],
    ['How to read a termite letter', true, 'starts with how'],
    ['Guide to repair addenda', true, 'starts with guide'],
    ['Tips for sellers before listing', true, 'starts with tips'],
    ['Step 2: Send the addendum', true, 'colon and under 80 characters'],
    ['Keep two kinds:', false, 'a colon at the end introduces what follows'],
    ['ROOF AND GUTTERS', true, 'in capitals'],
    ['FAQ', true, 'capitals, short'],
    ['Whatever you decide, write it down', false, '"what" only as part of a word'],
    ['The seller usually pays for safety items', false, 'ordinary sentence start'],
    ['How long it takes depends on the crew.', false, 'a sentence ending in a full stop is prose'],
    ['Vague: "Fix the roof."', false, 'a full stop inside closing quotes is still a sentence end'],
    [`Note: ${'a long explanation that goes on '.repeat(3)}`, false, 'colon but 80 characters or more'],
    [`What ${'happens '.repeat(20)}`, false, 'longer than a short line'],
    ['', false, 'empty'],
    ['A', false, 'single capital letter'],
  ])('%s -> %s (%s)', (line, expected) => {
    expect(isHeadingLine(line)).toBe(expected);
  });
});

describe('list detection: at least 60% of lines bulleted or numbered', () => {
  it.each([
    [['- a', '- b', '- c'], true],
    [['* a', '* b'], true],
    [['• a', '• b'], true],
    [['1. a', '2. b', '3. c'], true],
    [['Intro line', '- a', '- b'], true],
    [['Intro', 'more intro', '- a', '- b', '- c'], true],
    [['Intro', 'more intro', '- a', '- b'], false],
    [['plain', 'lines', 'only'], false],
    [[], false],
  ])('%j -> %s', (lines, expected) => {
    expect(isListBlock(lines)).toBe(expected);
  });
});

describe('plain text conversion', () => {
  it('splits blocks on blank lines into headings, lists and paragraphs', () => {
    const html = plainTextToHtml('What is PICRA?\n\nIt is an addendum.\nIt removes the contingency.\n\n- Roof\n- Panel\n- Crawl space');
    expect(html).toBe('<h2>What is PICRA?</h2>\n<p>It is an addendum. It removes the contingency.</p>\n<ul><li>Roof</li><li>Panel</li><li>Crawl space</li></ul>');
  });
  it('makes numbered lists ordered lists', () => {
    expect(plainTextToHtml('1. Read\n2. Ask\n3. Sign')).toBe('<ol><li>Read</li><li>Ask</li><li>Sign</li></ol>');
  });
  it('keeps an intro line before the list and joins wrapped item lines', () => {
    expect(plainTextToHtml('Bring these:\n- the report\n- the addendum\n  signed by both\n- a pen')).toBe(
      '<p>Bring these:</p>\n<ul><li>the report</li><li>the addendum signed by both</li><li>a pen</li></ul>',
    );
  });
  it('treats a single-line numbered block as a heading, a multi-line one as a list', () => {
    expect(plainTextToHtml('1. Read the report')).toBe('<h2>1. Read the report</h2>');
  });
  it('understands Markdown headings of hand-written posts', () => {
    expect(plainTextToHtml('## Costs\n\n### Roof\nText right below.')).toBe('<h2>Costs</h2>\n<h3>Roof</h3>\n<p>Text right below.</p>');
  });
  it('turns > lines into a blockquote', () => {
    expect(plainTextToHtml('> Ask your agent.')).toBe('<blockquote><p>Ask your agent.</p></blockquote>');
  });
  it('normalises Windows line endings', () => {
    expect(plainTextToHtml('Para one\r\n\r\nPara two')).toBe('<p>Para one</p>\n<p>Para two</p>');
  });
});

describe('light markup', () => {
  it.each([
    ['**bold** text', '<strong>bold</strong> text'],
    ['*italic* text', '<em>italic</em> text'],
    ['_italic_ text', '<em>italic</em> text'],
    ['a **bold** and *italic* mix', 'a <strong>bold</strong> and <em>italic</em> mix'],
    ['5 * 3 * 2', '5 * 3 * 2'],
    ['snake_case_name', 'snake_case_name'],
    ['[DPOR](https://www.dpor.virginia.gov)', '<a href="https://www.dpor.virginia.gov">DPOR</a>'],
    ['[contact us](/contact)', '<a href="/contact">contact us</a>'],
    ['<b>not markup</b>', '&lt;b>not markup&lt;/b>'],
    ['AT&T & 3 < 4 <3', 'AT&amp;T & 3 < 4 <3'],
  ])('%s', (input, expected) => {
    expect(inlineMarkup(input)).toBe(expected);
  });
});

it('never links a javascript: target', () => {
  expect(inlineMarkup('[bad](javascript:alert(1))')).not.toContain('<a');
});

describe('Google Docs export cleaning', () => {
  const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><style type="text/css">.c1{font-weight:700}.c2{font-style:italic}.c3{color:#000;font-size:11pt}</style><title>Doc title</title></head>
<body class="c9 doc-content"><p class="c4 title" id="h.t"><span class="c3">Document Title</span></p>
<h1 class="c6" id="h.1"><span class="c3">Section</span></h1>
<p class="c4" style="margin-left:36pt"><span class="c3">Plain </span><span class="c1">bold</span><span class="c3"> and </span><span class="c2">italic</span><span class="c3">.</span></p>
<p class="c4"><span class="c3"></span></p><p class="c4"><span class="c3">&nbsp;</span></p>
<h2><span>Sub-section</span></h2><h3><span>Detail</span></h3>
<p><a class="c8" href="https://www.google.com/url?q=https://www.vrec.example/forms?x%3D1&amp;sa=D&amp;source=editors&amp;ust=1&amp;usg=AO">forms</a> and <a href="#internal">here</a></p>
<ul class="lst-kix_a-0 start"><li class="c4 li-bullet-0"><span class="c3">item</span></li></ul>
<table class="c10"><tr class="c11"><td class="c12" colspan="1" rowspan="1"><p class="c4"><span class="c3">cell</span></p></td></tr></table>
<hr style="page-break-before:always;display:none;">
<p><span style="overflow: hidden; display: inline-block;"><img alt="Panel" src="https://lh7-rt.googleusercontent.com/x" style="width: 624px;" title=""></span></p>
</body></html>`;
  const { html } = processBody(page);

  it('keeps the body only: no head, title or style text', () => {
    expect(html).not.toMatch(/Doc title|font-size|<style|<head|<body|<html/);
  });
  it('drops the document title paragraph (the page shows the article title)', () => {
    expect(html).not.toContain('Document Title');
  });
  it('removes spans, classes, ids and inline styles', () => {
    expect(html).not.toMatch(/<span|class=|id=|style=/);
  });
  it('keeps bold and italic that Google expresses through classes', () => {
    expect(html).toContain('<p>Plain <strong>bold</strong> and <em>italic</em>.</p>');
  });
  it('shifts headings so the top level is h2', () => {
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<h3>Sub-section</h3>');
    expect(html).toContain('<h4>Detail</h4>');
  });
  it('unwraps google.com/url?q= links', () => {
    expect(html).toContain('<a href="https://www.vrec.example/forms?x=1" rel="noopener noreferrer" target="_blank">forms</a>');
    expect(html).not.toContain('google.com/url');
  });
  it('removes empty paragraphs and page breaks', () => {
    expect(html).not.toMatch(/<p>\s*<\/p>|<hr/);
  });
  it('keeps lists, tables and images', () => {
    expect(html).toContain('<ul><li>item</li></ul>');
    expect(html).toMatch(/<table><tr><td colspan="1" rowspan="1"><p>cell<\/p><\/td><\/tr><\/table>/);
    expect(html).toContain('<img loading="lazy" decoding="async" alt="Panel" src="https://lh7-rt.googleusercontent.com/x" />');
  });
});

describe('convertBody', () => {
  it('keeps text that already has tags as it is, then sanitizes it', () => {
    expect(convertBody('<h2>Title</h2><p>Body <em>x</em></p><script>bad()</script>')).toBe('<h2>Title</h2><p>Body <em>x</em></p>');
  });
  it('highlights brand terms in every format', () => {
    expect(convertBody('Tidewater Inspection Repairs explains PICRA.')).toBe(
      '<p><strong class="brand">Tidewater Inspection Repairs</strong> explains <strong class="brand">PICRA</strong>.</p>',
    );
    expect(convertBody('<p>The PICRA form</p>')).toBe('<p>The <strong class="brand">PICRA</strong> form</p>');
  });
  it('does not highlight inside headings, links or bold text, nor inside other words', () => {
    expect(convertBody('<h2>PICRA</h2><p><a href="/x">PICRA</a> <strong>PICRA</strong> PICRAS</p>')).toBe(
      '<h2>PICRA</h2><p><a href="/x">PICRA</a> <strong>PICRA</strong> PICRAS</p>',
    );
  });
  it('is idempotent, so stored bodies can be converted again', () => {
    const once = convertBody('What is PICRA?\n\nThe **PICRA** and Tidewater Inspection Repairs. [Site](https://example.com)');
    expect(convertBody(once)).toBe(once);
  });
});

describe('processBody: the page HTML and its text facts from one pass', () => {
  it.each([
    ['plain text', 'Why vents matter\n\nSoffit vents feed the ridge vent.', '<h2>Why vents matter</h2>\n<p>Soffit vents feed the ridge vent.</p>', 'Why vents matter Soffit vents feed the ridge vent.'],
    ['tagged text', '<p>One <b>two</b></p><p>three</p><script>four()</script>', '<p>One <strong>two</strong></p><p>three</p>', 'One two three'],
    [
      'an exported document',
      '<html><head><title>T</title><style>.c1{font-style:italic}</style></head><body><p class="title">T</p><p><span class="c1">Tide</span> &amp; wind&nbsp;load</p></body></html>',
      '<p><em>Tide</em> &amp; wind load</p>',
      'Tide & wind load',
    ],
  ])('%s', (_, raw, html, text) => {
    const body = processBody(raw);
    expect(body).toEqual({ html, text, excerpt: text, wordCount: text.split(' ').length, readTimeMinutes: 1 });
  });

  it('cuts the excerpt at 160 characters with ... and reads 200 words a minute, rounded up', () => {
    const body = processBody(`<p>${'word '.repeat(401)}</p>`);
    expect(body.excerpt).toBe(`${'word '.repeat(32).trimEnd()}...`);
    expect(body.wordCount).toBe(401);
    expect(body.readTimeMinutes).toBe(3);
  });

  it('gives an empty body one minute and no words', () => {
    expect(processBody('')).toEqual({ html: '', text: '', excerpt: '', wordCount: 0, readTimeMinutes: 1 });
  });

  it.each([
    ['a cell of 12,500 one-letter list lines', '- a\n'.repeat(12_500), 'the body holds more than 4,125 elements (one per 16 characters)'],
    ['a document nested 150 deep', `<html><body>${'<div>'.repeat(150)}<p>Sump pump</p></body></html>`, 'the body nests elements more than 100 deep'],
  ])('refuses %s with the reason and an empty body', (_, raw, reason) => {
    expect(processBody(raw)).toEqual({ html: '', text: '', excerpt: '', wordCount: 0, readTimeMinutes: 1, refused: reason });
  });

  it('keeps a list of 1,000 items in a short cell (1,000 elements are allowed to any body)', () => {
    const body = processBody('- a\n'.repeat(999));
    expect(body.refused).toBeUndefined();
    expect(body.html.match(/<li>/g)).toHaveLength(999);
  });
});

describe('light markup edge cases', () => {
  it.each([
    ['[a [b](/x)', '<a href="/x">a [b</a>'],
    ['[a](/x) and [b](/y)', '<a href="/x">a</a> and <a href="/y">b</a>'],
    ['[a](not a url)', '[a](not a url)'],
    ['[a](/x_y_z) _em_', '<a href="/x_y_z">a</a> <em>em</em>'],
    ['**a*b** *c*', '**a*b** <em>c</em>'],
    ['***', '***'],
    ['a * b * c', 'a * b * c'],
  ])('%s', (input, expected) => {
    expect(inlineMarkup(input)).toBe(expected);
  });
});
