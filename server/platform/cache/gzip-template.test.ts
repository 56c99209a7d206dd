import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillGzip, gzipTemplate } from './gzip-template';

const N = 24;
const nonceOf = (c: string) => c.repeat(N);

/** A page with `count` nonces in it, and the offsets of those nonces. */
function page(parts: string[], nonce: string): { bytes: Buffer; holes: number[] } {
  const bytes = Buffer.from(parts.join(nonce), 'utf8');
  const holes: number[] = [];
  let at = 0;
  for (let i = 0; i < parts.length - 1; i++) {
    at += Buffer.byteLength(parts[i]!, 'utf8');
    holes.push(at);
    at += N;
  }
  return { bytes, holes };
}

describe('gzip template with nonce holes', () => {
  it('is a valid gzip file of the page as given, and of the page with any other nonce', () => {
    const parts = ['<html><head><script nonce="', '">x</script><link nonce="', '"/></head><body>', '안녕하세요 '.repeat(200), '</body></html>'];
    const { bytes, holes } = page(parts, nonceOf('A'));
    const t = gzipTemplate(bytes, holes, N);
    expect(zlib.gunzipSync(t.body).equals(bytes)).toBe(true);
    for (const c of ['b', 'Z', '+', '/']) {
      const body = fillGzip(t, Buffer.from(t.body), nonceOf(c));
      // gunzip checks the CRC and the length of the trailer.
      expect(zlib.gunzipSync(body).toString('utf8')).toBe(parts.join(nonceOf(c)));
    }
  });

  it('compresses about as well as one gzip of the whole page', () => {
    const text = Array.from({ length: 60 }, (_, i) => `<li><a href="/products/detail?id=p-${i}">상품 ${i} 사료</a></li>`).join('');
    const parts = ['<head><link nonce="', '"/><link nonce="', `"/></head><body><ul>${text}</ul><script nonce="`, `">window.__ctx = ${JSON.stringify({ text })}</script></body>`];
    const { bytes, holes } = page(parts, nonceOf('q'));
    const whole = zlib.gzipSync(bytes, { level: 9 }).length;
    const t = gzipTemplate(bytes, holes, N);
    // Back-references reach across the nonces (the preset dictionaries): the repeated list in
    // the last segment is not paid twice.
    expect(t.body.length).toBeLessThan(whole * 1.15);
  });

  it('handles nonces at the very start, at the very end, next to each other, and none', () => {
    for (const parts of [['', 'a'], ['a', ''], ['', '', ''], ['x', '', 'y'], ['only text, no nonce']]) {
      const { bytes, holes } = page(parts, nonceOf('m'));
      const t = gzipTemplate(bytes, holes, N);
      expect(zlib.gunzipSync(fillGzip(t, Buffer.from(t.body), nonceOf('n'))).toString()).toBe(parts.join(nonceOf('n')));
    }
  });

  it('refuses overlapping holes', () => {
    expect(() => gzipTemplate(Buffer.alloc(100, 0x61), [0, 10], N)).toThrow(RangeError);
    expect(() => gzipTemplate(Buffer.alloc(30, 0x61), [10], N)).toThrow(RangeError);
  });

  it('gives the right bytes and CRC for any page and any nonce (property)', () => {
    const base64 = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=');
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 3000 }), { minLength: 1, maxLength: 30 }),
        fc.array(base64, { minLength: N, maxLength: N }),
        fc.array(base64, { minLength: N, maxLength: N }),
        (parts, first, second) => {
          const { bytes, holes } = page(parts, first.join(''));
          const t = gzipTemplate(bytes, holes, N, 6);
          expect(zlib.gunzipSync(t.body).equals(bytes)).toBe(true);
          const again = fillGzip(t, Buffer.from(t.body), second.join(''));
          expect(zlib.gunzipSync(again).toString('utf8')).toBe(parts.join(second.join('')));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('holds pages longer than the 32 KB window', () => {
    const filler = Array.from({ length: 3000 }, (_, i) => `<p>${i} 반려동물 ${(i * 7919) % 1000}</p>`).join('');
    const parts = ['<a nonce="', `">${filler}`, `${filler.slice(0, 5000)}<b nonce="`, '">end'];
    const { bytes, holes } = page(parts, nonceOf('k'));
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const t = gzipTemplate(bytes, holes, N);
    expect(zlib.gunzipSync(fillGzip(t, Buffer.from(t.body), nonceOf('z'))).toString()).toBe(parts.join(nonceOf('z')));
  });
});
