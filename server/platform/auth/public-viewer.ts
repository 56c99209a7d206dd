import type { Viewer } from '#server/platform/auth/viewer';
import type { Role } from '#server/platform/db/schema/members';

/** What the browser may know about the viewer (SPEC 3.3): never the session id. */
export type PublicViewer =
  | { isGuest: true }
  | {
      isGuest: false;
      userId: string;
      name: string;
      role: Role;
      /** Milliseconds until the inactivity logout, as the server counted when it answered (no clock skew). */
      sessionMsLeft: number;
    };

export function publicViewer(viewer: Viewer): PublicViewer {
  if (viewer.isGuest) return { isGuest: true };
  return { isGuest: false, userId: viewer.userId, name: viewer.name, role: viewer.role, sessionMsLeft: Math.max(0, Date.parse(viewer.idleExpiresAt) - Date.now()) };
}
