import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FastCache, NONCE_LENGTH, pageEntry, rpcEntry, takeBody } from './fast-cache';

const OLD = 'A'.repeat(NONCE_LENGTH);
const html = `<html><script nonce="${OLD}">x</script><link nonce="${OLD}"></html>`;
const fresh = (c: string) => c.repeat(NONCE_LENGTH);

describe('fast cache page bodies', () => {
  it('finds every nonce position and writes a fresh nonce into a copy', () => {
    const entry = pageEntry(html, OLD, {}, 60_000);
    expect(entry.identity.nonceOffsets).toHaveLength(2);
    const { body } = takeBody(entry.identity, fresh('b'));
    expect(body.toString()).toBe(html.replaceAll(OLD, fresh('b')));
    expect(entry.identity.body.toString()).toBe(html);
  });

  it('reuses a body only after it is released, and never the one still being sent', () => {
    const entry = pageEntry(html, OLD, {}, 60_000).identity;
    const first = takeBody(entry, fresh('b'));
    const second = takeBody(entry, fresh('c'));
    expect(second.body).not.toBe(first.body);
    expect(first.body.toString()).toContain(fresh('b'));
    first.release?.();
    const third = takeBody(entry, fresh('d'));
    expect(third.body).toBe(first.body);
    expect(third.body.toString()).toBe(html.replaceAll(OLD, fresh('d')));
    expect(second.body.toString()).toBe(html.replaceAll(OLD, fresh('c')));
  });

  it('keeps a bounded number of spare bodies', () => {
    const entry = pageEntry(html, OLD, {}, 60_000).identity;
    const taken = Array.from({ length: 20 }, () => takeBody(entry, fresh('e')));
    for (const t of taken) t.release?.();
    expect(entry.spare!.length).toBeLessThanOrEqual(8);
  });

  it('hands out answers without a nonce as they are', () => {
    const body = Buffer.from('{"success":true}');
    const taken = takeBody(rpcEntry(body.toString(), {}, 1000).identity, fresh('f'));
    expect(taken.body.equals(body)).toBe(true);
    expect(taken.release).toBeUndefined();
  });

  it('keeps a page of 1 KB or more as gzip with nonce holes: every hit gets its own nonce and CRC', () => {
    const big = `<html><head><script nonce="${OLD}">x</script></head><body>${'<p>반려동물 건강</p>'.repeat(200)}<script nonce="${OLD}">y</script></body></html>`;
    const entry = pageEntry(big, OLD, {}, 60_000);
    expect(entry.br).toBeUndefined();
    const gzip = entry.gzip!;
    expect(gzip.nonceOffsets).toHaveLength(2);
    expect(gzip.body.length).toBeLessThan(big.length / 5);
    const first = takeBody(gzip, fresh('b'));
    expect(zlib.gunzipSync(first.body).toString()).toBe(big.replaceAll(OLD, fresh('b')));
    first.release?.();
    const second = takeBody(gzip, fresh('c'));
    expect(second.body).toBe(first.body);
    expect(zlib.gunzipSync(second.body).toString()).toBe(big.replaceAll(OLD, fresh('c')));
    // A small page is only kept as it is.
    expect(pageEntry(html, OLD, {}, 60_000).gzip).toBeUndefined();
  });

  it('keeps RPC answers of 1 KB or more as brotli and gzip too', () => {
    const json = JSON.stringify({ success: true, items: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `사료 ${i}` })) });
    const entry = rpcEntry(json, {}, 1000);
    expect(zlib.brotliDecompressSync(entry.br!.body).toString()).toBe(json);
    expect(zlib.gunzipSync(entry.gzip!.body).toString()).toBe(json);
    const small = rpcEntry('{"success":true}', {}, 1000);
    expect(small.br).toBeUndefined();
    expect(small.gzip).toBeUndefined();
  });

  it('hands out a body without nonce positions itself', () => {
    const body = Buffer.from('{"success":true}');
    const taken = takeBody({ body, nonceOffsets: [] }, fresh('f'));
    expect(taken.body).toBe(body);
    expect(taken.release).toBeUndefined();
  });

  it('expires entries and drops the oldest beyond its size', () => {
    const cache = new FastCache(2);
    const entry = (ttl: number) => pageEntry(html, OLD, {}, ttl);
    cache.set('/a', entry(60_000));
    cache.set('/b', entry(60_000));
    cache.set('/c', entry(60_000));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeDefined();
    cache.set('/d', entry(-1));
    expect(cache.get('/d')).toBeUndefined();
  });
});
