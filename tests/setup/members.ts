import { createMember } from '#server/seed/factories';
import type { Role } from '#server/platform/db/schema/members';
import type { Services } from '#server/platform/services';

/** A member with a live session; `cookie` is the header a browser would send. */
export async function signedInMember(services: Services, role: Role = 'member', name = '김도담') {
  const member = await createMember(services.db.kysely, { role, name });
  const { id } = await services.sessions.create(member.id);
  return { ...member, sessionId: id, cookie: `sid=${id}` };
}
