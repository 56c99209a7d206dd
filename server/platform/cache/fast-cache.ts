/**
 * Answers that are the same for every guest, kept as ready-to-send bytes: rendered guest pages
 * (PAGE_CACHE_SECONDS) and public cacheable RPC reads (5 minutes). The node server serves hits
 * before any middleware runs (fast-path.ts), which is what lets a guest page or a cached read
 * cost little more than a bare node:http answer.
 */
export interface FastEntry {
  kind: 'page' | 'rpc';
  body: Buffer;
  /** Byte offsets of the CSP nonce in the body, replaced by a fresh nonce on every hit. */
  nonceOffsets: number[];
  headers: Record<string, string>;
  expiresAt: number;
  /**
   * Copies of a page's body that the socket has finished with, kept for the next hits: a hit
   * then only overwrites the nonce bytes instead of allocating and copying the whole page
   * (which, with the garbage it leaves, cost more than everything else a hit does).
   */
  spare?: Buffer[];
}

/** Enough for the hits one entry has in flight at once on one core; bounds the memory kept. */
const MAX_SPARE_BODIES = 8;

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

/** The body as bytes with the nonce's positions, so a hit only overwrites those bytes. */
export function pageEntry(html: string, nonce: string, headers: Record<string, string>, ttlMs: number): FastEntry {
  const body = Buffer.from(html, 'utf8');
  const needle = Buffer.from(nonce, 'utf8');
  const nonceOffsets: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) nonceOffsets.push(at);
  return { kind: 'page', body, nonceOffsets, headers, expiresAt: Date.now() + ttlMs };
}

/** A copy of the entry's body with the fresh nonce written in place. */
export function bodyWithNonce(entry: FastEntry, nonce: string): Buffer {
  if (entry.nonceOffsets.length === 0) return entry.body;
  return writeNonce(Buffer.from(entry.body), entry.nonceOffsets, nonce);
}

/**
 * The entry's body with a fresh nonce, reusing a spare copy when there is one. Call `release`
 * only once the socket has written the bytes (the response's 'finish'); a body whose response
 * never finishes is simply left to the garbage collector.
 */
export function takeBody(entry: FastEntry, nonce: string): { body: Buffer; release: (() => void) | undefined } {
  if (entry.nonceOffsets.length === 0) return { body: entry.body, release: undefined };
  const spare = (entry.spare ??= []);
  const body = writeNonce(spare.pop() ?? Buffer.from(entry.body), entry.nonceOffsets, nonce);
  return {
    body,
    release: () => {
      if (spare.length < MAX_SPARE_BODIES) spare.push(body);
    },
  };
}

function writeNonce(body: Buffer, offsets: readonly number[], nonce: string): Buffer {
  for (const at of offsets) body.write(nonce, at, NONCE_LENGTH, 'latin1');
  return body;
}
