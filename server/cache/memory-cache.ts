import type { Cache } from './cache';

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * In-process cache bounded by entry count: the oldest inserted entry goes first (a Map keeps
 * insertion order), so random keys from the outside can never grow memory without limit.
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  getSync(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  setSync(key: string, value: string, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  async get(key: string): Promise<string | undefined> {
    return this.getSync(key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.setSync(key, value, ttlMs);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
