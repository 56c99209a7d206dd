import type { Logger } from 'pino';
import { classifyUnavailable } from '#server/platform/errors/unavailable';
import type { Cache } from './cache';
import type { InvalidationBus } from './invalidation-bus';
import type { MemoryCache } from './memory-cache';

export interface ReadThroughServices {
  cache: Cache;
  /** This instance's last value of each key, for when the source is away. */
  lastKnown: MemoryCache;
  invalidation: Pick<InvalidationBus, 'epoch' | 'unchangedSince'>;
  logger: Logger;
}

export interface ReadThroughOptions {
  key: string;
  ttlMs: number;
  /** Invalidation topics the value depends on (server/platform/cache/invalidation-bus.ts). */
  tags?: readonly string[];
  load(): Promise<string>;
}

/** Long enough to bridge any outage worth bridging; bounded so memory is too. */
const LAST_KNOWN_MS = 24 * 3_600_000;

/**
 * A cached read that survives its dependencies (DESIGN 8, issue 11.4): the shared cache first
 * (a cache that is away is a miss), then the source; when the source is away too, the last
 * value this instance saw, so guests keep browsing. Only an outage falls back: a real error
 * (bad data) still fails.
 */
export async function readThrough(services: ReadThroughServices, options: ReadThroughOptions): Promise<string> {
  const { cache, lastKnown, logger } = services;
  const epoch = services.invalidation.epoch;
  const hit = await cache.get(options.key);
  if (hit !== undefined) {
    lastKnown.setSync(options.key, hit, LAST_KNOWN_MS);
    return hit;
  }
  let value: string;
  try {
    value = await options.load();
  } catch (error) {
    const stale = classifyUnavailable(error) ? lastKnown.getSync(options.key) : undefined;
    if (stale === undefined) throw error;
    logger.warn({ key: options.key, err: error }, 'source unavailable; serving the last known value');
    return stale;
  }
  // A change applied while this value was loading: it may be the old one, so it is not kept.
  if (!services.invalidation.unchangedSince(epoch)) return value;
  await cache.set(options.key, value, options.ttlMs, options.tags);
  lastKnown.setSync(options.key, value, LAST_KNOWN_MS);
  return value;
}
