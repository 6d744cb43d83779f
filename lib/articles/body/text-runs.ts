import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import type { QuoteType } from 'htmlparser2';

/**
 * htmlparser2 reports text in pieces: one per decoded entity ('&amp;', '&lt;') and one per '<' that
 * starts no tag. sanitize-html then escapes, filters and appends each piece on its own, so a
 * 50,000-character run of '&lt;a' or '<' cost 25,000-50,000 callbacks. This tokenizer hands the
 * parser each run of text between two pieces of markup as one piece instead. The text is the same,
 * character for character (sanitize-html escapes a run exactly as it escapes its pieces one by
 * one), only the number of calls changes.
 */

/** What of htmlparser2's Parser a run is handed to: the fields its own text handlers set, and its handlers. */
type ParserInternals = TokenizerCallbacks & {
  startIndex: number;
  endIndex: number;
  cbs: { ontext?: (data: string) => void };
};

class TextRuns implements TokenizerCallbacks {
  private start = -1;
  private end = -1;
  /** The run as a string once it holds an entity; until then the run is a range of the input. */
  private decoded: string | undefined;

  /** Everything written so far: the tokenizer's indices count from its start. */
  written = '';

  constructor(private readonly parser: ParserInternals) {}

  /** Hands the pending run to the parser the way its own ontext/ontextentity would. */
  flush(): void {
    if (this.start < 0) return;
    const { start, end, decoded } = this;
    this.start = -1;
    this.decoded = undefined;
    if (decoded === undefined) {
      this.parser.ontext(start, end);
      return;
    }
    this.parser.endIndex = end - 1;
    this.parser.cbs.ontext?.(decoded);
    this.parser.startIndex = end;
  }

  ontext(start: number, endIndex: number): void {
    if (this.start >= 0 && start !== this.end) this.flush();
    if (this.start < 0) this.start = start;
    else if (this.decoded !== undefined) this.decoded += this.written.slice(start, endIndex);
    this.end = endIndex;
  }

  ontextentity(codepoint: number, endIndex: number): void {
    // An entity always follows the text before it directly: the tokenizer ends that text at its '&'.
    if (this.start < 0) {
      this.start = endIndex;
      this.decoded = '';
    } else if (this.decoded === undefined) {
      this.decoded = this.written.slice(this.start, this.end);
    }
    this.decoded += String.fromCodePoint(codepoint);
    this.end = endIndex;
  }

  onattribdata(start: number, endIndex: number): void {
    this.flush();
    this.parser.onattribdata(start, endIndex);
  }
  onattribentity(codepoint: number): void {
    this.flush();
    this.parser.onattribentity(codepoint);
  }
  onattribend(quote: QuoteType, endIndex: number): void {
    this.flush();
    this.parser.onattribend(quote, endIndex);
  }
  onattribname(start: number, endIndex: number): void {
    this.flush();
    this.parser.onattribname(start, endIndex);
  }
  oncdata(start: number, endIndex: number, endOffset: number): void {
    this.flush();
    this.parser.oncdata(start, endIndex, endOffset);
  }
  onclosetag(start: number, endIndex: number): void {
    this.flush();
    this.parser.onclosetag(start, endIndex);
  }
  oncomment(start: number, endIndex: number, endOffset: number): void {
    this.flush();
    this.parser.oncomment(start, endIndex, endOffset);
  }
  ondeclaration(start: number, endIndex: number): void {
    this.flush();
    this.parser.ondeclaration(start, endIndex);
  }
  onend(): void {
    this.flush();
    this.parser.onend();
  }
  onopentagend(endIndex: number): void {
    this.flush();
    this.parser.onopentagend(endIndex);
  }
  onopentagname(start: number, endIndex: number): void {
    this.flush();
    this.parser.onopentagname(start, endIndex);
  }
  onprocessinginstruction(start: number, endIndex: number): void {
    this.flush();
    this.parser.onprocessinginstruction(start, endIndex);
  }
  onselfclosingtag(endIndex: number): void {
    this.flush();
    this.parser.onselfclosingtag(endIndex);
  }
}

/** A drop-in htmlparser2 tokenizer (the parser's `Tokenizer` option) that reports whole text runs. */
export class TextRunTokenizer extends Tokenizer {
  private readonly runs: TextRuns;

  constructor(options: ConstructorParameters<typeof Tokenizer>[0], parser: TokenizerCallbacks) {
    const runs = new TextRuns(parser as ParserInternals);
    super(options, runs);
    this.runs = runs;
  }

  override write(chunk: string): void {
    this.runs.written += chunk;
    super.write(chunk);
  }

  override reset(): void {
    if (this.runs) this.runs.written = '';
    super.reset();
  }
}
