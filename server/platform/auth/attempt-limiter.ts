import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { counterFactory } from './rate-limits';

/**
 * A count of attempts per key in a fixed window (rate-limiter-flexible), shared through Redis
 * when there is one. An attempt is *taken before* the work it guards and refunded afterwards
 * when it should not count (a correct password, a coupon found): counting afterwards lets
 * parallel requests all pass the check before any of them is counted (issue 10, item 3).
 * Taking is atomic on both stores — one Lua script on Redis, a synchronous step in-process — so
 * no more than `points` attempts per window ever go ahead.
 *
 * The window is never extended by refused attempts, so a block lasts at most one window.
 */
export interface AttemptLimiter {
  readonly points: number;
  take(key: string): Promise<Taken>;
  /** Gives back one attempt taken in this window. */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
}

type Taken = { ok: true } | { ok: false; retryAfter: number };

export interface AttemptLimiterOptions {
  redis?: Redis | undefined;
  /** Names the count in the store (under REDIS_KEY_PREFIX, which the client adds). */
  name: string;
  points: number;
  windowSeconds: number;
}

export function createAttemptLimiter({ redis, name, points, windowSeconds }: AttemptLimiterOptions): AttemptLimiter {
  // The same counters as the write limits: in Redis when there is one (counting in-process
  // while Redis is down rather than failing every login), in this process otherwise.
  const limiter = counterFactory(redis)(name, points, windowSeconds);

  return {
    points,
    async take(key) {
      try {
        await limiter.consume(key, 1);
        return { ok: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        throw error;
      }
    },
    async refund(key) {
      // Not after the window ended: that would hand out an extra attempt in the next one.
      const current = await limiter.get(key);
      if (current !== null && current.consumedPoints > 0) await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
