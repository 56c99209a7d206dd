import { createServer, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Services } from '#server/platform/services';
import { createFastPath } from './fast-path';
import type { AppEnv } from './types';

export interface NodeServer extends Server {
  /**
   * Graceful shutdown that really drains (DESIGN 8): stop accepting, answer every response still
   * to start with `Connection: close`, close each keep-alive socket as soon as it is idle, and
   * wait for every handler to finish. Resolves true when all of that happened within
   * `timeoutMs`; otherwise the remaining connections are cut and it resolves false.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

/** The HTTP server: the fast path for cached guest answers, then the app. */
export function createNodeServer(app: Hono<AppEnv>, services: Services): NodeServer {
  const fast = createFastPath(services);
  const listener = getRequestListener(app.fetch);
  const handlers = new Set<Promise<unknown>>();
  const responses = new Set<ServerResponse>();
  let draining = false;

  const server = createServer((req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    if (fast(req, res)) return;
    responses.add(res);
    const handled = listener(req, res).finally(() => {
      handlers.delete(handled);
      responses.delete(res);
      // The socket may now be idle: close it rather than keep it for a next request.
      if (draining) server.closeIdleConnections();
    });
    handlers.add(handled);
  });
  // Longer than a typical load balancer's idle timeout, so it never reuses a closed socket.
  server.keepAliveTimeout = 65_000;

  const drain = async (timeoutMs: number): Promise<boolean> => {
    draining = true;
    for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A response written before drain started leaves its socket open: close it once idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const finished = (async () => {
      while (handlers.size > 0) await Promise.allSettled([...handlers]);
      await closed;
      return true as const;
    })();
    const drained = await Promise.race([finished, timedOut]);
    clearTimeout(timer);
    clearInterval(sweep);
    if (!drained) server.closeAllConnections();
    return drained;
  };
  return Object.assign(server, { drain });
}
