import zlib from 'node:zlib';

/**
 * A gzip file of a page with holes where the CSP nonce goes, compressed once: every response
 * then writes its own nonce into the holes and the matching CRC into the trailer, without
 * compressing anything (docs/decisions/039-compression.md).
 *
 * How the deflate stream keeps the nonce out of the compressed data: the page is cut at the
 * nonces into segments; each segment is compressed by its own raw-deflate stream, ended by a
 * sync flush, whose last 4 bytes (the empty stored block's LEN/NLEN `00 00 FF FF`) are replaced
 * by LEN = NLEN' = the nonce's length: the stored block then carries the nonce's bytes as they
 * are. Each segment's stream is primed with the 32 KB before it (deflate's window) as a preset
 * dictionary, so it still refers back across the nonces; the holes in that dictionary are 0xFF
 * bytes, which never occur in UTF-8, so no back-reference can reach a nonce's bytes.
 */
export interface GzipTemplate {
  /** The whole gzip file; nonce holes and the CRC are overwritten per response. */
  body: Buffer;
  /** Byte offsets of the holes in `body`. */
  holes: number[];
  /** Byte offset of the CRC-32 in the trailer. */
  crcOffset: number;
  /** CRC-32 of the page with zero bytes in the holes. */
  crcBase: number;
  /**
   * How a change in the holes moves the CRC: multiplication by Σ x^(8·bytes after hole i) mod P,
   * as four tables of 256 (it is linear over GF(2)), so a response's CRC costs four lookups
   * instead of a 32-step product.
   */
  crcShiftTable: Uint32Array;
  holeLength: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
const WINDOW = 32 * 1024;
const SYNC_TAIL = Buffer.from([0x00, 0x00, 0xff, 0xff]);
/** The CRC-32 polynomial, reflected (zlib's crc32.c). */
const POLY = 0xedb88320;

/**
 * Compresses `page` (UTF-8 bytes) with `holeLength` bytes at each offset in `holes` left out of
 * the compression. The holes' current contents are ignored.
 */
export function gzipTemplate(page: Buffer, holes: readonly number[], holeLength: number, level = 9): GzipTemplate {
  if (holeLength < 1 || holeLength > 0xffff) throw new RangeError('hole length out of range');
  const sorted = [...holes].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    const at = sorted[i]!;
    if (at < 0 || at + holeLength > page.length || (i > 0 && at < sorted[i - 1]! + holeLength)) throw new RangeError('holes overlap or lie outside the page');
  }
  // The page as the dictionary sees it: holes filled with bytes no UTF-8 text contains.
  const masked = Buffer.from(page);
  for (const at of sorted) masked.fill(0xff, at, at + holeLength);

  const storedHeader = Buffer.from([holeLength & 0xff, holeLength >> 8, ~holeLength & 0xff, (~holeLength >> 8) & 0xff]);
  const parts: Buffer[] = [GZIP_HEADER];
  let size = GZIP_HEADER.length;
  const holeOffsets: number[] = [];
  let start = 0;
  const ends = [...sorted, page.length];
  for (let k = 0; k < ends.length; k++) {
    const end = ends[k]!;
    const last = k === ends.length - 1;
    const dictionary = masked.subarray(Math.max(0, start - WINDOW), start);
    let out = zlib.deflateRawSync(masked.subarray(start, end), {
      level,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(dictionary.length > 0 ? { dictionary } : {}),
    });
    if (!last) {
      if (!out.subarray(out.length - 4).equals(SYNC_TAIL)) throw new Error('unexpected end of a sync-flushed deflate stream');
      out = out.subarray(0, out.length - 4);
      parts.push(out, storedHeader, Buffer.alloc(holeLength));
      holeOffsets.push(size + out.length + storedHeader.length);
      size += out.length + storedHeader.length + holeLength;
      start = end + holeLength;
    } else {
      parts.push(out);
      size += out.length;
    }
  }
  const zeroed = Buffer.from(page);
  for (const at of sorted) zeroed.fill(0, at, at + holeLength);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  parts.push(trailer);
  const body = Buffer.concat(parts);
  const crcBase = zlib.crc32(zeroed);
  let crcShift = 0;
  for (const at of sorted) crcShift ^= x8nModP(page.length - at - holeLength);
  const template: GzipTemplate = { body, holes: holeOffsets, crcOffset: size, crcBase, crcShiftTable: multiplicationTable(crcShift >>> 0), holeLength };
  // Fill the holes with the page's own bytes, so `body` is a valid gzip file as it is.
  if (sorted.length > 0) fillGzip(template, template.body, page.subarray(sorted[0]!, sorted[0]! + holeLength).toString('latin1'));
  else body.writeUInt32LE(crcBase, size);
  return template;
}

