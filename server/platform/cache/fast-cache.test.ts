import { describe, expect, it } from 'vitest';
import { FastCache, NONCE_LENGTH, pageEntry, takeBody } from './fast-cache';

const OLD = 'A'.repeat(NONCE_LENGTH);
const html = `<html><script nonce="${OLD}">x</script><link nonce="${OLD}"></html>`;
const fresh = (c: string) => c.repeat(NONCE_LENGTH);

describe('fast cache page bodies', () => {
  it('finds every nonce position and writes a fresh nonce into a copy', () => {
    const entry = pageEntry(html, OLD, {}, 60_000);
    expect(entry.nonceOffsets).toHaveLength(2);
    const { body } = takeBody(entry, fresh('b'));
    expect(body.toString()).toBe(html.replaceAll(OLD, fresh('b')));
    expect(entry.body.toString()).toBe(html);
  });

  it('reuses a body only after it is released, and never the one still being sent', () => {
    const entry = pageEntry(html, OLD, {}, 60_000);
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
    const entry = pageEntry(html, OLD, {}, 60_000);
    const taken = Array.from({ length: 20 }, () => takeBody(entry, fresh('e')));
    for (const t of taken) t.release?.();
    expect(entry.spare!.length).toBeLessThanOrEqual(8);
  });

  it('hands out answers without a nonce as they are', () => {
    const body = Buffer.from('{"success":true}');
    const taken = takeBody({ kind: 'rpc', body, nonceOffsets: [], headers: {}, expiresAt: Date.now() + 1000 }, fresh('f'));
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
