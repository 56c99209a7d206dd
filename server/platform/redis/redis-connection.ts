import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

export interface RedisConnectionOptions {
  url: string;
  keyPrefix: string;
  /** Longest wait for any command's answer. */
  commandTimeoutMs: number;
  logger: Logger;
  /** A name for the logs and metrics ('commands', 'subscriber'). */
  role: string;
  /** Counts errors and reconnection attempts (metrics). */
  observer?: { error(role: string): void; reconnect(role: string): void };
}

/**
 * A Redis connection that fails fast (DESIGN 8): while it is not connected every command fails
 * at once instead of queueing (no offline queue, no retries of a command), a connected but
 * silent Redis fails each command after `commandTimeoutMs`, and the connection comes back by
 * itself with back-off. Being away is logged once per outage, not on every reconnect attempt.
 */
export function connectRedis(options: RedisConnectionOptions, overrides: Partial<RedisOptions> = {}): Redis {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: Math.max(1000, 2 * options.commandTimeoutMs),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
    ...overrides,
  });
  let down = false;
  const { observer, role } = options;
  if (observer) redis.on('reconnecting', () => observer.reconnect(role));
  redis.on('error', (error: Error) => {
    observer?.error(role);
    if (down) return;
    down = true;
    options.logger.warn({ err: error, role: options.role }, 'redis unavailable');
  });
  redis.on('close', () => {
    if (down || redis.status === 'end') return;
    down = true;
    options.logger.warn({ role: options.role }, 'redis connection lost; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    options.logger.info({ role: options.role }, 'redis available again');
  });
  return redis;
}

/** Resolves when the connection is ready, or after `timeoutMs` (the caller goes on degraded). */
export function waitUntilReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}
