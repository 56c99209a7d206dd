import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { DependencyUnavailableError } from '#server/platform/errors/unavailable';
import { BestEffortCache } from './best-effort-cache';
import type { Cache } from './cache';
import { MemoryCache } from './memory-cache';
import { LocalInvalidationBus } from './invalidation-bus';
import { readThrough } from './read-through';

const logger = pino({ level: 'silent' });
const awayCache: Cache = {
  get: () => Promise.reject(new Error('Command timed out')),
  set: () => Promise.reject(new Error('Command timed out')),
  delete: () => Promise.reject(new Error('Command timed out')),
  deleteTag: () => Promise.reject(new Error('Command timed out')),
  close: async () => undefined,
};

describe('readThrough (issue 11.4: guests keep browsing through outages)', () => {
  it('answers from the cache, else loads and caches with its tags', async () => {
    const services = { cache: new MemoryCache(), lastKnown: new MemoryCache(), invalidation: new LocalInvalidationBus(logger), logger };
    const load = vi.fn(async () => 'v1');
    expect(await readThrough(services, { key: 'k', ttlMs: 1000, tags: ['t'], load })).toBe('v1');
    expect(await readThrough(services, { key: 'k', ttlMs: 1000, tags: ['t'], load })).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    await services.cache.deleteTag('t');
    load.mockResolvedValueOnce('v2');
    expect(await readThrough(services, { key: 'k', ttlMs: 1000, load })).toBe('v2');
  });

  it('loads from the source when the cache is away', async () => {
    const services = { cache: new BestEffortCache(awayCache, () => undefined), lastKnown: new MemoryCache(), invalidation: new LocalInvalidationBus(logger), logger };
    expect(await readThrough(services, { key: 'k', ttlMs: 1000, load: async () => 'from db' })).toBe('from db');
  });

  it('serves the last known value when the source is away too, and fails when there is none', async () => {
    const services = { cache: new BestEffortCache(awayCache, () => undefined), lastKnown: new MemoryCache(), invalidation: new LocalInvalidationBus(logger), logger };
    await readThrough(services, { key: 'k', ttlMs: 1000, load: async () => 'seen before' });
    const away = async (): Promise<string> => {
      throw new DependencyUnavailableError('database', 'down');
    };
    expect(await readThrough(services, { key: 'k', ttlMs: 1000, load: away })).toBe('seen before');
    await expect(readThrough(services, { key: 'other', ttlMs: 1000, load: away })).rejects.toThrow('down');
  });

  it('does not hide a real error behind an old value', async () => {
    const services = { cache: new MemoryCache(), lastKnown: new MemoryCache(), invalidation: new LocalInvalidationBus(logger), logger };
    await readThrough(services, { key: 'k', ttlMs: 1, load: async () => 'old' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(readThrough(services, { key: 'k', ttlMs: 1, load: () => Promise.reject(new Error('bad row')) })).rejects.toThrow('bad row');
  });

  it('does not keep a value that was loading while a change arrived (it may be the old one)', async () => {
    const invalidation = new LocalInvalidationBus(logger);
    const services = { cache: new MemoryCache(), lastKnown: new MemoryCache(), invalidation, logger };
    const load = async () => {
      // The change is saved and announced while this (old) value is on its way.
      await invalidation.publish('t');
      return 'old';
    };
    expect(await readThrough(services, { key: 'k', ttlMs: 60_000, tags: ['t'], load })).toBe('old');
    expect(await services.cache.get('k')).toBeUndefined();
    expect(await readThrough(services, { key: 'k', ttlMs: 60_000, tags: ['t'], load: async () => 'new' })).toBe('new');
    expect(await services.cache.get('k')).toBe('new');
  });
});
