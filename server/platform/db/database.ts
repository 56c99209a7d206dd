import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect } from 'kysely';
import pg from 'pg';
import { classifyUnavailable, DependencyUnavailableError } from '#server/platform/errors/unavailable';
import type { Database } from './schema/database';

export type Dialect = 'sqlite' | 'postgres';

/**
 * What a table's owning module takes: a connection or a transaction (Kysely's `Transaction`
 * extends `Kysely`), so one function serves both without casts.
 */
export type DbConn = Kysely<Database>;

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the pool's connections now (undefined on SQLite, which has no pool). */
  poolStats(): { inUse: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

/** Told about every statement when it ends (metrics): its time, and whether SQLite found the database busy. */
export interface QueryObserver {
  query(dialect: Dialect, seconds: number): void;
  sqliteBusy(): void;
}

export interface DbOptions {
  url: string;
  poolMax?: number;
  /**
   * PostgreSQL: the server cancels a statement running longer; the client stops waiting a little
   * later (a hung network answers nothing, not even the cancellation). 0 turns both off
   * (migrations). Default 1500 ms.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: longest wait for a pooled connection, connecting included. Default 1500 ms. */
  connectTimeoutMs?: number;
  /** Told about connections that fail while idle or in use; the process carries on. */
  onConnectionError?: (error: Error) => void;
  observer?: QueryObserver;
}

/**
 * SQLite holds the event loop while it waits for another process's write lock (better-sqlite3
 * is synchronous), so the wait stays short: a busy database answers 503 instead.
 */
const SQLITE_BUSY_TIMEOUT_MS = 1000;
/** How much longer the client waits than the server-side statement timeout. */
const CLIENT_GRACE_MS = 300;

// COUNT(*) and SUM come back from PostgreSQL as int8 strings; every count we keep fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export function openDb(options: DbOptions): Db {
  if (options.url.startsWith('file:')) return openSqlite(options.url.slice('file:'.length), options.observer);
  return openPostgres(options);
}

function queryLog(dialect: Dialect, observer: QueryObserver | undefined): ((event: LogEvent) => void) | undefined {
  if (observer === undefined) return undefined;
  return (event) => {
    observer.query(dialect, event.queryDurationMillis / 1000);
    if (event.level === 'error' && (event.error as { code?: unknown } | undefined)?.code === 'SQLITE_BUSY') observer.sqliteBusy();
  };
}

function openSqlite(file: string, observer: QueryObserver | undefined): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: member, order and coupon writes must survive a power cut (DESIGN 8).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const log = queryLog('sqlite', observer);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), ...(log && { log }) });
  return { kysely, dialect: 'sqlite', poolStats: () => undefined, close: () => kysely.destroy() };
}

function openPostgres(options: DbOptions): Db {
  const statementTimeout = options.statementTimeoutMs ?? 1500;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    // A saturated or unreachable database must fail fast (503) instead of queueing requests.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 1500,
    ...(statementTimeout > 0 && { statement_timeout: statementTimeout, query_timeout: statementTimeout + CLIENT_GRACE_MS }),
    idleTimeoutMillis: 30_000,
    // Notice a vanished peer on idle connections (failover, proxy restart) instead of keeping them.
    keepAlive: true,
  });
  const report = options.onConnectionError ?? (() => undefined);
  // Without these listeners a connection dropped by the server (pg_terminate_backend, failover,
  // an idle reset) is an unhandled 'error' event, which ends the process. Idle connections are
  // reported by the pool; a connection in use also fails its query, which the request handles.
  pool.on('error', (error) => report(error));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const log = queryLog('postgres', options.observer);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingTimedOutClients(pool) }), ...(log && { log }) });
  const poolStats = () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { kysely, dialect: 'postgres', poolStats, close: () => kysely.destroy() };
}

/**
 * After a client-side query timeout the connection still waits for the lost answer, so every
 * later query on it would time out too: such a connection goes back to the pool as broken,
 * which closes it, and the next checkout opens a fresh one.
 */
function discardingTimedOutClients(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asDatabaseOutage(error);
      }
      let broken: Error | undefined;
      const run = async (sql: string, parameters: readonly unknown[] | undefined) => {
        try {
          return await client.query(sql, parameters as unknown[]);
        } catch (error) {
          if (error instanceof Error && /Query read timeout|Connection terminated/.test(error.message)) broken = error;
          throw asDatabaseOutage(error);
        }
      };
      // Cursors (streaming) are handed back as they are: pg returns them synchronously.
      const query = ((sqlOrCursor: unknown, parameters?: readonly unknown[]) =>
        typeof sqlOrCursor === 'string' ? run(sqlOrCursor, parameters) : client.query(sqlOrCursor as never)) as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}

/**
 * A socket error (refused, reset) says nothing of where it came from: name the database, so
 * the outage is reported as the database's (readiness). Query errors (constraints) pass as they are.
 */
function asDatabaseOutage(error: unknown): unknown {
  const unavailable = classifyUnavailable(error);
  if (unavailable?.dependency !== 'network') return error;
  return new DependencyUnavailableError('database', `database unreachable: ${(error as Error).message}`, { cause: error });
}
