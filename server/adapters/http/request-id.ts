import { randomFillSync } from 'node:crypto';
import { flatLatin1 } from './flat-header';

/**
 * Request ids (X-Request-Id and the log line): random UUIDs, version 4, as `crypto.randomUUID`
 * makes them, but written as one flat string (flat-header.ts): node's own joins 20 pieces.
 */
const POOL_IDS = 128;
const pool = Buffer.alloc(16 * POOL_IDS);
let next = POOL_IDS;
const text = Buffer.alloc(36);
const HEX = Buffer.from('0123456789abcdef', 'latin1');
/** Where each of the 16 bytes goes in the 36 characters. */
const AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
text[8] = text[13] = text[18] = text[23] = 0x2d; // '-'

export function newRequestId(): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    next = 0;
  }
  const from = next++ * 16;
  for (let i = 0; i < 16; i++) {
    let byte = pool[from + i]!;
    if (i === 6) byte = (byte & 0x0f) | 0x40; // version 4
    else if (i === 8) byte = (byte & 0x3f) | 0x80; // variant 10xx
    const at = AT[i]!;
    text[at] = HEX[byte >>> 4]!;
    text[at + 1] = HEX[byte & 0x0f]!;
  }
  return flatLatin1(text, 0, 36);
}
