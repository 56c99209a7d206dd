import { createServer, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Services } from '#server/platform/services';
import { createFastPath } from './fast-path';
import { refreshPage } from './page-cache';
import type { AppEnv } from './types';

/**
 * How long a keep-alive socket that was idle when the drain began may still bring one more
 * request. Its client may be sending on it already: closing it at once turns that request into a
 * read error (issue 22, item 8), so it gets this long, and its answer closes it.
 */
const DRAIN_IDLE_GRACE_MS = 1000;

export interface NodeServer extends Server {
  /**
   * Graceful shutdown as a lame duck (DESIGN 8): stop accepting connections; answer every request
   * that arrives on an open socket, each with `Connection: close`, so the socket closes after its
   * answer; close a socket that stays idle for `idleGraceMs`; wait for every handler to finish.
   * Resolves true when all of that happened within `timeoutMs`; otherwise the remaining
   * connections are cut and it resolves false.
   */
  drain(timeoutMs: number, idleGraceMs?: number): Promise<boolean>;
}

/** The HTTP server: the fast path for cached guest answers, then the app. */
export function createNodeServer(app: Hono<AppEnv>, services: Services): NodeServer {
  const fast = createFastPath(services, (source) => refreshPage(app, services, source));
  const listener = getRequestListener(app.fetch);
  const handlers = new Set<Promise<unknown>>();
  const responses = new Set<ServerResponse>();
  let draining = false;

  const server = createServer((req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    if (fast(req, res)) return;
    responses.add(res);
    // Work the answer leaves behind (services.afterResponse) starts once it is written.
    const handled = services.afterResponse.serve(req, () => listener(req, res)).finally(() => {
      handlers.delete(handled);
      responses.delete(res);
    });
    handlers.add(handled);
  });
  // Longer than a typical load balancer's idle timeout, so it never reuses a closed socket.
  server.keepAliveTimeout = 65_000;

  const drain = async (timeoutMs: number, idleGraceMs = DRAIN_IDLE_GRACE_MS): Promise<boolean> => {
    draining = true;
    for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
    // Stop listening. http.Server#close would also close every idle keep-alive socket at once,
    // under a client that may be writing its next request: net.Server#close leaves them open,
    // and calls back once every connection has ended.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    // A socket answered during the drain closes after that answer (Connection: close); one that
    // has been idle since before it is closed after the grace, and checked again until none is left.
    let sweep: ReturnType<typeof setInterval> | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 50);
    }, idleGraceMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const finished = (async () => {
      while (handlers.size > 0) await Promise.allSettled([...handlers]);
      await closed;
      return true as const;
    })();
    const drained = await Promise.race([finished, timedOut]);
    clearTimeout(timer);
    clearTimeout(grace);
    clearInterval(sweep);
    if (!drained) server.closeAllConnections();
    // http.Server#close on the stopped listener ends its connection-checking timer too.
    server.close(() => undefined);
    return drained;
  };
  return Object.assign(server, { drain });
}
