import { z } from 'zod';
import { logInfo } from '#app/features/tracking/data/client-logs.server';
import { LogInfoSchema } from '#app/features/tracking/schemas';
import { getSiteSettings, SITE_CONFIG_TOPIC } from '#app/features/site/data/site-config.server';
import { method } from './define';

export const Utils = {
  /** SPEC 3.1 / 7.2: the site config fields, from the database. */
  getSiteConfig: method({
    input: z.object({}),
    access: 'public',
    cacheable: true,
    invalidatedBy: SITE_CONFIG_TOPIC,
    handler: async (_input, { services }) => (await getSiteSettings(services.db.kysely, services)).config,
  }),

  /** SPEC 7.2: {message} is a JSON string; kept as an INFO client log entry (rate-limited per visitor). */
  logInfo: method({
    input: LogInfoSchema,
    access: 'public',
    // Counted per visitor inside: part of a batch may be kept (clientLogEntries in the tracking feature).
    rateLimit: 'in-handler',
    handler: async ({ message, uuid }, { services, viewer, clientIp, requestId }) => {
      const saved = await logInfo(services.batches, services, { ip: clientIp, uuid, memberId: viewer.isGuest ? null : viewer.userId }, message, requestId);
      return { saved };
    },
  }),
} as const;
