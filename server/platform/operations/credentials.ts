import type { Viewer } from '#server/platform/auth/viewer';
import type { Role } from '#server/platform/db/schema/members';

/** Who may run an operation or call a method: anyone, a signed-in member (staff are members too), or staff only. */
export type Access = 'public' | 'member' | 'staff';

/** What a member operation receives once access is checked: never a guest. */
export interface MemberCredential {
  memberId: string;
  name: string;
  role: Role;
  sessionId: string;
}

/** What a staff operation receives: the staff account (its role is always 'staff'). */
export interface StaffCredential {
  staffId: string;
  name: string;
  role: 'staff';
}

/** The credential an access level gives: the member, the staff account, or (public) the viewer as it is. */
export type CredentialOf<A extends Access> = A extends 'staff' ? StaffCredential : A extends 'member' ? MemberCredential : Viewer;

export type CredentialCheck<A extends Access> = { ok: true; credential: CredentialOf<A> } | { ok: false; reason: 'UNAUTHENTICATED' | 'FORBIDDEN' };

export function memberCredential(viewer: Extract<Viewer, { isGuest: false }>): MemberCredential {
  return { memberId: viewer.userId, name: viewer.name, role: viewer.role, sessionId: viewer.sessionId };
}

export function staffCredential(viewer: Extract<Viewer, { isGuest: false }>): StaffCredential | undefined {
  return viewer.role === 'staff' ? { staffId: viewer.userId, name: viewer.name, role: 'staff' } : undefined;
}

/**
 * The one place a viewer becomes a credential: guests are UNAUTHENTICATED for member and staff
 * access, members who are not staff are FORBIDDEN for staff access. Every adapter (RPC router,
 * page actions) asks this, so handlers never look at `isGuest` again.
 */
export function credentialFor<A extends Access>(viewer: Viewer, access: A): CredentialCheck<A> {
  // The casts name which branch of CredentialOf<A> each value is; TypeScript cannot narrow a
  // generic conditional type through `access === …`.
  if (access === 'public') return { ok: true, credential: viewer as CredentialOf<A> };
  if (viewer.isGuest) return { ok: false, reason: 'UNAUTHENTICATED' };
  if (access === 'member') return { ok: true, credential: memberCredential(viewer) as CredentialOf<A> };
  const staff = staffCredential(viewer);
  return staff ? { ok: true, credential: staff as CredentialOf<A> } : { ok: false, reason: 'FORBIDDEN' };
}
