import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Client log entries are accepted per visitor (IP + browser UUID) and per IP, per minute, so
 * nobody can fill the database through the logger (DESIGN 8). Counts are shared through Redis
 * when there is one.
 */
export interface ClientLogLimiter {
  /** How many of `count` entries may be saved now (0 when the visitor is over the limit). */
  take(ip: string, uuid: string | undefined, count: number): Promise<number>;
}

const WINDOW_S = 60;

export function createClientLogLimiter(options: { redis?: Redis | undefined; perVisitor: number; perIp: number }): ClientLogLimiter {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({
          storeClient: options.redis,
          keyPrefix,
          points,
          duration: WINDOW_S,
          rejectIfRedisNotReady: true,
          // While Redis is away the limits hold per instance, and logging goes on.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_S }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_S });
  const byVisitor = make('clog_visitor', options.perVisitor);
  const byIp = make('clog_ip', options.perIp);

  const remaining = async (limiter: RateLimiterAbstract, key: string, limit: number) => {
    const res = await limiter.get(key);
    return Math.max(0, limit - (res?.consumedPoints ?? 0));
  };

  return {
    async take(ip, uuid, count) {
      const visitorKey = `${ip}|${uuid ?? '-'}`;
      const allowed = Math.min(count, await remaining(byVisitor, visitorKey, options.perVisitor), await remaining(byIp, ip, options.perIp));
      if (allowed <= 0) return 0;
      try {
        await Promise.all([byVisitor.consume(visitorKey, allowed), byIp.consume(ip, allowed)]);
      } catch (error) {
        // Another request took the last points in between: refuse this batch.
        if (error instanceof RateLimiterRes) return 0;
        throw error;
      }
      return allowed;
    },
  };
}
