import { z } from 'zod';
import { RefererLogSchema, TrackingModuleLogSchema, VisitorUuid } from '#app/features/tracking/schemas';
import { claimLogs, firstTrackingModuleLog, queueRefererLog, queueTrackingModuleLog } from '#app/features/tracking/tracking.server';
import { method } from './define';

/**
 * SPEC 3.4, 3.5, 4.8, 7.2: visitor attribution. Logs are written in batches a few milliseconds
 * later; the answer never waits for the database, and a failed write never reaches the page.
 */
export const UserActivityController = {
  createTrackingModuleLog: method({
    input: z.object({ trackingModuleLog: TrackingModuleLogSchema }),
    access: 'public',
    bodyLimit: 16 * 1024,
    rateLimit: { limiter: 'trackingLimiter', visitorOf: ({ trackingModuleLog }) => trackingModuleLog.UUID__c },
    handler: ({ trackingModuleLog }, { services, viewer }) => {
      const queued = queueTrackingModuleLog(services, viewer.isGuest ? null : viewer.userId, trackingModuleLog);
      return { success: queued };
    },
  }),

  createRefererLog: method({
    input: z.object({ refererLog: RefererLogSchema }),
    access: 'public',
    bodyLimit: 16 * 1024,
    rateLimit: { limiter: 'trackingLimiter', visitorOf: ({ refererLog }) => refererLog.UUID__c },
    handler: ({ refererLog }, { services, viewer }) => {
      const outcome = queueRefererLog(services, viewer.isGuest ? null : viewer.userId, refererLog);
      return { success: outcome === 'queued' };
    },
  }),

  /** The UTM fields of the browser's first tracking log (null when it has none). */
  getFirstTrackingModuleLog: method({
    input: z.strictObject({ uuid: VisitorUuid }),
    access: 'member',
    readOnly: true,
    handler: ({ uuid }, { services, member }) => firstTrackingModuleLog(services, member.memberId, uuid),
  }),

  /** The browser's logs made before sign-in become the member's. */
  updateAllLogs: method({
    input: z.strictObject({ uuid: VisitorUuid }),
    access: 'member',
    rateLimit: { limiter: 'trackingLimiter', visitorOf: ({ uuid }) => uuid },
    handler: async ({ uuid }, { services, member }) => ({ updated: await claimLogs(services, member.memberId, uuid) }),
  }),
} as const;
