/** A string cache with per-entry time-to-live: in-process by default, Redis when configured. */
export interface Cache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** SPEC 9.1: cacheable server answers are kept 300000 ms. */
export const CACHE_TTL_MS = 300_000;
