import pino, { type Logger } from 'pino';

/** The fields of the one line every request logs (server/adapters/http/request-log.ts, fast-path.ts). */
interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  cache?: 'page' | 'rpc';
}

/**
 * The parts of a request line that every answer of one cached entry shares (method, path,
 * cache), serialised once: a cached answer then writes only its id, status and time.
 */
export interface RequestLineRoute {
  readonly fields: string;
  readonly cache: string;
}

export function requestLineRoute(method: string, path: string, cache?: 'page' | 'rpc'): RequestLineRoute {
  return {
    fields: `,"method":${JSON.stringify(method)},"path":${JSON.stringify(path)}`,
    cache: cache === undefined ? '' : `,"cache":${JSON.stringify(cache)}`,
  };
}

export interface RequestLineWriter {
  /** Any request's line. */
  line(line: RequestLine): void;
  /**
   * A cached answer's line: `reqId` must be one of the server's own (a UUID, nothing to escape),
   * `elapsedMs` is the unrounded time (written to 0.1 ms as `line` writes `ms`).
   */
  cached(route: RequestLineRoute, reqId: string, status: number, elapsedMs: number): void;
}

interface Internals {
  [pino.symbols.streamSym]: { write(line: string): unknown };
  [pino.symbols.chindingsSym]: string;
}

/**
 * Writes the info-level request line as pino would (`{"level":30,"time":…,"pid":…,"hostname":…,
 * …fields,"msg":"request"}`), but built directly: pino's generic path (serialising any object and
 * running the redaction of the logger's options over it) cost more than the rest of a cached
 * answer's own work. The fields hold nothing to redact. The caller checks that info is enabled.
 * A logger with formatters, a mixin or another time format would need pino's path: the test
 * compares both outputs.
 */
export function requestLineWriter(logger: Logger): RequestLineWriter {
  const internals = logger as unknown as Internals;
  // Read once: a logger's stream and bindings do not change (nothing here calls setBindings),
  // and the symbol lookups through a child logger's prototype chain cost more than the line.
  const stream = internals[pino.symbols.streamSym];
  const afterTime = `${internals[pino.symbols.chindingsSym]},"reqId":`;
  // Under load dozens of lines share a millisecond: the start of the line is made once for each.
  let lastNow = -1;
  let start = '';
  const startAt = (now: number): string => {
    if (now !== lastNow) {
      lastNow = now;
      start = `{"level":30,"time":${now}${afterTime}`;
    }
    return start;
  };
  const write = (reqIdJson: string, route: RequestLineRoute, status: number, ms: string): void => {
    stream.write(`${startAt(Date.now())}${reqIdJson}${route.fields},"status":${status},"ms":${ms}${route.cache},"msg":"request"}\n`);
  };
  return {
    line: (line) => write(JSON.stringify(line.reqId), requestLineRoute(line.method, line.path, line.cache), line.status, String(line.ms)),
    cached: (route, reqId, status, elapsedMs) => write(`"${reqId}"`, route, status, tenths(elapsedMs)),
  };
}

/**
 * `String(Math.round(ms * 10) / 10)` without the double-to-text conversion: the tenths as an
 * integer, written as its whole and decimal digits (the shortest text of n/10 is exactly that).
 */
export function tenths(ms: number): string {
  const n = Math.round(ms * 10);
  if (!Number.isSafeInteger(n) || n < 0) return String(n / 10);
  const digit = n % 10;
  return digit === 0 ? String(n / 10) : `${(n - digit) / 10}.${digit}`;
}
