import { StringDecoder } from 'node:string_decoder';

/**
 * A small streaming XML scanner for the parts of an XLSX file (ADR 11). It reads UTF-8 bytes chunk by
 * chunk and reports element starts and ends (local names, without namespace prefixes) and, only while
 * the handler asks for it (`capture`), text: at most `maxText` characters of one text are kept, the
 * rest is only noted (`overflow`). What it holds is bounded whatever the input: one start tag (at most
 * `maxTag` bytes) and one captured text. It expands no entities but XML's five and character
 * references, and refuses a DTD, so an entity bomb has nothing to expand.
 */

export class XmlError extends Error {}

export interface XmlHandler {
  /** An element begins: `tag` is its start tag without the angle brackets (see `attribute`). A self-closing element is then closed at once. */
  open(name: string, tag: string): void;
  close(name: string): void;
  /** The text captured since the previous element tag; `overflow` when it had more than `maxText` characters (then `value` is empty). */
  text(value: string, overflow: boolean): void;
}

const LT = 0x3c;
const GT = 0x3e;
const QUOT = 0x22;
const APOS = 0x27;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET = 0x5d;
/** A captured text is decoded in steps of this many bytes, so that no single step holds much. */
const TEXT_STEP = 64 * 1024;

const enum Mode {
  Text,
  Element,
  /** `<!-- … -->`, `<![CDATA[ … ]]>` or `<? … ?>`. */
  Special,
}

const enum Special {
  Undecided,
  Comment,
  Cdata,
  Instruction,
}

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes XML's five entities and character references; anything else is kept as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
    if (name) return NAMED[name]!;
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

const attributePatterns = new Map<string, RegExp>();

/** The value of one attribute of a start tag (by its local name), or undefined. */
export function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s(?:[^\\s=:]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(tag);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? '');
}

