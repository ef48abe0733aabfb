import { describe, expect, it } from 'vitest';
import { attribute, XmlError, XmlScanner } from '../../src/lib/xml-scanner.ts';

type Event = ['open', string, string] | ['close', string] | ['text', string, boolean];

/** Scans a document written in the given pieces; text is captured inside the elements named in `capture`. */
function scan(pieces: Buffer[], capture = ['t', 'v'], maxText = 100): Event[] {
  const events: Event[] = [];
  const scanner: XmlScanner = new XmlScanner(
    {
      open(name, tag) {
        events.push(['open', name, tag]);
        if (capture.includes(name)) scanner.capture = true;
      },
      close(name) {
        events.push(['close', name]);
        if (capture.includes(name)) scanner.capture = false;
      },
      text(value, overflow) {
        events.push(['text', value, overflow]);
      },
    },
    maxText,
  );
  for (const piece of pieces) scanner.write(piece);
  scanner.end();
  return events;
}

/** The document byte by byte: every possible split between chunks at once. */
const bytewise = (xml: string) => [...Buffer.from(xml)].map((b) => Buffer.from([b]));

const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a comment with <tags> and -- dashes -->' +
  '<x:sheet xmlns:x="urn:x"><row r="1" note=\'a > b\'><c r="A1" t="s"><v>12</v></c>' +
  '<c r="B1" t="inlineStr"><is><t>Fish &amp; chips &lt;3 &#233;&#x1F600; Ağ Дом</t></is></c><empty/>' +
  '<c r="C1"><t><![CDATA[<raw> & ]] text]]></t></c><c r="D1"><t>ignored &bogus; &amp</t></c></row></x:sheet>';

describe('the streaming XML scanner', () => {
  it('reads elements, attributes and the captured text alike, however the bytes are split', () => {
    const whole = scan([Buffer.from(DOCUMENT)]);
    expect(scan(bytewise(DOCUMENT))).toEqual(whole);
    const texts = whole.filter((e) => e[0] === 'text').map((e) => e[1]);
    expect(texts).toEqual(['12', 'Fish & chips <3 é😀 Ağ Дом', '<raw> & ]] text', 'ignored &bogus; &amp']);
    expect(whole.filter((e) => e[0] !== 'text').map((e) => e.slice(0, 2).join(' '))).toEqual([
      'open sheet',
      'open row',
      'open c',
      'open v',
      'close v',
      'close c',
      'open c',
      'open is',
      'open t',
      'close t',
      'close is',
      'close c',
      'open empty',
      'close empty',
      'open c',
      'open t',
      'close t',
      'close c',
      'open c',
      'open t',
      'close t',
      'close c',
      'close row',
      'close sheet',
    ]);
    const row = whole.find((e) => e[0] === 'open' && e[1] === 'row')![2] as string;
    expect([attribute(row, 'r'), attribute(row, 'note'), attribute(row, 'missing')]).toEqual(['1', 'a > b', undefined]);
    expect(attribute('sheet name="Q&amp;A" sheetId="7" r:id="rId3"', 'id')).toBe('rId3');
  });

  it('keeps at most maxText characters of a text: a longer one is only flagged', () => {
    const xml = (text: string) => `<a><t>${text}</t></a>`;
    expect(scan([Buffer.from(xml('12345'))], ['t'], 5)).toContainEqual(['text', '12345', false]);
    expect(scan([Buffer.from(xml('12345&amp;'))], ['t'], 5)).toContainEqual(['text', '', true]);
    const long = 'é'.repeat(200_000);
    expect(scan([Buffer.from(xml(long))], ['t'], 32_767)).toContainEqual(['text', '', true]);
    // Text outside the captured elements is never kept.
    expect(scan([Buffer.from(`<a>${long}<t>x</t></a>`)], ['t'], 5).filter((e) => e[0] === 'text')).toEqual([['text', 'x', false]]);
  });

  it('refuses a DTD (no entity can be declared, let alone expanded), unknown markup and a document cut inside a tag', () => {
    expect(() => scan([Buffer.from('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')])).toThrow(XmlError);
    expect(() => scan([Buffer.from('<x><!ELEMENT y></x>')])).toThrow(XmlError);
    expect(() => scan([Buffer.from('<x><y attr="never closed')])).toThrow(XmlError);
    expect(() => new XmlScanner({ open() {}, close() {}, text() {} }, 10, 64).write(Buffer.from(`<x ${'a'.repeat(100)}>`))).toThrow(XmlError);
  });

  it('reads nothing after stop()', () => {
    const names: string[] = [];
    const scanner: XmlScanner = new XmlScanner(
      {
        open(name) {
          names.push(name);
          if (name === 'b') scanner.stop();
        },
        close() {},
        text() {},
      },
      10,
    );
    scanner.write(Buffer.from('<a><b/><c/>'));
    scanner.write(Buffer.from('<!DOCTYPE x>'));
    scanner.end();
    expect(names).toEqual(['a', 'b']);
  });
});
