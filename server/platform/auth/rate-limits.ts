import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counted limits on writes (DESIGN 8): per visitor and per address for the public write methods
 * (client logs, tracking logs), per member and day for uploads. Counters live in Redis when
 * there is one, so every instance counts against the same numbers; otherwise in this process.
 * Each count is one atomic increment (a Lua script on Redis), so parallel requests cannot
 * overshoot a limit, and a refused request gives its points back, so refusals do not pile up.
 */

const LIMIT_EXCEEDED = Symbol.for('petfood-site.limit-exceeded');

/**
 * A counted limit refused the request. Thrown from deep inside a write (an upload quota), so
 * the RPC router answers 429 with Retry-After for any method, and page actions turn it into
 * their form's error with the same status.
 */
export class LimitExceededError extends Error {
  readonly [LIMIT_EXCEEDED] = true;
  constructor(
    readonly code: string,
    message: string,
    readonly retryAfterS: number,
  ) {
    super(message);
    this.name = 'LimitExceededError';
  }
}

/**
 * Recognised by a brand, not `instanceof`: the services are built by the server bundle and the
 * page actions run in the React Router bundle, each with its own copy of the class.
 */
export function isLimitExceeded(error: unknown): error is LimitExceededError {
  return typeof error === 'object' && error !== null && (error as { [LIMIT_EXCEEDED]?: unknown })[LIMIT_EXCEEDED] === true;
}

/** Makes a fixed-window counter: `points` per `durationS` seconds, keys under `name`. */
export type CounterFactory = (name: string, points: number, durationS: number) => RateLimiterAbstract;

export function counterFactory(redis: Redis | undefined): CounterFactory {
  return (name, points, durationS) => {
    if (!redis) return new RateLimiterMemory({ keyPrefix: name, points, duration: durationS });
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: name,
      points,
      duration: durationS,
      // Redis gone: keep counting in this process rather than failing every write.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${name}_local`, points, duration: durationS }),
    });
  };
}

/** One counter to charge, with the key and the cost of this request. */
export interface Charge {
  counter: RateLimiterAbstract;
  key: string;
  cost: number;
}

export type ChargeOutcome = { ok: true } | { ok: false; retryAfterS: number; refused: RateLimiterAbstract };

/** Takes every charge, or none: when one counter refuses, all points taken are given back. */
export async function chargeAll(charges: readonly Charge[]): Promise<ChargeOutcome> {
  const results = await Promise.allSettled(charges.map((c) => c.counter.consume(c.key, c.cost)));
  const refusedAt = results.findIndex((r) => r.status === 'rejected');
  if (refusedAt === -1) return { ok: true };
  // A refusal (RateLimiterRes) still counted its points; a store error did not.
  const counted = charges.filter((_, i) => results[i]!.status === 'fulfilled' || (results[i] as PromiseRejectedResult).reason instanceof RateLimiterRes);
  await refundAll(counted);
  const reason = (results[refusedAt] as PromiseRejectedResult).reason as unknown;
  if (!(reason instanceof RateLimiterRes)) throw reason;
  return { ok: false, retryAfterS: Math.max(1, Math.ceil(reason.msBeforeNext / 1000)), refused: charges[refusedAt]!.counter };
}

/** Gives back what chargeAll took (the work it paid for did not happen). */
export async function refundAll(charges: readonly Charge[]): Promise<void> {
  await Promise.all(charges.map((c) => c.counter.reward(c.key, c.cost)));
}

/** How many of `count` items a visitor may send now, and when to try again if not all. */
interface VisitorAllowance {
  allowed: number;
  retryAfterS: number;
}

/**
 * Writes per visitor (address + browser UUID) and per address, per window. Batches may be cut
 * short (`take` allows part of them), so a page's last few log entries are kept while a flood
 * is not.
 */
export interface VisitorLimiter {
  take(ip: string, uuid: string | undefined, count: number): Promise<VisitorAllowance>;
}

export function createVisitorLimiter(counters: CounterFactory, options: { name: string; perVisitor: number; perIp: number; windowS: number }): VisitorLimiter {
  const byVisitor = counters(`${options.name}_visitor`, options.perVisitor, options.windowS);
  const byIp = counters(`${options.name}_ip`, options.perIp, options.windowS);

  return {
    async take(ip, uuid, count) {
      const charges: Charge[] = [
        { counter: byVisitor, key: `${ip}|${uuid ?? '-'}`, cost: count },
        { counter: byIp, key: ip, cost: count },
      ];
      const taken = await Promise.allSettled(charges.map((c) => c.counter.consume(c.key, c.cost)));
      const failed = taken.find((r): r is PromiseRejectedResult => r.status === 'rejected' && !(r.reason instanceof RateLimiterRes));
      if (failed) {
        await refundAll(charges.filter((_, i) => taken[i]!.status === 'fulfilled'));
        throw failed.reason;
      }
      // Each counter now includes this batch; what went over a limit is given back to every counter.
      let allowed = count;
      let retryAfterS = 0;
      for (const [i, result] of taken.entries()) {
        if (result.status === 'fulfilled') continue;
        const res = result.reason as RateLimiterRes;
        const limit = charges[i]!.counter.points;
        allowed = Math.min(allowed, Math.max(0, count - (res.consumedPoints - limit)));
        retryAfterS = Math.max(retryAfterS, Math.ceil(res.msBeforeNext / 1000));
      }
      const over = count - allowed;
      if (over > 0) await Promise.all(charges.map((c) => c.counter.reward(c.key, over)));
      return { allowed, retryAfterS: allowed === count ? 0 : Math.max(1, retryAfterS) };
    },
  };
}
