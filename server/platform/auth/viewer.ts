import type { Role } from '#server/platform/db/schema/members';

/** Who is making the request (SPEC 3.3: isGuest, and userId for members). */
export type Viewer =
  | { isGuest: true }
  | { isGuest: false; userId: string; name: string; role: Role; sessionId: string; idleExpiresAt: string };

export const GUEST: Viewer = { isGuest: true };
