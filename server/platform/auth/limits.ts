import type { Redis } from 'ioredis';
import type { Env } from '../env';
import { type AttemptLimiter, createAttemptLimiter } from './attempt-limiter';
import { type CounterFactory, createVisitorLimiter, type VisitorLimiter } from './rate-limits';

/**
 * The counters behind every feature's limits, one per name for the life of the process (so the
 * in-process fallback keeps its counts between requests). Features declare their own limits with
 * `defineAttemptLimit` / `defineVisitorLimit` beside the code they guard; the platform knows none
 * of them by name.
 */
export interface LimitRegistry {
  attempts(name: string, size: (env: Env) => { points: number; windowSeconds: number }): AttemptLimiter;
  visitors(name: string, size: (env: Env) => { perVisitor: number; perIp: number; windowS: number }): VisitorLimiter;
}

export function createLimitRegistry(options: { env: Env; redis: Redis | undefined; counters: CounterFactory }): LimitRegistry {
  const attempts = new Map<string, AttemptLimiter>();
  const visitors = new Map<string, VisitorLimiter>();
  const once = <T>(made: Map<string, T>, name: string, make: () => T): T => {
    const limiter = made.get(name) ?? make();
    made.set(name, limiter);
    return limiter;
  };
  return {
    attempts: (name, size) => once(attempts, name, () => createAttemptLimiter({ redis: options.redis, name, ...size(options.env) })),
    visitors: (name, size) => once(visitors, name, () => createVisitorLimiter(options.counters, { name, ...size(options.env) })),
  };
}

type WithLimits = { limits: LimitRegistry };

/** A limit of attempts per key, named in the store as `name`, sized from the environment. */
export function defineAttemptLimit(name: string, size: (env: Env) => { points: number; windowSeconds: number }): (services: WithLimits) => AttemptLimiter {
  return (services) => services.limits.attempts(name, size);
}

/** A limit of entries per visitor and per address, named in the store as `<name>_visitor` / `<name>_ip`. */
export function defineVisitorLimit(name: string, size: (env: Env) => { perVisitor: number; perIp: number; windowS: number }): (services: WithLimits) => VisitorLimiter {
  return (services) => services.limits.visitors(name, size);
}
