import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { HotCounter, HotHistogram } from './hot-metrics';

/**
 * What the service tells its operators (issue 26, docs/operations.md "Metrics"), in the Prometheus
 * text format. Every label has a bounded set of values: a route id, never a raw URL; a job's name;
 * a Redis connection's role. Recording is a few additions per request, so it is on by default
 * (its cost is measured by `BENCH_METRICS=compare npm run bench`); only the scrape endpoint is
 * opt-in (METRICS_PORT or METRICS_TOKEN). `recording: false` (METRICS_RECORDING=false) keeps the
 * same objects and makes every observation a no-op.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Recorded on every request and query: hot-metrics.ts, not prom-client's per-call label work. */
  readonly httpDuration: HotHistogram<'route' | 'method' | 'status_class'>;
  readonly cacheLookups: HotCounter<'cache' | 'result'>;
  readonly dbQueryDuration: HotHistogram<'dialect'>;
  readonly dbPool: Gauge<'state'>;
  readonly sqliteBusy: Counter;
  readonly redisErrors: Counter<'role'>;
  readonly redisReconnects: Counter<'role'>;
  readonly mailOutboxDepth: Gauge;
  readonly mailOldestDueAge: Gauge;
  readonly mailSent: Counter<'result'>;
  readonly jobRuns: Counter<'job' | 'result'>;
  readonly jobLag: Gauge<'job'>;
  readonly jobDuration: Histogram<'job'>;
  readonly trackingBatchRows: Histogram;
  readonly trackingFlushDuration: Histogram<'result'>;
  readonly retentionDeleted: Counter<'kind'>;
  /** Figures read only when scraped (pool state, outbox depth): each is asked once per scrape. */
  onScrape(read: () => Promise<void> | void): void;
  /** The text a scraper reads. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const noop = (): void => undefined;

const noopChild = { observe: noop, inc: noop };

/** The same metric with its recording methods shadowed by no-ops (the prototype's stay untouched). */
function silenced<M extends object>(metric: M): M {
  return Object.assign(metric, { observe: noop, inc: noop, set: noop, child: () => noopChild });
}

export function createMetrics(options: { defaultMetrics?: boolean; recording?: boolean } = {}): Metrics {
  const registry = new Registry();
  const readers: (() => Promise<void> | void)[] = [];
  const recording = options.recording !== false;
  if (options.defaultMetrics !== false && recording) {
    // Process memory, CPU, handles and the event loop's delay (nodejs_eventloop_lag_*), from
    // prom-client's own collectors.
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  }
  const registers = [registry];
  const metrics: Metrics = {
    registry,
    httpDuration: new HotHistogram(
      'http_request_duration_seconds',
      'Time from the request to the end of its answer, by route id (never the raw URL), method and status class.',
      ['route', 'method', 'status_class'],
      SECONDS_BUCKETS,
    ),
    cacheLookups: new HotCounter(
      'cache_lookups_total',
      'Guest page cache and RPC answer cache lookups, by cache (page, rpc) and result (hit, miss).',
      ['cache', 'result'],
    ),
    dbQueryDuration: new HotHistogram('db_query_duration_seconds', 'Time of each database statement, by dialect (sqlite, postgres).', ['dialect'], SECONDS_BUCKETS),
    dbPool: new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state: in_use, idle, waiting (requests queued for a connection).',
      labelNames: ['state'],
      registers,
    }),
    sqliteBusy: new Counter({
      name: 'sqlite_busy_total',
      help: 'SQLite statements that waited out the busy timeout for another process\'s write lock (answered 503).',
      registers,
    }),
    redisErrors: new Counter({ name: 'redis_errors_total', help: 'Redis connection errors, by connection role.', labelNames: ['role'], registers }),
    redisReconnects: new Counter({ name: 'redis_reconnects_total', help: 'Redis reconnection attempts, by connection role.', labelNames: ['role'], registers }),
    mailOutboxDepth: new Gauge({ name: 'mail_outbox_depth', help: 'Messages in the outbox not yet sent or given up (queued, retrying, sending).', registers }),
    mailOldestDueAge: new Gauge({ name: 'mail_outbox_oldest_due_age_seconds', help: 'How long the oldest message that is due has been waiting (0 when none is due).', registers }),
    mailSent: new Counter({ name: 'mail_messages_total', help: 'Outbox deliveries by result: sent, retry (failed, tried again later), failed (given up).', labelNames: ['result'], registers }),
    jobRuns: new Counter({ name: 'job_runs_total', help: 'Scheduled job runs by job and result (ok, error).', labelNames: ['job', 'result'], registers }),
    jobLag: new Gauge({ name: 'job_lag_seconds', help: 'How late the last run of each job started after its planned time.', labelNames: ['job'], registers }),
    jobDuration: new Histogram({ name: 'job_duration_seconds', help: 'Time of each scheduled job run.', labelNames: ['job'], buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60], registers }),
    trackingBatchRows: new Histogram({ name: 'tracking_batch_rows', help: 'Rows written per batched insert of tracking and client logs.', buckets: [1, 5, 10, 25, 50, 100, 250, 500, 1000], registers }),
    trackingFlushDuration: new Histogram({ name: 'tracking_flush_duration_seconds', help: 'Time of each batched insert, by result (ok, error).', labelNames: ['result'], buckets: SECONDS_BUCKETS, registers }),
    retentionDeleted: new Counter({ name: 'retention_deleted_rows_total', help: 'Rows the retention job deleted, by kind of data.', labelNames: ['kind'], registers }),
    onScrape(read) {
      readers.push(read);
    },
    scrape: async () => {
      // A figure that cannot be read now (the database is away) keeps its last value.
      await Promise.allSettled(readers.map(async (read) => read()));
      const hot = [metrics.httpDuration, metrics.cacheLookups, metrics.dbQueryDuration].map((m) => m.text()).join('\n');
      return { contentType: registry.contentType, body: `${await registry.metrics()}\n${hot}` };
    },
  };
  if (!recording) {
    for (const value of Object.values(metrics)) if (typeof value === 'object' && value !== registry) silenced(value);
  }
  return metrics;
}

/** "2xx" … "5xx": a status class keeps the label set small. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
