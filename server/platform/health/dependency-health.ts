import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type Phase = 'starting' | 'ready' | 'stopping';
export type DatabaseState = 'ok' | 'unavailable';
export type RedisState = 'ok' | 'unavailable' | 'off';

/** What /healthz and /readyz answer. */
export interface HealthReport {
  /** starting / stopping: this instance; unavailable: no database; degraded: no Redis. */
  status: 'ok' | 'degraded' | 'unavailable' | 'starting' | 'stopping';
  database: DatabaseState;
  redis: RedisState;
}

export interface HealthProbes {
  /** A trivial query; throws when the database does not answer in time. */
  database(): Promise<void>;
  redis?: Redis;
}

/**
 * The instance's view of its dependencies (DESIGN 8: liveness vs readiness naming the degraded
 * dependency). A probe runs every `intervalMs`; requests that meet an outage report it at once,
 * so readiness flips without waiting for the next probe. A Redis that stays connected but stops
 * answering (a network hang) is disconnected, so every Redis command fails fast until it answers
 * again instead of each waiting for its timeout.
 */
export class DependencyHealth {
  phase: Phase = 'starting';
  private database: DatabaseState = 'ok';
  private redisState: RedisState;
  private timer: ReturnType<typeof setInterval> | undefined;
  private probing = false;

  constructor(
    private readonly probes: HealthProbes,
    private readonly logger: Logger,
    private readonly intervalMs = 1000,
  ) {
    this.redisState = probes.redis ? (probes.redis.status === 'ready' ? 'ok' : 'unavailable') : 'off';
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => void this.probe(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Ready for traffic: started, not draining, and the database answers. */
  get ready(): boolean {
    return this.phase === 'ready' && this.database === 'ok';
  }

  report(): HealthReport {
    const status =
      this.phase !== 'ready' ? this.phase : this.database === 'unavailable' ? 'unavailable' : this.redisState === 'unavailable' ? 'degraded' : 'ok';
    return { status, database: this.database, redis: this.redisState };
  }

  /** A request met an outage: say so now rather than at the next probe. */
  markUnavailable(dependency: 'database' | 'redis'): void {
    if (dependency === 'database') this.setDatabase('unavailable');
    else if (this.redisState !== 'off') this.setRedis('unavailable');
  }

  /** The database just answered (start-up migrated it): ready now rather than at the next probe. */
  markDatabaseAvailable(): void {
    this.setDatabase('ok');
  }

  async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      await Promise.all([this.probeDatabase(), this.probeRedis()]);
    } finally {
      this.probing = false;
    }
  }

  private async probeDatabase(): Promise<void> {
    try {
      await this.probes.database();
      this.setDatabase('ok');
    } catch (error) {
      this.setDatabase('unavailable', error);
    }
  }

  private async probeRedis(): Promise<void> {
    const redis = this.probes.redis;
    if (!redis) return;
    if (redis.status !== 'ready') {
      this.setRedis('unavailable');
      return;
    }
    try {
      await redis.ping();
      this.setRedis('ok');
    } catch (error) {
      this.setRedis('unavailable', error);
      // Connected but silent: reconnect, so commands fail at once while it stays silent.
      if (redis.status === 'ready') redis.disconnect(true);
    }
  }

  private setDatabase(state: DatabaseState, error?: unknown): void {
    if (this.database === state) return;
    this.database = state;
    if (state === 'ok') this.logger.info('database available again');
    else this.logger.error({ err: error }, 'database unavailable');
  }

  private setRedis(state: RedisState, error?: unknown): void {
    if (this.redisState === state) return;
    this.redisState = state;
    if (state === 'ok') this.logger.info('redis answering again');
    else this.logger.warn({ err: error }, 'redis not answering');
  }
}
