import pino, { type Logger } from 'pino';

/** The fields of the one line every request logs (server/adapters/http/request-log.ts, fast-path.ts). */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  cache?: 'page' | 'rpc';
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
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const internals = logger as unknown as Internals;
  // Read once: a logger's stream and bindings do not change (nothing here calls setBindings),
  // and the symbol lookups through a child logger's prototype chain cost more than the line.
  const stream = internals[pino.symbols.streamSym];
  const afterTime = `${internals[pino.symbols.chindingsSym]},"reqId":`;
  return (line) => {
    const cache = line.cache === undefined ? '' : line.cache === 'page' ? ',"cache":"page"' : ',"cache":"rpc"';
    const method = line.method === 'GET' ? '"GET"' : JSON.stringify(line.method);
    stream.write(
      `{"level":30,"time":${Date.now()}${afterTime}${JSON.stringify(line.reqId)},"method":${method},"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms}${cache},"msg":"request"}\n`,
    );
  };
}
