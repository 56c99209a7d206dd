import { z } from 'zod';
import { RefererLogSchema, TrackingModuleLogSchema, VisitorUuid } from '#app/features/tracking/schemas';
import { claimLogs, firstTrackingModuleLog, storeRefererLog, storeTrackingModuleLog } from '#app/features/tracking/data/tracking.server';
import { method } from './define';
import { trackingEntries } from '#app/features/tracking/limits.server';

/**
 * SPEC 3.4, 3.5, 4.8, 7.2: visitor attribution. Logs are written in batches (group commit): the
 * answer comes once the batch holding the log has committed (~50 ms), `success: false` when it
 * could not be stored; a failed write never becomes an error on the page.
 */
export const UserActivityController = {
  createTrackingModuleLog: method({
    input: z.object({ trackingModuleLog: TrackingModuleLogSchema }),
    access: 'public',
    bodyLimit: 16 * 1024,
    rateLimit: { limiter: trackingEntries, visitorOf: ({ trackingModuleLog }) => trackingModuleLog.UUID__c },
    handler: async ({ trackingModuleLog }, { services, viewer }) => ({
      success: await storeTrackingModuleLog(services.batches, viewer.isGuest ? null : viewer.userId, trackingModuleLog),
    }),
  }),

  createRefererLog: method({
    input: z.object({ refererLog: RefererLogSchema }),
    access: 'public',
    bodyLimit: 16 * 1024,
    rateLimit: { limiter: trackingEntries, visitorOf: ({ refererLog }) => refererLog.UUID__c },
    handler: async ({ refererLog }, { services, viewer }) => ({
      success: (await storeRefererLog(services.batches, services.env, viewer.isGuest ? null : viewer.userId, refererLog)) === 'stored',
    }),
  }),

  /** The UTM fields of the browser's first tracking log (null when it has none). */
  getFirstTrackingModuleLog: method({
    input: z.strictObject({ uuid: VisitorUuid }),
    access: 'member',
    readOnly: true,
    handler: ({ uuid }, { services, member }) => firstTrackingModuleLog(services.db.kysely, services.batches, member.memberId, uuid),
  }),

  /** The browser's logs made before sign-in become the member's. */
  updateAllLogs: method({
    input: z.strictObject({ uuid: VisitorUuid }),
    access: 'member',
    rateLimit: { limiter: trackingEntries, visitorOf: ({ uuid }) => uuid },
    handler: async ({ uuid }, { services, member }) => ({ updated: await claimLogs(services.db.kysely, services.batches, member.memberId, uuid) }),
  }),
} as const;
