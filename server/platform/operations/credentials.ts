import type { Viewer } from '#server/platform/auth/viewer';
import { isStaffRole, type StaffPermission, type StaffRole, staffMay } from '#server/platform/auth/staff-roles';
import type { Role } from '#server/platform/db/schema/members';

/**
 * Who may run an operation or call a method: anyone, a signed-in member (staff are members too),
 * or staff whose role has the named permission of the role table
 * (server/platform/auth/staff-roles.ts), e.g. `'staff:inquiries'`.
 */
export type StaffAccess = `staff:${StaffPermission}`;
export type Access = 'public' | 'member' | StaffAccess;

/** What a member operation receives once access is checked: never a guest. */
export interface MemberCredential {
  memberId: string;
  name: string;
  role: Role;
  sessionId: string;
}

/** What a staff operation receives: the staff account, its role and the permission it was let in by. */
export interface StaffCredential {
  staffId: string;
  name: string;
  role: StaffRole;
  permission: StaffPermission;
  sessionId: string;
}

/** The credential an access level gives: the member, the staff account, or (public) the viewer as it is. */
export type CredentialOf<A extends Access> = A extends StaffAccess ? StaffCredential : A extends 'member' ? MemberCredential : Viewer;

export type CredentialCheck<A extends Access> = { ok: true; credential: CredentialOf<A> } | { ok: false; reason: 'UNAUTHENTICATED' | 'FORBIDDEN' };

export function isStaffAccess(access: Access): access is StaffAccess {
  return access.startsWith('staff:');
}

/** The permission a staff access names. */
export function permissionOf(access: StaffAccess): StaffPermission {
  return access.slice('staff:'.length) as StaffPermission;
}

function memberCredential(viewer: Extract<Viewer, { isGuest: false }>): MemberCredential {
  return { memberId: viewer.userId, name: viewer.name, role: viewer.role, sessionId: viewer.sessionId };
}

/** The staff credential for a permission, when the viewer's role has it (the role table decides). */
function staffCredential(viewer: Extract<Viewer, { isGuest: false }>, permission: StaffPermission): StaffCredential | undefined {
  if (!isStaffRole(viewer.role) || !staffMay(viewer.role, permission)) return undefined;
  return { staffId: viewer.userId, name: viewer.name, role: viewer.role, permission, sessionId: viewer.sessionId };
}

/**
 * The one place a viewer becomes a credential: guests are UNAUTHENTICATED for member and staff
 * access; members, and staff whose role lacks the permission, are FORBIDDEN for staff access.
 * Every adapter (RPC router, page loaders and actions) asks this, so handlers never look at
 * `isGuest` or a role again.
 */
export function credentialFor<A extends Access>(viewer: Viewer, access: A): CredentialCheck<A> {
  // The casts name which branch of CredentialOf<A> each value is; TypeScript cannot narrow a
  // generic conditional type through `access === …`.
  if (access === 'public') return { ok: true, credential: viewer as CredentialOf<A> };
  if (viewer.isGuest) return { ok: false, reason: 'UNAUTHENTICATED' };
  if (access === 'member') return { ok: true, credential: memberCredential(viewer) as CredentialOf<A> };
  const staff = staffCredential(viewer, permissionOf(access as StaffAccess));
  return staff ? { ok: true, credential: staff as CredentialOf<A> } : { ok: false, reason: 'FORBIDDEN' };
}
