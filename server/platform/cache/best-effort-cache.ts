import type { Cache } from './cache';

/**
 * A cache is an optimisation: when it is away (Redis down or frozen), reads are misses and
 * writes are skipped, so the site keeps serving from the database (DESIGN 8). Deletions still
 * fail loudly: a change that could not clear the cache must be known (the invalidation bus
 * retries it).
 */
export class BestEffortCache implements Cache {
  constructor(
    private readonly inner: Cache,
    private readonly onError: (error: unknown, operation: 'get' | 'set') => void,
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return await this.inner.get(key);
    } catch (error) {
      this.onError(error, 'get');
      return undefined;
    }
  }

  async set(key: string, value: string, ttlMs: number, tags?: readonly string[]): Promise<void> {
    try {
      await this.inner.set(key, value, ttlMs, tags);
    } catch (error) {
      this.onError(error, 'set');
    }
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  deleteTag(tag: string): Promise<void> {
    return this.inner.deleteTag(tag);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
