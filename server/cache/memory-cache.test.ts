import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';

describe('MemoryCache', () => {
  it('keeps a value until its time-to-live passes', async () => {
    let now = 1000;
    const cache = new MemoryCache(10, () => now);
    await cache.set('a', '1', 300_000);
    now += 299_999;
    expect(await cache.get('a')).toBe('1');
    now += 1;
    expect(await cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry beyond its bound', async () => {
    const cache = new MemoryCache(2);
    await cache.set('a', '1', 1000);
    await cache.set('b', '2', 1000);
    await cache.set('c', '3', 1000);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBe('2');
    expect(await cache.get('c')).toBe('3');
  });

  it('deletes on request', async () => {
    const cache = new MemoryCache();
    await cache.set('a', '1', 1000);
    await cache.delete('a');
    expect(await cache.get('a')).toBeUndefined();
  });
});
