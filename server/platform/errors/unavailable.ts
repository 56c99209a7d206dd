/**
 * The one place that decides whether an error means "a dependency is away" (DESIGN 8): the
 * database or Redis refused, dropped the connection, timed out, or the process is not ready yet.
 * Such errors answer 503 with Retry-After everywhere (pages, page actions, RPC methods, the
 * session lookup), never 500 and never a hang. Everything else stays a 500.
 */

export type Dependency = 'database' | 'redis' | 'startup' | 'network';

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** Thrown on purpose when a dependency is known to be away (not ready yet, shutting down). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DependencyUnavailableError';
  }
}

export interface Unavailable {
  dependency: Dependency;
  /** Korean, for people. */
  message: string;
}

const MESSAGES: Record<Dependency, string> = {
  database: '서비스가 일시적으로 혼잡합니다. 잠시 후 다시 시도해 주세요.',
  // Redis holds sessions and login counters: what a member notices is their sign-in.
  redis: '회원 정보를 잠시 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  startup: '서비스를 준비하고 있습니다. 잠시 후 다시 시도해 주세요.',
  network: '서비스가 일시적으로 혼잡합니다. 잠시 후 다시 시도해 주세요.',
};

// pg (and pg-pool) messages for a lost, refused or timed-out connection.
const DATABASE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|database is locked/i;
// ioredis (and rate-limiter-flexible over ioredis) messages while Redis is away or frozen.
const REDIS_MESSAGES =
  /Stream isn't writeable and enableOfflineQueue|Command timed out|^Connection is closed\.$|Reached the max retries per request limit|Redis connection is not ready/;
// Socket errors: which dependency is not known from the error alone.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
/**
 * PostgreSQL SQLSTATEs: 08 connection exceptions, 53300 too many connections, 57014 statement
 * timeout, 57P01–57P03 server shutting down / terminated (pg_terminate_backend) / starting.
 */
function isPostgresOutageCode(code: string): boolean {
  return code.startsWith('08') || code === '53300' || code === '57014' || code === '57P01' || code === '57P02' || code === '57P03';
}

/** What kind of outage an error is, or undefined when it is a real (500) error. */
export function classifyUnavailable(error: unknown): Unavailable | undefined {
  const dependency = dependencyOf(error, 0);
  return dependency === undefined ? undefined : { dependency, message: MESSAGES[dependency] };
}

function dependencyOf(error: unknown, depth: number): Dependency | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  if (error instanceof DependencyUnavailableError) return error.dependency;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED') return 'database';
    if (/^[0-9A-Z]{5}$/.test(code) && isPostgresOutageCode(code)) return 'database';
    if (NETWORK_CODES.has(code)) return 'network';
  }
  if (error.name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.test(error.message)) return 'redis';
  if (DATABASE_MESSAGES.test(error.message)) return 'database';
  // Kysely and our own wrappers keep the original as the cause.
  if (error.cause !== undefined) return dependencyOf(error.cause, depth + 1);
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = dependencyOf(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** The JSON answer of RPC methods and other non-HTML requests during an outage. */
export function unavailableBody(unavailable: Unavailable, requestId: string | undefined) {
  return { success: false as const, message: unavailable.message, errorCode: 'UNAVAILABLE', requestId };
}

/** Headers every 503 carries: when to retry, and never keep the answer. */
export const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
};
