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

describe('MemoryCache tags', () => {
  it('deleting a tag deletes exactly the entries set with it', async () => {
    const cache = new MemoryCache();
    await cache.set('config', '1', 1000, ['site-config']);
    await cache.set('product:1', '2', 1000, ['product', 'product:1']);
    await cache.set('product:2', '3', 1000, ['product', 'product:2']);
    await cache.set('plain', '4', 1000);
    await cache.deleteTag('product:1');
    expect(await cache.get('product:1')).toBeUndefined();
    expect(await cache.get('product:2')).toBe('3');
    await cache.deleteTag('product');
    expect(await cache.get('product:2')).toBeUndefined();
    expect(await cache.get('config')).toBe('1');
    expect(await cache.get('plain')).toBe('4');
  });

  it('a key set again without the tag is no longer deleted with it', async () => {
    const cache = new MemoryCache();
    await cache.set('a', '1', 1000, ['t']);
    await cache.set('a', '2', 1000);
    await cache.deleteTag('t');
    expect(await cache.get('a')).toBe('2');
  });
});
