import type { Cache } from './cache';

interface Entry {
  value: string;
  expiresAt: number;
  tags: readonly string[];
}

/**
 * In-process cache bounded by entry count: the oldest inserted entry goes first (a Map keeps
 * insertion order), so random keys from the outside can never grow memory without limit.
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly tagged = new Map<string, Set<string>>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  getSync(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  setSync(key: string, value: string, ttlMs: number, tags: readonly string[] = []): void {
    this.remove(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs, tags });
    for (const tag of tags) {
      let keys = this.tagged.get(tag);
      if (!keys) this.tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
  }

  async get(key: string): Promise<string | undefined> {
    return this.getSync(key);
  }

  async set(key: string, value: string, ttlMs: number, tags?: readonly string[]): Promise<void> {
    this.setSync(key, value, ttlMs, tags);
  }

  async delete(key: string): Promise<void> {
    this.remove(key);
  }

  async deleteTag(tag: string): Promise<void> {
    for (const key of this.tagged.get(tag) ?? []) this.remove(key);
    this.tagged.delete(tag);
  }

  clear(): void {
    this.entries.clear();
    this.tagged.clear();
  }

  async close(): Promise<void> {
    this.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }
}
