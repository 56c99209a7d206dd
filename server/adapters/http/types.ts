import type { IncomingMessage } from 'node:http';
import type { Viewer } from '#server/platform/auth/viewer';

/** Per-request values the middlewares hand each other through Hono's context. */
interface AppVariables {
  requestId: string;
  nonce: string;
  viewer: Viewer;
  /** The caller's address: the socket peer, or with TRUST_PROXY the hop the trusted proxy appended (forwarded.ts). */
  clientIp: string;
}

export interface AppEnv {
  Variables: AppVariables;
  /** What @hono/node-server passes: the request as node:http gave it (absent when the app is called without a server, as in app.request). */
  Bindings: { incoming?: IncomingMessage };
}
