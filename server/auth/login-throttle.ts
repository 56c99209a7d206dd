import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * DESIGN 8: failed logins are counted per account+IP and per IP; past the limit, login is
 * refused for a while whatever the password. Counts are shared through Redis when there is one;
 * while Redis is away login fails fast (503: the session could not be kept there either).
 */
export interface LoginThrottle {
  /** Seconds to wait, or 0 when a login attempt may go ahead. */
  retryAfter(email: string, ip: string): Promise<number>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

const ACCOUNT_WINDOW_S = 15 * 60;
const IP_WINDOW_S = 60 * 60;

export function createLoginThrottle(options: { redis?: Redis; perAccount: number; perIp: number }): LoginThrottle {
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration, blockDuration: duration, rejectIfRedisNotReady: true })
      : new RateLimiterMemory({ keyPrefix, points, duration, blockDuration: duration });
  const byAccount = make('login_acct', options.perAccount, ACCOUNT_WINDOW_S);
  const byIp = make('login_ip', options.perIp, IP_WINDOW_S);
  const accountKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

  return {
    async retryAfter(email, ip) {
      const [account, address] = await Promise.all([byAccount.get(accountKey(email, ip)), byIp.get(ip)]);
      const wait = (res: RateLimiterRes | null, limit: number) =>
        res && res.consumedPoints >= limit ? Math.ceil(res.msBeforeNext / 1000) : 0;
      return Math.max(wait(account, options.perAccount), wait(address, options.perIp));
    },
    async recordFailure(email, ip) {
      await Promise.all([
        byAccount.penalty(accountKey(email, ip), 1),
        byIp.penalty(ip, 1),
      ]);
    },
    async recordSuccess(email, ip) {
      await byAccount.delete(accountKey(email, ip));
    },
  };
}
