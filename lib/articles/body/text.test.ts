import { countWords, decodeEntities, excerptFrom, minutesToRead, parsePublishDate, stripTags } from './text';

describe('stripTags', () => {
  it('keeps visible text only, with block boundaries as spaces', () => {
    expect(stripTags('<h2>Roof</h2><p>Shingles &amp; <strong>flashing</strong></p><script>x()</script>')).toBe('Roof Shingles & flashing');
  });
  it('decodes numeric and named entities', () => {
    expect(decodeEntities('&#8217; &#x2014; &nbsp;&lt;')).toBe('’ — \u00a0<');
  });
  it.each([
    ['Caf&eacute;', 'Café'],
    ['&copy; 2026', '© 2026'],
    ['Tidewater&reg;', 'Tidewater®'],
    ['&frac12; inch &times; 4', '½ inch × 4'],
    ['&Uuml;ber &euro;5', 'Über €5'],
    ['AT&T &notanentity; R&D', 'AT&T &notanentity; R&D'],
  ])('decodes every HTML named entity: %s -> %s', (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });
  it.each([
    ['3 < 4 and 5 > 2', '3 < 4 and 5 > 2', "a '<' that starts no tag is text"],
    ['<3 roofs', '<3 roofs', "'<' before a digit is text"],
    ['<p>Open <em>tag', 'Open tag', 'unclosed elements keep their text'],
    ['Text <a href="x', 'Text <a href="x', 'a tag never closed is text'],
    ['<STYLE>.c1{}</STYLE><TITLE>T</TITLE>Body', 'Body', 'hidden elements in any case'],
    ['<script>never closed', '', 'an unclosed script hides the rest'],
    ['a<br>b<br/>c', 'a b c', 'line breaks separate words'],
    [`${'<'.repeat(50_000)}`, '<'.repeat(50_000), "50,000 '<' in linear time"],
  ])('%s -> %s (%s)', (html, text) => {
    expect(stripTags(html)).toBe(text);
  });
});

describe('read time: 200 words per minute, rounded up, at least 1', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i words -> %i min', (words, minutes) => {
    expect(minutesToRead(countWords(stripTags(`<p>${'word '.repeat(words)}</p>`)))).toBe(minutes);
  });
  it('counts words, not tags', () => {
    expect(countWords(stripTags('<p>one <em>two</em></p><p>three</p>'))).toBe(3);
  });
});

describe('excerpt: stripped of tags, truncated at 160 characters with ...', () => {
  it('keeps short text whole', () => {
    expect(excerptFrom('<p>Short <b>body</b>.</p>')).toBe('Short body.');
  });
  it('truncates at 160 characters and appends ...', () => {
    const excerpt = excerptFrom(`<p>${'a'.repeat(200)}</p>`);
    expect(excerpt).toBe(`${'a'.repeat(160)}...`);
  });
  it('does not count markup towards the 160 characters', () => {
    const text = 'x'.repeat(160);
    expect(excerptFrom(`<p><strong>${text}</strong></p>`)).toBe(text);
  });
});

describe('publish dates', () => {
  it.each([
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ['11/20/2026', '2026-11-20T00:00:00.000Z'],
    ['2026-03-05T14:30:00Z', '2026-03-05T14:30:00.000Z'],
    ['2026-02-30', undefined],
    ['not a date', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(parsePublishDate(input)).toBe(expected);
  });
  it('accepts the Date objects gray-matter makes of YAML dates', () => {
    expect(parsePublishDate(new Date(Date.UTC(2026, 0, 9)))).toBe('2026-01-09T00:00:00.000Z');
  });
});
