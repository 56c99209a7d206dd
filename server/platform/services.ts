import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino, { type Logger } from 'pino';
import { DbSessionStore } from './auth/db-session-store';
import { RedisSessionStore } from './auth/redis-session-store';
import type { SessionStore } from './auth/session-store';
import { BestEffortCache } from './cache/best-effort-cache';
import type { Cache } from './cache/cache';
import { type InvalidationBus, LocalInvalidationBus, RedisInvalidationBus } from './cache/invalidation-bus';
import { MemoryCache } from './cache/memory-cache';
import { RedisCache } from './cache/redis-cache';
import { type Db, openDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Env } from './env';
import { DependencyHealth } from './health/dependency-health';
import { FastCache } from './cache/fast-cache';
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle';
import { logDestination } from './logging/log-destination';
import { connectRedis, waitUntilReady } from './redis/redis-connection';
import { createLimitRegistry, type LimitRegistry } from './auth/limits';
import { counterFactory } from './auth/rate-limits';
import { LocalObjectStore } from './storage/local-store';
import { createUploadQuota, type UploadQuota } from './storage/upload-quota';
import type { ObjectStore } from './storage/object-store';
import { S3ObjectStore } from './storage/s3-store';
import { BatchInserter } from './db/batch-insert';
import { MemberErasure } from './db/member-erasure';
import { ExclusiveWork } from './operations/exclusive-work';
import { Clock } from './clock';
import { MailService } from './mail/mail-service';
import { localOutboxTransport, smtpTransport } from './mail/transport';
import { Scheduler } from './jobs/scheduler';
import { parseSiteHosts } from '#app/lib/site-hosts';
import { PublishClock } from './cache/publish-clock';
import { AfterResponse } from './after-response';
import { createMetrics, type Metrics } from './metrics/metrics';
import type { HistogramChild } from './metrics/hot-metrics';
import { outboxBacklog } from './mail/outbox';
import { recordQuerySpan } from './tracing/tracing';

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
  /** This instance's last value of cached reads, served when their source is away (server/platform/cache/read-through.ts). */
  lastKnown: MemoryCache;
  /** Tells every instance what staff changed, so their caches drop it (server/platform/cache/invalidation-bus.ts). */
  invalidation: InvalidationBus;
  /** Start-up phase and the state of the database and Redis (/healthz, /readyz). */
  health: DependencyHealth;
  sessions: SessionStore;
  storage: ObjectStore;
  /** Password checks per account, per address and per known device (docs/security.md). */
  loginThrottle: LoginThrottle;
  /** The counters of every feature's declared limits (`defineAttemptLimit`, `defineVisitorLimit`). */
  limits: LimitRegistry;
  /** How long staff sessions last (shorter than members'). */
  staffSessionLimits: { idleMs: number; absoluteMs: number };
  /** Bulk writes (tracking and client logs) gathered into multi-row inserts. */
  batches: BatchInserter;
  /** Files and bytes each member may upload per day (DESIGN 8). */
  uploadQuota: UploadQuota;
  /** What each feature erases of a withdrawing member (filled at start-up by `registerMemberErasers`). */
  memberErasure: MemberErasure;
  /** Work that runs one at a time on this instance, by name (staff file imports). */
  exclusive: ExclusiveWork;
  /** The time scheduled work reads (tests move it instead of sleeping). */
  clock: Clock;
  /** Outgoing mail: templates, letterhead, transport and the outbox worker (server/platform/mail/). */
  mail: MailService;
  /** Timed jobs every instance runs (registered at start-up by server/adapters/background.ts). */
  jobs: Scheduler;
  /** Drops cached pages and answers when scheduled content goes live (sources registered at start-up by `server/adapters/content-schedule.ts`). */
  publishClock: PublishClock;
  /** Work a request leaves to be done once its answer is written (after-response.ts). */
  afterResponse: AfterResponse;
  /** What operators scrape (server/platform/metrics/metrics.ts, docs/operations.md). */
  metrics: Metrics;
  logger: Logger;
  close(): Promise<void>;
}

/** Longest wait for Redis at start-up; past it the instance starts degraded and connects later. */
const REDIS_START_WAIT_MS = 2000;
/** Closing a connection to a dependency that hangs must not hold up the exit. */
const CLOSE_WAIT_MS = 2000;

