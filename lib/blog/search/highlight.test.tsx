import { renderToStaticMarkup } from 'react-dom/server';
import { MarkedText } from '@/components/blog/marked-text';
import { markedParts, matchRanges } from './highlight';

describe('search highlights', () => {
  it('marks every word whose search form matched, whatever its case or plural', () => {
    const text = 'GFCI Outlets and an outlet';
    expect(matchRanges(text, new Set(['outlet']), 'outlet')).toEqual([
      [5, 12],
      [20, 26],
    ]);
  });

  it('marks the query where it stands as typed, inside a word too, joined with word marks', () => {
    expect(matchRanges('The roof and the roofer', new Set(), 'oof')).toEqual([
      [5, 8],
      [18, 21],
    ]);
    expect(matchRanges('gfci outlet', new Set(['gfci', 'outlet']), 'gfci outlet')).toEqual([[0, 11]]);
  });

  it('draws marked text escaped: markup in a title is text, and only <mark> is added', () => {
    const title = '<img src=x onerror=alert(1)> & roof';
    const html = renderToStaticMarkup(<MarkedText text={title} ranges={matchRanges(title, new Set(['roof']), 'roof')} />);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; <mark class="rounded-sm bg-amber-100 px-0.5 text-inherit">roof</mark>');
  });

  it('ignores ranges out of order or out of bounds (an answer cannot cut the text wrongly)', () => {
    expect(markedParts('abcdef', [[2, 4], [1, 3], [5, 99]])).toEqual([
      { text: 'ab', mark: false },
      { text: 'cd', mark: true },
      { text: 'ef', mark: false },
    ]);
  });

  it('takes time linear in the text: a long excerpt full of matches caps its ranges', () => {
    const text = 'roof '.repeat(20_000);
    const started = performance.now();
    const ranges = matchRanges(text, new Set(['roof']), 'roof');
    expect(performance.now() - started).toBeLessThan(500);
    expect(ranges.length).toBeLessThanOrEqual(40);
  });
});
