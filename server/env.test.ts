import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = readEnv({});
    expect(env.DATABASE_URL).toBe('file:./data/site.db');
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.SESSION_IDLE_MINUTES).toBe(30);
  });

  it('fails fast naming the bad variable', () => {
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with file:/);
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('accepts PostgreSQL and Redis', () => {
    const env = readEnv({ DATABASE_URL: 'postgres://127.0.0.1:5432/test', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(env.DATABASE_URL).toContain('postgres');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });
});