/**
 * Writes `nonce` (ASCII, `holeLength` characters) into every hole of `target` (a copy of
 * `template.body`) and the CRC of the page it now holds into the trailer.
 */
export function fillGzip(template: GzipTemplate, target: Buffer, nonce: string): Buffer {
  const length = template.holeLength;
  if (nonce.length !== length) throw new RangeError('the nonce does not fit the holes');
  // The nonce's bytes and their CRC in one pass, in JavaScript: on every cached page answered
  // the native calls (Buffer.from, zlib.crc32) cost more than the work (docs/performance.md).
  const bytes = scratchOf(length);
  // -1, not 0xffffffff: the register stays a 32-bit integer in optimised code, not a double.
  let crc = -1;
  for (let i = 0; i < length; i++) {
    const code = nonce.charCodeAt(i);
    if (code > 0x7f) throw new RangeError('the nonce is not ASCII');
    bytes[i] = code;
    crc = CRC_TABLE[(crc ^ code) & 0xff]! ^ (crc >>> 8);
  }
  for (const at of template.holes) target.set(bytes, at);
  let result = template.crcBase;
  if (template.holes.length > 0) {
    // CRC is affine: crc(page with nonce) = crc(page with zeros) ^ shift(L(nonce)).
    const linear = (~crc ^ zeroCrc(length)) >>> 0;
    const table = template.crcShiftTable;
    result = (result ^ table[linear & 0xff]! ^ table[256 + ((linear >>> 8) & 0xff)]! ^ table[512 + ((linear >>> 16) & 0xff)]! ^ table[768 + (linear >>> 24)]!) >>> 0;
  }
  target.writeUInt32LE(result, template.crcOffset);
  return target;
}

const scratches = new Map<number, Uint8Array>();
function scratchOf(length: number): Uint8Array {
  let scratch = scratches.get(length);
  if (scratch === undefined) scratches.set(length, (scratch = new Uint8Array(length)));
  return scratch;
}

/** zlib's CRC-32 table (crc32.c, reflected). */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = (c & 1) !== 0 ? POLY ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** multModP(a, x) for every x, as the XOR of four byte tables. */
function multiplicationTable(a: number): Uint32Array {
  const table = new Uint32Array(1024);
  if (a === 0) return table; // a page without holes: multModP(0, x) would never end
  for (let part = 0; part < 4; part++) for (let b = 0; b < 256; b++) table[part * 256 + b] = multModP(a, (b << (8 * part)) >>> 0);
  return table;
}

// CRC-32 arithmetic in GF(2)[x] modulo its polynomial (POLY), reflected as zlib does (crc32.c).
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = (b & 1) !== 0 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) mod P for k = 0…31. */
const X2N: number[] = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8·n) mod P: the effect of n zero bytes after a value on the CRC register. */
function x8nModP(n: number): number {
  let p = 0x80000000;
  let k = 3;
  while (n > 0) {
    if ((n & 1) !== 0) p = multModP(X2N[k & 31]!, p);
    n >>>= 1;
    k++;
  }
  return p >>> 0;
}

const zeroCrcs = new Map<number, number>();
function zeroCrc(length: number): number {
  let crc = zeroCrcs.get(length);
  if (crc === undefined) zeroCrcs.set(length, (crc = zlib.crc32(Buffer.alloc(length))));
  return crc;
}
