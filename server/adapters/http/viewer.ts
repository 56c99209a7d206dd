import type { MiddlewareHandler } from 'hono';
import { activeMemberById } from '#app/features/account/data/account.server';
import { readSessionCookie } from '#server/platform/auth/session-cookie';
import { GUEST, type Viewer } from '#server/platform/auth/viewer';
import type { Services } from '#server/platform/services';
import type { AppEnv } from './types';

// Writing last-seen on every request would cost a write per click; a minute is precise enough
// for a 30-minute inactivity limit.
const TOUCH_AFTER_MS = 60_000;

/** Resolves the session cookie to the viewer (SPEC 3.3) once per request. */
export function viewerMiddleware(services: Services, secure: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('viewer', await resolveViewer(services, readSessionCookie(c, secure)));
    return next();
  };
}

async function resolveViewer(services: Services, sessionId: string | undefined): Promise<Viewer> {
  if (sessionId === undefined) return GUEST;
  let session = await services.sessions.get(sessionId);
  if (!session) return GUEST;
  if (Date.now() - Date.parse(session.lastSeenAt) > TOUCH_AFTER_MS) {
    session = await services.sessions.touch(sessionId);
    if (!session) return GUEST;
  }
  const member = await activeMemberById(services.db.kysely, session.memberId);
  if (!member) return GUEST;
  return {
    isGuest: false,
    userId: member.id,
    name: member.name,
    role: member.role,
    sessionId,
    idleExpiresAt: session.idleExpiresAt,
  };
}
