/**
 * A string cache with per-entry time-to-live: in-process by default, Redis when configured.
 * An entry may carry tags; deleting a tag deletes every entry that carries it (what the
 * invalidation bus does when staff change something, server/platform/cache/invalidation-bus.ts).
 */
export interface Cache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number, tags?: readonly string[]): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every entry set with this tag. */
  deleteTag(tag: string): Promise<void>;
  close(): Promise<void>;
}

/** SPEC 9.1: cacheable server answers are kept 300000 ms. */
export const CACHE_TTL_MS = 300_000;
