import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type BodySender, FastCache, MAX_BODY_COPIES, NONCE_LENGTH, PAGE_REFRESH_AHEAD_MS, pageEntry, rpcEntry, takeBody } from './fast-cache';

const OLD = 'A'.repeat(NONCE_LENGTH);
const html = `<html><script nonce="${OLD}">x</script><link nonce="${OLD}"></html>`;
const fresh = (c: string) => c.repeat(NONCE_LENGTH);
/** An answer the test says is finished or not, as node's ServerResponse would. */
const sender = (writableFinished = false): BodySender => ({ writableFinished });
const done = sender(true);

describe('fast cache page bodies', () => {
  it('finds every nonce position and writes a fresh nonce into a copy', () => {
    const entry = pageEntry(html, OLD, {}, 60_000);
    expect(entry.identity.nonceOffsets).toHaveLength(2);
    const body = takeBody(entry.identity, fresh('b'), sender());
    expect(body.toString()).toBe(html.replaceAll(OLD, fresh('b')));
    expect(entry.identity.body.toString()).toBe(html);
  });

  it('reuses a copy only once the answer that sent it has finished, never one still being written', () => {
    const entry = pageEntry(html, OLD, {}, 60_000).identity;
    const senders = Array.from({ length: MAX_BODY_COPIES }, () => sender());
    const first = senders.map((s, i) => takeBody(entry, fresh(String.fromCharCode(98 + i)), s));
    expect(new Set(first).size).toBe(MAX_BODY_COPIES);
    // The first answer is still being written: its copy stays with it, the next hit gets a new one.
    const second = takeBody(entry, fresh('x'), done);
    expect(first).not.toContain(second);
    expect(first[0]!.toString()).toBe(html.replaceAll(OLD, fresh('b')));
    expect(second.toString()).toBe(html.replaceAll(OLD, fresh('x')));
    // The second answer has finished: its copy is taken again, with the new nonce.
    (senders[1] as { writableFinished: boolean }).writableFinished = true;
    const third = takeBody(entry, fresh('y'), sender());
    expect(third).toBe(first[1]);
    expect(third.toString()).toBe(html.replaceAll(OLD, fresh('y')));
    expect(first[2]!.toString()).toBe(html.replaceAll(OLD, fresh('d')));
  });

  it('keeps a bounded number of copies, whatever the traffic', () => {
    const entry = pageEntry(html, OLD, {}, 60_000).identity;
    for (let i = 0; i < 50; i++) takeBody(entry, fresh('e'), i % 3 === 0 ? sender() : done);
    expect(entry.copies!.length).toBe(MAX_BODY_COPIES);
  });

  it('asks for a page to be rendered again before its end: two seconds before, or half-way for a short life', () => {
    const source = { url: 'http://shop.test/', headers: {} };
    const long = pageEntry(html, OLD, {}, 60_000, source);
    expect(long.expiresAt - long.refreshAt!).toBe(PAGE_REFRESH_AHEAD_MS);
    expect(long.source).toBe(source);
    const short = pageEntry(html, OLD, {}, 1000, source);
    expect(short.expiresAt - short.refreshAt!).toBe(500);
    // Without the request it was rendered for, nothing could ask again.
    expect(pageEntry(html, OLD, {}, 60_000).refreshAt).toBeUndefined();
  });

  it('hands out answers without a nonce as they are', () => {
    const body = Buffer.from('{"success":true}');
    const entry = rpcEntry(body.toString(), {}, 1000).identity;
    expect(takeBody(entry, fresh('f'), sender()).equals(body)).toBe(true);
    expect(entry.copies).toBeUndefined();
  });

  it('keeps a page of 1 KB or more as gzip with nonce holes: every hit gets its own nonce and CRC', () => {
    const big = `<html><head><script nonce="${OLD}">x</script></head><body>${'<p>반려동물 건강</p>'.repeat(200)}<script nonce="${OLD}">y</script></body></html>`;
    const entry = pageEntry(big, OLD, {}, 60_000);
    expect(entry.br).toBeUndefined();
    const gzip = entry.gzip!;
    expect(gzip.nonceOffsets).toHaveLength(2);
    expect(gzip.body.length).toBeLessThan(big.length / 5);
    const first = takeBody(gzip, fresh('b'), done);
    expect(zlib.gunzipSync(first).toString()).toBe(big.replaceAll(OLD, fresh('b')));
    for (let i = 1; i < MAX_BODY_COPIES; i++) takeBody(gzip, fresh('z'), done);
    const second = takeBody(gzip, fresh('c'), done);
    expect(second).toBe(first);
    expect(zlib.gunzipSync(second).toString()).toBe(big.replaceAll(OLD, fresh('c')));
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
    expect(takeBody({ body, nonceOffsets: [] }, fresh('f'), sender())).toBe(body);
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
