import type { Redis } from 'ioredis';
import type { Cache } from './cache';

export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cache:',
  ) {}

  async get(key: string): Promise<string | undefined> {
    const value = await this.redis.get(this.prefix + key);
    return value ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    // The connection is shared with the session store and closed by its owner.
  }
}
