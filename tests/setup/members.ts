import { createMember } from '#server/db/seed/factories';
import type { Role } from '#server/db/schema/members';
import type { Services } from '#server/services';

/** A member with a live session; `cookie` is the header a browser would send. */
export async function signedInMember(services: Services, role: Role = 'member', name = '김도담') {
  const member = await createMember(services.db.kysely, { role, name });
  const { id } = await services.sessions.create(member.id);
  return { ...member, sessionId: id, cookie: `sid=${id}` };
}