export class XmlScanner {
  /** Whether text is kept: the handler switches it on when an element whose text it needs begins, and off when it ends. */
  capture = false;
  private stopped = false;
  private mode = Mode.Text;
  private quote = 0;
  private special = Special.Undecided;
  private head = '';
  private previous = [0, 0];
  private tagParts: Buffer[] = [];
  private tagLength = 0;
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private parts: string[] = [];
  private kept = 0;
  private overflow = false;
  private hasText = false;

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxText: number,
    private readonly maxTag = 1024 * 1024,
  ) {}

  /** Ends the scan: whatever is written afterwards is ignored. */
  stop() {
    this.stopped = true;
  }

  get done() {
    return this.stopped;
  }

  write(chunk: Buffer): void {
    let i = 0;
    const n = chunk.length;
    while (i < n && !this.stopped) {
      if (this.mode === Mode.Text) {
        const lt = chunk.indexOf(LT, i);
        const end = lt === -1 ? n : lt;
        if (this.capture && end > i) this.addText(chunk.subarray(i, end));
        if (lt === -1) return;
        this.mode = Mode.Element;
        this.quote = 0;
        this.tagParts = [];
        this.tagLength = 0;
        i = lt + 1;
        continue;
      }
      if (this.mode === Mode.Element && this.tagLength === 0) {
        const first = chunk[i];
        if (first === BANG || first === QUESTION) {
          this.mode = Mode.Special;
          this.special = first === QUESTION ? Special.Instruction : Special.Undecided;
          this.head = '';
          this.previous = [0, 0];
        }
      }
      i = this.mode === Mode.Element ? this.element(chunk, i) : this.markup(chunk, i);
    }
  }

  /** Checks that the document did not end inside a tag. */
  end(): void {
    if (!this.stopped && this.mode !== Mode.Text) throw new XmlError('unexpected end');
  }

  private addTag(bytes: Buffer) {
    this.tagLength += bytes.length;
    if (this.tagLength > this.maxTag) throw new XmlError('tag too long');
    this.tagParts.push(bytes);
  }

  private tagText(): string {
    const bytes = this.tagParts.length === 1 ? this.tagParts[0]! : Buffer.concat(this.tagParts);
    this.tagParts = [];
    return bytes.toString('utf8');
  }

  /** Reads a start or end tag up to its `>` (outside quoted attribute values). */
  private element(chunk: Buffer, from: number): number {
    const n = chunk.length;
    let j = from;
    let quote = this.quote;
    for (; j < n; j++) {
      const b = chunk[j]!;
      if (quote) {
        if (b === quote) quote = 0;
      } else if (b === QUOT || b === APOS) quote = b;
      else if (b === GT) break;
    }
    this.quote = quote;
    this.addTag(chunk.subarray(from, j));
    if (j === n) return n;
    this.mode = Mode.Text;
    const tag = this.tagText();
    this.flushText();
    if (tag.charCodeAt(0) === SLASH) {
      this.handler.close(localName(tag.slice(1).trim()));
      return j + 1;
    }
    const nameEnd = tag.search(/[\s/]|$/);
    const name = localName(tag.slice(0, nameEnd));
    if (!name) throw new XmlError('tag without a name');
    this.handler.open(name, tag);
    if (tag.charCodeAt(tag.length - 1) === SLASH && !this.stopped) this.handler.close(name);
    return j + 1;
  }

  /** Reads a comment, a CDATA section or a processing instruction; a DTD (`<!DOCTYPE`) is refused. */
  private markup(chunk: Buffer, from: number): number {
    const n = chunk.length;
    let j = from;
    let done = false;
    for (; j < n; j++) {
      const b = chunk[j]!;
      const [last, beforeLast] = this.previous as [number, number];
      if (this.special === Special.Undecided) {
        this.head += String.fromCharCode(b);
        if (this.head === '!--') this.special = Special.Comment;
        else if (this.head === '![CDATA[') this.special = Special.Cdata;
        else if (!'!--'.startsWith(this.head) && !'![CDATA['.startsWith(this.head)) throw new XmlError('unsupported markup');
      } else if (b === GT) {
        if (this.special === Special.Instruction && last === QUESTION && this.tagLength + (j - from) >= 2) done = true;
        else if (this.special === Special.Comment && last === DASH && beforeLast === DASH && this.tagLength + (j - from) >= 5) done = true;
        else if (this.special === Special.Cdata && last === BRACKET && beforeLast === BRACKET && this.tagLength + (j - from) >= 10) done = true;
        if (done) break;
      }
      this.previous = [b, last];
    }
    this.addTag(chunk.subarray(from, j));
    if (!done) return n;
    this.mode = Mode.Text;
    if (this.special === Special.Cdata) {
      const content = this.tagText();
      if (this.capture) this.addLiteral(content.slice('![CDATA['.length, -2));
    } else this.tagParts = [];
    return j + 1;
  }

  private addText(bytes: Buffer) {
    this.hasText = true;
    for (let offset = 0; offset < bytes.length && !this.overflow; offset += TEXT_STEP) {
      this.pending += this.decoder.write(bytes.subarray(offset, offset + TEXT_STEP));
      if (this.pending.length > TEXT_STEP) this.drain(false);
    }
  }

  private addLiteral(text: string) {
    this.hasText = true;
    this.drain(true);
    this.keep(text);
  }

  /** Decodes the pending text, keeping back an entity that may continue in the next chunk. */
  private drain(final: boolean) {
    if (this.overflow) return;
    if (final) this.pending += this.decoder.end();
    let cut = this.pending.length;
    if (!final) {
      const amp = this.pending.lastIndexOf('&');
      if (amp !== -1 && cut - amp < 12 && !this.pending.includes(';', amp)) cut = amp;
    }
    const text = decodeEntities(this.pending.slice(0, cut));
    this.pending = this.pending.slice(cut);
    this.keep(text);
  }

  private keep(text: string) {
    if (this.overflow || text === '') return;
    this.kept += text.length;
    if (this.kept > this.maxText) {
      this.overflow = true;
      this.parts = [];
      this.pending = '';
      return;
    }
    this.parts.push(text);
  }

  private flushText() {
    if (!this.hasText) return;
    this.drain(true);
    const value = this.overflow ? '' : this.parts.join('');
    const overflow = this.overflow;
    this.parts = [];
    this.pending = '';
    this.kept = 0;
    this.overflow = false;
    this.hasText = false;
    this.decoder.end();
    this.handler.text(value, overflow);
  }
}
