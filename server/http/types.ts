import type { Viewer } from '#server/auth/viewer';

/** Per-request values the middlewares hand each other through Hono's context. */
export interface AppVariables {
  requestId: string;
  nonce: string;
  viewer: Viewer;
  /** The caller's address (first X-Forwarded-For hop when TRUST_PROXY is set). */
  clientIp: string;
}

export interface AppEnv {
  Variables: AppVariables;
}
