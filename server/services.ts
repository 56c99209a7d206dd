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
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle';
import { counterFactory, createVisitorLimiter, type VisitorLimiter } from './auth/rate-limits';
import { LocalObjectStore } from './storage/local-store';
import { createUploadQuota, type UploadQuota } from './storage/upload-quota';
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
  loginThrottle: LoginThrottle;
  /** Bulk writes (tracking and client logs) gathered into multi-row inserts. */
  batches: BatchInserter;
  /** Client log entries per visitor and per IP (SPEC 3.11; DESIGN 8). */
  clientLogLimiter: VisitorLimiter;
  /** Tracking and referer logs (and claiming them) per visitor and per IP (DESIGN 8). */
  trackingLimiter: VisitorLimiter;
  /** Files and bytes each member may upload per day (DESIGN 8). */
  uploadQuota: UploadQuota;
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
  const counters = counterFactory(redis);
  return {
    env,
    db,
    cache,
    fastCache: new FastCache(1000),
    sessions,
    storage: createObjectStore(env),
    loginThrottle: createLoginThrottle({ redis, perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT, perIp: env.LOGIN_MAX_FAILURES_PER_IP }),
    batches,
    clientLogLimiter: createVisitorLimiter(counters, { name: 'clog', perVisitor: env.CLIENT_LOG_PER_VISITOR_PER_MINUTE, perIp: env.CLIENT_LOG_PER_IP_PER_MINUTE, windowS: 60 }),
    trackingLimiter: createVisitorLimiter(counters, { name: 'track', perVisitor: env.TRACKING_PER_VISITOR_PER_MINUTE, perIp: env.TRACKING_PER_IP_PER_MINUTE, windowS: 60 }),
    uploadQuota: createUploadQuota(counters, { filesPerDay: env.UPLOAD_MAX_FILES_PER_DAY, bytesPerDay: env.UPLOAD_MAX_BYTES_PER_DAY }),
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
