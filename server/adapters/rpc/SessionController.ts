import { z } from 'zod';
import { method, wrappedMethod } from './define';

export const SessionController = {
  /** SPEC 3.3: the user context every page may read. */
  getUserContext: method({
    input: z.object({}),
    access: 'public',
    readOnly: true,
    handler: (_input, { viewer }) => (viewer.isGuest ? { isGuest: true as const } : { isGuest: false as const, userId: viewer.userId }),
  }),

  /** "계속 작업" of the time-out warning (SPEC 2.7): renews the inactivity deadline. */
  keepAlive: wrappedMethod({
    input: z.object({}),
    access: 'member',
    handler: async (_input, { services, member }) => {
      const session = await services.sessions.touch(member.sessionId);
      // msLeft lets the browser count down on its own clock, whatever its skew to ours.
      return { idleExpiresAt: session?.idleExpiresAt ?? null, msLeft: session ? Math.max(0, Date.parse(session.idleExpiresAt) - Date.now()) : 0 };
    },
  }),
} as const;
