import type { Redis } from 'ioredis';
import { type AttemptLimiter, createAttemptLimiter } from './attempt-limiter';

/**
 * Password checks (login, and the current-password checks of profile edit and withdrawal),
 * limited as OWASP's authentication guidance describes (issue 10, item 3; docs/security.md):
 *
 * - per account, across every address: `perAccount` guesses per account window. That slows a
 *   distributed guesser to a few guesses per window; the block ends with the window, so an
 *   attacker cannot turn it into a long lock-out of the owner;
 * - per address: `perIp` failed checks per address window, for one address spraying many accounts;
 * - a known device (the signed-in member's own browser, remembered by a device cookie at its
 *   last successful login) skips both: the owner still gets in while their account or their
 *   shared address is under attack. A device has its own limit (`perAccount` per account
 *   window); past it the cookie is simply not trusted and the ordinary limits apply.
 *
 * Each check is reserved before the password is verified and given back when it was right, so
 * the limits count failures and hold under concurrency.
 */
export interface LoginThrottle {
  begin(attempt: { account: string; ip: string; device?: string | undefined }): Promise<LoginGate>;
}

export type LoginGate = { ok: false; retryAfter: number } | { ok: true; knownDevice: boolean; succeeded(): Promise<void> };

export interface LoginThrottleOptions {
  redis?: Redis | undefined;
  perAccount: number;
  accountWindowSeconds: number;
  perIp: number;
  ipWindowSeconds: number;
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { redis } = options;
  const byAccount = createAttemptLimiter({ redis, name: 'login_acct', points: options.perAccount, windowSeconds: options.accountWindowSeconds });
  const byIp = createAttemptLimiter({ redis, name: 'login_ip', points: options.perIp, windowSeconds: options.ipWindowSeconds });
  const byDevice = createAttemptLimiter({ redis, name: 'login_dev', points: options.perAccount, windowSeconds: options.accountWindowSeconds });

  return {
    async begin({ account, ip, device }) {
      const accountKey = account.trim().toLowerCase();
      if (device !== undefined) {
        const taken = await byDevice.take(device);
        if (taken.ok) return { ok: true, knownDevice: true, succeeded: () => byDevice.reset(device) };
      }
      return ordinary(byAccount, accountKey, byIp, ip);
    },
  };
}

async function ordinary(byAccount: AttemptLimiter, accountKey: string, byIp: AttemptLimiter, ip: string): Promise<LoginGate> {
  const account = await byAccount.take(accountKey);
  if (!account.ok) return account;
  const address = await byIp.take(ip);
  if (!address.ok) {
    // Refused before any password was checked: this one does not count against the account.
    await byAccount.refund(accountKey);
    return address;
  }
  return {
    ok: true,
    knownDevice: false,
    async succeeded() {
      await Promise.all([byAccount.reset(accountKey), byIp.refund(ip)]);
    },
  };
}