export function createLogger(env: Env): Logger {
  const level = env.NODE_ENV === 'test' && env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL;
  const options = { level, redact: { paths: ['req.headers.cookie', 'password', '*.password', 'headers.cookie'], remove: true } };
  // Never blocks on a slow or vanished log reader (server/platform/logging/log-destination.ts).
  return level === 'silent' ? pino(options) : pino(options, logDestination());
}

/** Writes out buffered log lines, waiting at most `timeoutMs` for the reader. */
export function flushLogs(logger: Logger, timeoutMs: number): Promise<void> {
  return logger.level === 'silent' ? Promise.resolve() : logDestination().flush(timeoutMs);
}

/**
 * Opens the connections without waiting for the database: the server can listen (and say it
 * is not ready) while the database is still coming up. `prepareDatabase` finishes the start.
 */
export async function openServices(env: Env, logger: Logger = createLogger(env)): Promise<Services> {
  const metrics = createMetrics({ recording: env.METRICS_RECORDING });
  // One slot per dialect, made on its first query (only the one in use shows in the scrape).
  const queryTimes: Partial<Record<'sqlite' | 'postgres', HistogramChild>> = {};
  const db = openDb({
    observer: {
      query: (dialect, seconds, statement, failed) => {
        (queryTimes[dialect] ??= metrics.dbQueryDuration.child({ dialect })).observe(seconds);
        recordQuerySpan(dialect, statement, seconds, failed);
      },
      sqliteBusy: () => metrics.sqliteBusy.inc(),
    },
    url: env.DATABASE_URL,
    poolMax: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
  });

  const limits = { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000 };
  const fastCache = new FastCache(1000);
  let redis: Redis | undefined;
  let cache: Cache;
  let sessions: SessionStore;
  let invalidation: InvalidationBus;
  if (env.REDIS_URL) {
    const observer = { error: (role: string) => metrics.redisErrors.inc({ role }), reconnect: (role: string) => metrics.redisReconnects.inc({ role }) };
    const connection = { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX, commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS, logger, observer };
    redis = connectRedis({ ...connection, role: 'commands' });
    // A subscribed connection can send nothing else: the bus listens on a connection of its own,
    // whose subscribe waits for Redis and is renewed after every reconnect.
    const subscriber = connectRedis({ ...connection, role: 'subscriber' }, { enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
    await waitUntilReady(redis, REDIS_START_WAIT_MS);
    cache = new BestEffortCache(new RedisCache(redis), (error, operation) => logger.debug({ err: error, operation }, 'cache unavailable'));
    sessions = new RedisSessionStore(redis, limits);
    const bus = new RedisInvalidationBus(redis, subscriber, `${env.REDIS_KEY_PREFIX}invalidate`, logger);
    await bus.start(REDIS_START_WAIT_MS);
    invalidation = bus;
  } else {
    cache = new MemoryCache();
    sessions = new DbSessionStore(db.kysely, limits);
    invalidation = new LocalInvalidationBus(logger);
  }
  // Every instance drops what a change may have touched: its guest pages and public answers,
  // and the shared cache entries tagged with the topic (deleting them again is harmless).
  invalidation.subscribe(async ({ topic, keys }) => {
    fastCache.clear();
    if (topic === null) return;
    await cache.deleteTag(topic);
    for (const key of keys) await cache.deleteTag(`${topic}:${key}`);
  });

  const health = new DependencyHealth(
    {
      database: async () => {
        await sql`select 1`.execute(db.kysely);
      },
      redis,
    },
    logger,
  );
  health.start();

  const batches = new BatchInserter(db.kysely, logger, {}, ({ rows, seconds, ok }) => {
    metrics.trackingBatchRows.observe(rows);
    metrics.trackingFlushDuration.observe({ result: ok ? 'ok' : 'error' }, seconds);
  });
  const publishClock = new PublishClock(db.kysely, invalidation, logger);
  const counters = counterFactory(redis);
  const clock = new Clock();
  const mail = new MailService({
    db,
    clock,
    logger,
    transport: env.SMTP_URL ? smtpTransport({ url: env.SMTP_URL, timeoutMs: env.SMTP_TIMEOUT_MS }) : localOutboxTransport(),
    settings: {
      from: env.MAIL_FROM,
      siteUrl: (path) => mailSiteOrigin(env) + env.BASE_PATH + path,
      batchSize: 20,
      leaseMs: env.MAIL_LEASE_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: env.MAIL_RETRY_MAX_MS,
    },
    onDelivery: (result) => metrics.mailSent.inc({ result }),
  });
  const jobs = new Scheduler({
    clock,
    logger,
    onRun: (run) => {
      metrics.jobRuns.inc({ job: run.job, result: run.ok ? 'ok' : 'error' });
      metrics.jobLag.set({ job: run.job }, run.lagSeconds);
      metrics.jobDuration.observe({ job: run.job }, run.seconds);
    },
  });
  metrics.onScrape(() => {
    const pool = db.poolStats();
    if (pool === undefined) return;
    metrics.dbPool.set({ state: 'in_use' }, pool.inUse);
    metrics.dbPool.set({ state: 'idle' }, pool.idle);
    metrics.dbPool.set({ state: 'waiting' }, pool.waiting);
  });
  metrics.onScrape(async () => {
    if (health.phase !== 'ready') return;
    const now = clock.now();
    const backlog = await outboxBacklog(db.kysely, now);
    metrics.mailOutboxDepth.set(backlog.depth);
    metrics.mailOldestDueAge.set(backlog.oldestDueAt === null ? 0 : Math.max(0, (now.getTime() - backlog.oldestDueAt.getTime()) / 1000));
  });
  const afterResponse = new AfterResponse(logger);
  return {
    env,
    db,
    cache,
    fastCache,
    lastKnown: new MemoryCache(1000),
    invalidation,
    health,
    sessions,
    storage: createObjectStore(env),
    loginThrottle: createLoginThrottle({
      redis,
      perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      accountWindowSeconds: env.LOGIN_ACCOUNT_WINDOW_MINUTES * 60,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      ipWindowSeconds: env.LOGIN_IP_WINDOW_MINUTES * 60,
    }),
    limits: createLimitRegistry({ env, redis, counters }),
    staffSessionLimits: { idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000 },
    batches,
    uploadQuota: createUploadQuota(counters, { filesPerDay: env.UPLOAD_MAX_FILES_PER_DAY, bytesPerDay: env.UPLOAD_MAX_BYTES_PER_DAY }),
    memberErasure: new MemberErasure(),
    exclusive: new ExclusiveWork(),
    clock,
    mail,
    jobs,
    publishClock,
    afterResponse,
    metrics,
    logger,
    async close() {
      // What answered requests left to do (a reset link and its e-mail) is finished first.
      await afterResponse.settled();
      health.stop();
      publishClock.stop();
      await jobs.stop();
      await mail.close();
      await batches.close();
      await invalidation.close();
      await cache.close();
      if (redis) {
        const connection = redis;
        // QUIT waits for Redis's answer; a frozen Redis would never give it.
        await settleWithin(connection.quit(), CLOSE_WAIT_MS);
        connection.disconnect();
      }
      await settleWithin(db.close(), CLOSE_WAIT_MS);
    },
  };
}

/** Migrates the database; the instance is ready once this resolves. */
export async function prepareDatabase(services: Services): Promise<void> {
  const { env } = services;
  if (services.db.dialect === 'sqlite') {
    await migrateToLatest(services.db.kysely as never);
  } else {
    // A migration (an index on a big table) may take longer than a request is allowed to.
    const migrationDb = openDb({ url: env.DATABASE_URL, poolMax: 1, statementTimeoutMs: 0, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS });
    try {
      await migrateToLatest(migrationDb.kysely as never);
    } finally {
      await migrationDb.close();
    }
  }
}

/** Opens and migrates: for the CLI and tests, which need the database at once. */
export async function createServices(env: Env, logger: Logger = createLogger(env)): Promise<Services> {
  const services = await openServices(env, logger);
  try {
    await prepareDatabase(services);
  } catch (error) {
    await services.close();
    throw error;
  }
  services.health.markDatabaseAvailable();
  services.health.phase = 'ready';
  return services;
}

/**
 * The origin links in e-mails point to: PUBLIC_ORIGIN (set it in production), else the first
 * SITE_HOSTS entry on this instance's port (development).
 */
function mailSiteOrigin(env: Pick<Env, 'PUBLIC_ORIGIN' | 'SITE_HOSTS' | 'PORT'>): string {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin;
  const host = parseSiteHosts(env.SITE_HOSTS)[0] ?? 'localhost';
  const port = /:\d+$/.test(host) || env.PORT === 80 || env.PORT === 0 ? '' : `:${env.PORT}`;
  return `http://${host}${port}`;
}

function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]).finally(() => clearTimeout(timer));
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
