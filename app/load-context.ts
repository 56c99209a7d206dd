import type { Viewer } from '#server/platform/auth/viewer';
import type { Unavailable } from '#server/platform/errors/unavailable';
import type { Services } from '#server/platform/services';
import type { Later } from '#server/platform/after-response';

// What the Hono server hands every loader and action (server/adapters/app.ts). Type-only: no server code
// reaches the browser bundle through this file.
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    viewer: Viewer;
    nonce: string;
    requestId: string;
    clientIp: string;
    /** Work to do once this request's answer is written (server/platform/after-response.ts). */
    afterResponse: Later;
    /** Set by handleError (entry.server.tsx) when a loader or action met an outage: the answer becomes a 503. */
    unavailable: Unavailable | undefined;
    /**
     * Ids of the records a staff list showed (a loader adds them): the platform's audit entry of a
     * page declaring personal data names them (server/adapters/http/staff-view-audit.ts).
     */
    shownRecords: string[];
  }
}

export {};
