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

  it('reads the proxy and limit settings of docs/security.md', () => {
    const env = readEnv({});
    expect([env.TRUST_PROXY, env.TRUST_PROXY_HOPS]).toEqual([false, 1]);
    expect([env.LOGIN_MAX_FAILURES_PER_ACCOUNT, env.LOGIN_ACCOUNT_WINDOW_MINUTES, env.LOGIN_MAX_FAILURES_PER_IP, env.LOGIN_IP_WINDOW_MINUTES]).toEqual([5, 15, 30, 60]);
    expect([env.SIGNUP_MAX_PER_IP, env.SIGNUP_WINDOW_MINUTES, env.COUPON_LOOKUPS_PER_STAFF_PER_MINUTE, env.COUPON_MISSES_PER_STAFF_PER_HOUR]).toEqual([3, 60, 30, 20]);
    expect(readEnv({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => readEnv({ TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => readEnv({ SITE_HOSTS: ' , ' })).toThrow(/SITE_HOSTS: must name at least one host/);
  });
});
