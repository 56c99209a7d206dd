import { describe, expect, it } from 'vitest';
import { attributesOf, decodeEntities, XmlScanner } from './xml-scan';

const DOCUMENT =
  '<?xml version="1.0"?>\n<x:sst xmlns:x="urn:x"><!-- a > comment --><si a="1 > 0" b=\'it&apos;s\'><t>A &amp; B &#xAC00;&#44032;</t></si><si/><![CDATA[<raw & text>]]><t xml:space="preserve"> </t></x:sst>';

function eventsOf(pieces: readonly string[]): string[] {
  const events: string[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') events.push(`text ${decodeEntities(text)}`);
    text = '';
  };
  const scanner = new XmlScanner({
    open(name, raw, selfClosing) {
      flush();
      events.push(`open ${name} ${JSON.stringify(attributesOf(raw))}${selfClosing ? ' /' : ''}`);
    },
    close(name) {
      flush();
      events.push(`close ${name}`);
    },
    text(raw) {
      text += raw;
    },
  });
  for (const piece of pieces) scanner.feed(piece);
  scanner.end();
  flush();
  return events;
}

describe('XmlScanner', () => {
  it('reports the same elements and text however the input is cut into pieces', () => {
    const whole = eventsOf([DOCUMENT]);
    expect(whole).toEqual([
      'text \n',
      'open sst {"xmlns:x":"urn:x"}',
      'open si {"a":"1 > 0","b":"it\'s"}',
      'open t {}',
      'text A & B 가가',
      'close t',
      'close si',
      'open si {} /',
      'close si',
      'text <raw & text>',
      'open t {"xml:space":"preserve"}',
      'text  ',
      'close t',
      'close sst',
    ]);
    expect(eventsOf([...DOCUMENT])).toEqual(whole);
    for (let cut = 1; cut < DOCUMENT.length; cut++) expect(eventsOf([DOCUMENT.slice(0, cut), DOCUMENT.slice(cut)])).toEqual(whole);
  });

  it('stops when told, and refuses a document cut off inside a tag', () => {
    const seen: string[] = [];
    const scanner: XmlScanner = new XmlScanner({
      open(name) {
        seen.push(name);
        if (name === 'b') scanner.stop();
      },
      close() {},
      text() {},
    });
    scanner.feed('<a><b><c>');
    expect(seen).toEqual(['a', 'b']);
    const cut = new XmlScanner({ open() {}, close() {}, text() {} });
    cut.feed('<a><b attr="x');
    expect(() => cut.end()).toThrow();
  });
});
