import { Parser } from 'htmlparser2';
import { TextRunTokenizer } from './text-runs';

type Event = [kind: string, value: string];

/** Every event a parser reports for `html` (consecutive text pieces joined), and how many text calls it made. */
function events(html: string, Tokenizer?: typeof TextRunTokenizer): { events: Event[]; textCalls: number } {
  const seen: Event[] = [];
  let textCalls = 0;
  const parser = new Parser(
    {
      ontext: (text) => {
        textCalls += 1;
        const last = seen.at(-1);
        if (last?.[0] === 'text') last[1] += text;
        else seen.push(['text', text]);
      },
      onopentag: (name, attribs) => seen.push(['open', `${name} ${JSON.stringify(attribs)}`]),
      onclosetag: (name) => seen.push(['close', name]),
      oncomment: (text) => seen.push(['comment', text]),
    },
    Tokenizer ? { Tokenizer } : {},
  );
  parser.write(html);
  parser.end();
  return { events: seen, textCalls };
}

describe('text runs: the parser hands over each run of text between two tags as one piece', () => {
  it.each([
    ['entities', 1, 'a &amp; b &lt;c&gt; &copy d &#x41;&#65;'],
    ["stray '<'", 1, '<<< 1 < 2 <'],
    ['entities after a tag', 2, '<p>x &amp;&amp; y</p>z&lt;'],
    ['text around a comment', 2, 'a&amp;<!-- c -->&lt;b'],
    ['entities in attributes', 1, '<a href="/x?a=1&amp;b=2" title="&lt;t&gt;">l &amp; m</a>'],
    ['script and textarea', 2, '<script>a &amp; b</script><textarea>c &amp; d</textarea>'],
    ['only entities', 1, '&lt;'.repeat(1000)],
  ])('%s: same text and tags, %i text call(s)', (_, calls, html) => {
    const plain = events(html);
    const runs = events(html, TextRunTokenizer);
    expect(runs.events).toEqual(plain.events);
    expect(runs.textCalls).toBe(calls);
  });

  it('reads a document written in several chunks', () => {
    const parser = (Tokenizer?: typeof TextRunTokenizer) => {
      let text = '';
      const instance = new Parser({ ontext: (piece) => (text += piece) }, Tokenizer ? { Tokenizer } : {});
      for (const chunk of ['a &am', 'p; b <', 'p>c&lt;', 'd</p>']) instance.write(chunk);
      instance.end();
      return text;
    };
    expect(parser(TextRunTokenizer)).toBe(parser());
  });
});
