import type { Viewer } from '#server/auth/viewer';
import type { Services } from '#server/services';

// What the Hono server hands every loader and action (server/app.ts). Type-only: no server code
// reaches the browser bundle through this file.
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    viewer: Viewer;
    nonce: string;
    requestId: string;
    clientIp: string;
  }
}

export {};
