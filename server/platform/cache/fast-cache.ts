import zlib from 'node:zlib';
import { brotliCachedOptions, COMPRESS_MIN_BYTES } from '../compression';
import { fillGzip, type GzipTemplate, gzipTemplate } from './gzip-template';

/**
 * Answers that are the same for every guest, kept as ready-to-send bytes: rendered guest pages
 * (PAGE_CACHE_SECONDS) and public cacheable RPC reads (5 minutes). The node server serves hits
 * before any middleware runs (fast-path.ts), which is what lets a guest page or a cached read
 * cost little more than a bare node:http answer.
 *
 * Each entry holds its body once per content coding, compressed when it was stored: a page as
 * it is and as gzip with holes for the CSP nonce (gzip-template.ts); an RPC answer as it is,
 * brotli and gzip. A hit only writes its nonce (and, for gzip, the CRC) into a copy.
 */
export interface FastEntry {
  kind: 'page' | 'rpc';
  identity: FastBody;
  br?: FastBody;
  gzip?: FastBody;
  /** Content-Type, Cache-Control, ETag…: the same for every coding. */
  headers: Record<string, string>;
  expiresAt: number;
  /**
   * A page's: from this time on, a hit asks for the page to be rendered again in the background
   * (once; cleared when asked), so guests keep getting this entry until the new one replaces it
   * and nobody waits for a render (page-cache.ts).
   */
  refreshAt?: number;
  /** A page's: the request it was rendered for, as the background render asks again. */
  source?: PageSource;
}

/** The request a page was rendered for: its URL and the proxy's headers that name the site. */
export interface PageSource {
  url: string;
  headers: Record<string, string>;
}

/** How long before its end a page is rendered again in the background: at most half its life. */
export const PAGE_REFRESH_AHEAD_MS = 2000;

/** One coding of an entry's body. */
export interface FastBody {
  body: Buffer;
  /** Byte offsets of the CSP nonce in the body, replaced by a fresh nonce on every hit. */
  nonceOffsets: number[];
  /** For gzip with nonce holes: the trailer's CRC is recomputed for every nonce. */
  gzip?: GzipTemplate;
  /**
   * Copies of the body, each with the answer that last sent it, taken in turn by the next hits:
   * a hit then only overwrites the nonce bytes instead of allocating and copying the whole page
   * (which, with the garbage it leaves, cost more than everything else a hit does).
   */
  copies?: BodyCopy[];
  /** The copy the next hit looks at. */
  nextCopy?: number;
}

/**
 * What sends a body: node's ServerResponse. Its bytes belong to the socket until
 * `writableFinished` (ended, nothing buffered in it or in its socket); then they may be reused.
 */
export interface BodySender {
  readonly writableFinished: boolean;
}

interface BodyCopy {
  body: Buffer;
  sender: BodySender;
}

/** More than the hits one entry has in flight at once on one core; bounds the memory kept. */
export const MAX_BODY_COPIES = 8;

/** Every nonce is 16 random bytes in base64: always this many characters (and bytes). */
export const NONCE_LENGTH = 24;

export class FastCache {
  private readonly entries = new Map<string, FastEntry>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string, now = Date.now()): FastEntry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: FastEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A rendered page: its bytes with the nonce's positions, and the same as gzip with holes there.
 * Brotli has no way to leave bytes out of its stream, so pages are not kept as brotli.
 */
export function pageEntry(html: string, nonce: string, headers: Record<string, string>, ttlMs: number, source?: PageSource): FastEntry {
  const body = Buffer.from(html, 'utf8');
  const needle = Buffer.from(nonce, 'utf8');
  const nonceOffsets: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) nonceOffsets.push(at);
  const expiresAt = Date.now() + ttlMs;
  const entry: FastEntry = { kind: 'page', identity: { body, nonceOffsets }, headers, expiresAt };
  if (source !== undefined) {
    entry.source = source;
    entry.refreshAt = expiresAt - Math.min(PAGE_REFRESH_AHEAD_MS, ttlMs / 2);
  }
  if (body.length >= COMPRESS_MIN_BYTES) {
    const template = gzipTemplate(body, nonceOffsets, NONCE_LENGTH);
    entry.gzip = { body: template.body, nonceOffsets: template.holes, gzip: template };
  }
  return entry;
}

/** A cached RPC answer (no nonce): as it is, and compressed once when it is large enough. */
export function rpcEntry(json: string, headers: Record<string, string>, ttlMs: number): FastEntry {
  const body = Buffer.from(json, 'utf8');
  const entry: FastEntry = { kind: 'rpc', identity: { body, nonceOffsets: [] }, headers, expiresAt: Date.now() + ttlMs };
  if (body.length >= COMPRESS_MIN_BYTES) {
    entry.br = { body: zlib.brotliCompressSync(body, brotliCachedOptions(body.length)), nonceOffsets: [] };
    entry.gzip = { body: zlib.gzipSync(body, { level: 9 }), nonceOffsets: [] };
  }
  return entry;
}

/** A copy of the body with the fresh nonce written in place (and its gzip CRC). */
export function bodyWithNonce(variant: FastBody, nonce: string): Buffer {
  if (variant.nonceOffsets.length === 0) return variant.body;
  return writeNonce(variant, Buffer.from(variant.body), nonce);
}

/**
 * The body with a fresh nonce, for `sender` to send. The copies of the body are taken in turn;
 * one whose last answer is still being written stays with it (and is left to the garbage
 * collector) while a new copy takes its place. Asking the answer, rather than being called
 * back when it finishes, costs a hit no listener (docs/performance.md).
 */
export function takeBody(variant: FastBody, nonce: string, sender: BodySender): Buffer {
  if (variant.nonceOffsets.length === 0) return variant.body;
  const copies = (variant.copies ??= []);
  let copy: BodyCopy;
  if (copies.length < MAX_BODY_COPIES) {
    copy = { body: Buffer.from(variant.body), sender };
    copies.push(copy);
  } else {
    const at = variant.nextCopy ?? 0;
    variant.nextCopy = at + 1 === MAX_BODY_COPIES ? 0 : at + 1;
    copy = copies[at]!;
    if (copy.sender.writableFinished) copy.sender = sender;
    else copies[at] = copy = { body: Buffer.from(variant.body), sender };
  }
  return writeNonce(variant, copy.body, nonce);
}

function writeNonce(variant: FastBody, target: Buffer, nonce: string): Buffer {
  if (variant.gzip !== undefined) return fillGzip(variant.gzip, target, nonce);
  const bytes = Buffer.from(nonce, 'latin1');
  for (const at of variant.nonceOffsets) target.set(bytes, at);
  return target;
}
