import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Services } from '#server/services';
import { createFastPath } from './fast-path';
import type { AppEnv } from './types';

/** The HTTP server: the fast path for cached guest answers, then the app. */
export function createNodeServer(app: Hono<AppEnv>, services: Services): Server {
  const fast = createFastPath(services);
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!fast(req, res)) void listener(req, res);
  });
  // Longer than a typical load balancer's idle timeout, so it never reuses a closed socket.
  server.keepAliveTimeout = 65_000;
  return server;
}
