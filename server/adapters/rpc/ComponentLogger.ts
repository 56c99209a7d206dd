import { z } from 'zod';
import { loggerSettings, saveComponentLogEntries } from '#app/features/tracking/data/client-logs.server';
import { DEFAULT_SAVE_METHOD } from '#app/features/tracking/levels';
import { SaveEntriesSchema } from '#app/features/tracking/schemas';
import { method } from './define';

/** SPEC 3.11, 3.12, 7.2: the browser's logger. Entries are size-limited and rate-limited per visitor. */
export const ComponentLogger = {
  getSettings: method({
    input: z.object({}),
    access: 'public',
    cacheable: true,
    handler: (_input, { services }) => loggerSettings(services.env),
  }),

  saveComponentLogEntries: method({
    input: SaveEntriesSchema,
    access: 'public',
    // Counted per visitor inside: part of a batch may be kept (clientLogEntries in the tracking feature).
    rateLimit: 'in-handler',
    handler: async ({ componentLogEntries, saveMethodName, uuid }, { services, viewer, clientIp }) => {
      const outcome = await saveComponentLogEntries(
        services.batches, services,
        { ip: clientIp, uuid, memberId: viewer.isGuest ? null : viewer.userId },
        componentLogEntries,
        saveMethodName ?? DEFAULT_SAVE_METHOD,
      );
      return outcome;
    },
  }),
} as const;
