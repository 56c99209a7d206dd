import type { Redis } from 'ioredis';
import type { Cache } from './cache';

// Sets the entry and records it in each tag's sorted set (score: when the entry expires). A tag
// set lives as long as its longest-lived entry, and forgets entries that have expired.
// KEYS: entry, tag sets…; ARGV: value, ttl ms, now ms, the entry's key without the prefix.
const SET_TAGGED = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
local ttl = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
for i = 2, #KEYS do
  redis.call('ZADD', KEYS[i], now + ttl, ARGV[4])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if redis.call('PTTL', KEYS[i]) < ttl then redis.call('PEXPIRE', KEYS[i], ttl) end
end
return 1`;

// Deletes every entry of a tag set, then the set, in one step (nothing can be added between).
// KEYS: tag set; ARGV: the connection's key prefix.
const DELETE_TAGGED = `
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
for i = 1, #members do redis.call('DEL', ARGV[1] .. members[i]) end
redis.call('DEL', KEYS[1])
return #members`;

interface TaggingCommands {
  cacheSetTagged(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<unknown>;
  cacheDeleteTagged(tagKey: string, prefix: string): Promise<unknown>;
}

export class RedisCache implements Cache {
  private readonly redis: Redis & TaggingCommands;

  constructor(
    redis: Redis,
    private readonly prefix = 'cache:',
  ) {
    redis.defineCommand('cacheSetTagged', { lua: SET_TAGGED });
    redis.defineCommand('cacheDeleteTagged', { numberOfKeys: 1, lua: DELETE_TAGGED });
    this.redis = redis as Redis & TaggingCommands;
  }

  async get(key: string): Promise<string | undefined> {
    const value = await this.redis.get(this.prefix + key);
    return value ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number, tags: readonly string[] = []): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlMs));
    if (tags.length === 0) {
      await this.redis.set(this.prefix + key, value, 'PX', ttl);
      return;
    }
    const keys = [this.prefix + key, ...tags.map((tag) => this.tagKey(tag))];
    await this.redis.cacheSetTagged(keys.length, ...keys, value, ttl, Date.now(), this.prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async deleteTag(tag: string): Promise<void> {
    await this.redis.cacheDeleteTagged(this.tagKey(tag), this.redis.options.keyPrefix ?? '');
  }

  async close(): Promise<void> {
    // The connection is shared with the session store and closed by its owner.
  }

  private tagKey(tag: string): string {
    return `${this.prefix}tag:${tag}`;
  }
}
