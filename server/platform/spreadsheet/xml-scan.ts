/**
 * A streaming reader of the XML in a spreadsheet: fed text in pieces of any size, it reports
 * elements and character data as it finds them, keeping only an unfinished tag between pieces.
 * Enough for the machine-written XML of an .xlsx (no DTD, no entities beyond the five and
 * character references); not a validating parser.
 */
export interface XmlHandler {
  /** `name` without its namespace prefix; `attributes` the tag's raw attribute text (read it with `attributesOf`). */
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data as written, entities not yet decoded (a reference may be split between two calls). */
  text(raw: string): void;
}

/** The XML does not parse: a tag longer than any real one, or text left inside an unfinished tag. */
export class BrokenXmlError extends Error {}

/** No tag of a spreadsheet comes near this; a longer one means the file is not what it says. */
const MAX_TAG_CHARS = 64 * 1024;

export class XmlScanner {
  private rest = '';
  private stopped = false;

  constructor(private readonly handler: XmlHandler) {}

  /** The handler has what it needs: the rest of the input is ignored. */
  stop(): void {
    this.stopped = true;
  }

  get done(): boolean {
    return this.stopped;
  }

  feed(piece: string): void {
    const s = this.rest === '' ? piece : this.rest + piece;
    this.rest = '';
    let i = 0;
    while (i < s.length && !this.stopped) {
      const lt = s.indexOf('<', i);
      if (lt < 0) {
        this.handler.text(s.slice(i));
        return;
      }
      if (lt > i) this.handler.text(s.slice(i, lt));
      const next = this.markup(s, lt);
      if (next < 0) {
        this.rest = s.slice(lt);
        if (this.rest.length > MAX_TAG_CHARS) throw new BrokenXmlError('tag too long');
        return;
      }
      i = next;
    }
  }

  /** The input ended: anything left unfinished means the XML was cut off. */
  end(): void {
    if (!this.stopped && this.rest !== '') throw new BrokenXmlError('unfinished tag at the end');
  }

  /** Reads the markup starting at `lt`; answers where the text after it starts, or -1 when it is not complete yet. */
  private markup(s: string, lt: number): number {
    if (s[lt + 1] === '!') {
      if (s.length - lt < 9) return -1;
      if (s.startsWith('<!--', lt)) {
        const end = s.indexOf('-->', lt + 4);
        return end < 0 ? -1 : end + 3;
      }
      if (s.startsWith('<![CDATA[', lt)) {
        const end = s.indexOf(']]>', lt + 9);
        if (end < 0) return -1;
        this.handler.text(escapeText(s.slice(lt + 9, end)));
        return end + 3;
      }
    }
    const gt = tagEnd(s, lt);
    if (gt < 0) return -1;
    const first = s[lt + 1];
    if (first === '?' || first === '!') return gt + 1;
    if (first === '/') {
      this.handler.close(localName(s.slice(lt + 2, gt).trim()));
      return gt + 1;
    }
    const selfClosing = s[gt - 1] === '/';
    const body = s.slice(lt + 1, selfClosing ? gt - 1 : gt);
    const space = body.search(/\s/);
    const name = localName(space < 0 ? body : body.slice(0, space));
    this.handler.open(name, space < 0 ? '' : body.slice(space), selfClosing);
    if (selfClosing && !this.stopped) this.handler.close(name);
    return gt + 1;
  }
}

/** The `>` closing the tag opened at `lt`, skipping any inside quoted attribute values; -1 when not in `s` yet. */
function tagEnd(s: string, lt: number): number {
  let quote = '';
  for (let j = lt + 1; j < s.length; j++) {
    const c = s[j];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '>') return j;
    else if (c === '"' || c === "'") quote = c;
  }
  return -1;
}

const localName = (qualified: string) => {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
};

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** A tag's attributes by their qualified name (`r:id` stays `r:id`), values decoded. */
export function attributesOf(raw: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of raw.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) found[m[1]!] = decodeEntities(m[2] ?? m[3] ?? '');
  return found;
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Character data as it reads: the five named entities and numeric character references. */
export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return safeCodePoint(Number.parseInt(ref.slice(2), 16), whole);
    if (ref.startsWith('#')) return safeCodePoint(Number.parseInt(ref.slice(1), 10), whole);
    return NAMED[ref] ?? whole;
  });
}

const safeCodePoint = (code: number, whole: string) => (code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole);
