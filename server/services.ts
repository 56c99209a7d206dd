import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { DbSessionStore } from './auth/db-session-store';
import { RedisSessionStore } from './auth/redis-session-store';
import type { SessionStore } from './auth/session-store';
import type { Cache } from './cache/cache';
import { MemoryCache } from './cache/memory-cache';
import { RedisCache } from './cache/redis-cache';
import { type Db, openDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Env } from './env';
import { FastCache } from './http/fast-cache';
import { type AttemptLimiter, createAttemptLimiter } from './auth/attempt-limiter';
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle';
import { type ClientLogLimiter, createClientLogLimiter } from './auth/client-log-limiter';
import { LocalObjectStore } from './storage/local-store';
import type { ObjectStore } from './storage/object-store';
import { S3ObjectStore } from './storage/s3-store';
import { BatchInserter } from './db/batch-insert';

/**
 * Everything a request handler may use, built once at start-up and handed to the RPC router and
 * to React Router loaders (as load context). Features receive it; they never open connections.
 */
export interface Services {
  env: Env;
  db: Db;
  cache: Cache;
  /** Ready-to-send guest answers (pages, public RPC reads), always in-process: a network hop would cost more than it saves. */
  fastCache: FastCache;
  sessions: SessionStore;
  storage: ObjectStore;
  /** Password checks per account, per address and per known device (docs/security.md). */
  loginThrottle: LoginThrottle;
  /** Sign-up attempts per address. */
  signUpLimiter: AttemptLimiter;
  /** Staff coupon look-ups per staff account: all of them per minute, and the misses per hour. */
  couponLookups: { all: AttemptLimiter; misses: AttemptLimiter };
  /** Bulk writes (tracking and client logs) gathered into multi-row inserts. */
  batches: BatchInserter;
  /** Client log entries per visitor and per IP (SPEC 3.11; DESIGN 8). */
  clientLogLimiter: ClientLogLimiter;
  logger: Logger;
  close(): Promise<void>;
}

export function createLogger(env: Env): Logger {
  return pino(
    {
      level: env.NODE_ENV === 'test' && env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'password', '*.password', 'headers.cookie'], remove: true },
    },
    // Asynchronous writes: a log line never blocks a request (flushed at shutdown).
    pino.destination({ dest: 1, sync: false }),
  );
}

export async function createServices(env: Env, logger: Logger = createLogger(env)): Promise<Services> {
  const db = openDb({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS });
  await migrateToLatest(db.kysely as never);

  const limits = { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 };
  let redis: Redis | undefined;
  let cache: Cache;
  let sessions: SessionStore;
  if (env.REDIS_URL) {
    redis = new Redis(env.REDIS_URL, { keyPrefix: env.REDIS_KEY_PREFIX, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
    cache = new RedisCache(redis);
    sessions = new RedisSessionStore(redis, limits);
  } else {
    cache = new MemoryCache();
    sessions = new DbSessionStore(db.kysely, limits);
  }

  const batches = new BatchInserter(db.kysely, logger);
  return {
    env,
    db,
    cache,
    fastCache: new FastCache(1000),
    sessions,
    storage: createObjectStore(env),
    loginThrottle: createLoginThrottle({
      redis,
      perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      accountWindowSeconds: env.LOGIN_ACCOUNT_WINDOW_MINUTES * 60,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      ipWindowSeconds: env.LOGIN_IP_WINDOW_MINUTES * 60,
    }),
    signUpLimiter: createAttemptLimiter({ redis, name: 'signup_ip', points: env.SIGNUP_MAX_PER_IP, windowSeconds: env.SIGNUP_WINDOW_MINUTES * 60 }),
    couponLookups: {
      all: createAttemptLimiter({ redis, name: 'coupon_lookup', points: env.COUPON_LOOKUPS_PER_STAFF_PER_MINUTE, windowSeconds: 60 }),
      misses: createAttemptLimiter({ redis, name: 'coupon_miss', points: env.COUPON_MISSES_PER_STAFF_PER_HOUR, windowSeconds: 3600 }),
    },
    batches,
    clientLogLimiter: createClientLogLimiter({ redis, perVisitor: env.CLIENT_LOG_PER_VISITOR_PER_MINUTE, perIp: env.CLIENT_LOG_PER_IP_PER_MINUTE }),
    logger,
    async close() {
      await batches.close();
      await cache.close();
      if (redis) await redis.quit().catch(() => undefined);
      await db.close();
    },
  };
}

/** S3 (behind a CDN) when a bucket is configured, else files on the local disk. */
export function createObjectStore(env: Env): ObjectStore {
  if (!env.S3_BUCKET) return new LocalObjectStore(env.UPLOAD_DIR);
  return new S3ObjectStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
