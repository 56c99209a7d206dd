import { z } from 'zod';
import { accountSummary, countActiveAdmins, memberIdByEmail, setMemberRole, setSuspension } from '#app/features/account/data/account.server';
import { EmailSchema } from '#app/features/account/schemas';
import { removeSecondFactor } from '#app/features/account/data/second-factor.server';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES } from '#server/platform/auth/staff-roles';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { deliverInvitation } from './invitation-delivery.server';
import { createInvitation, renewInvitation, revokeInvitation } from './data/invitations.server';
import { setStaffStores, storesByIds } from '#app/features/offline-store/data/staff-stores.server';
import type { DbConn } from '#server/platform/db/database';
import type { StaffRole } from '#server/platform/auth/staff-roles';
import { staffHref } from '#app/config/staff-href';

/**
 * The staff platform's writes (issue 14, items 3 and 5), each declared once: staff accounts
 * (invite, revoke an invitation, change a role, disable, enable) for admins, and member
 * suspension for support. Every one writes its audit entry through `ctx.audit` in its
 * transaction; ending sessions follows the commit (and holds at once anyway: every request reads
 * the account, `activeMemberById`).
 */

const Id = z.string({ error: '대상을 선택해 주세요.' }).trim().min(1, '대상을 선택해 주세요.').max(64);
const RoleSchema = z.enum(STAFF_ROLES, { error: '역할을 선택해 주세요.' });

const ACCOUNT_NOT_FOUND = { status: 404, message: '운영자 계정을 찾을 수 없습니다.' } as const;
const SELF = { status: 409, message: '자기 계정의 역할이나 사용 여부는 바꿀 수 없습니다. 다른 관리자에게 요청해 주세요.' } as const;
const LAST_ADMIN = { status: 409, message: '사용 중인 관리자가 한 명뿐이라 바꿀 수 없습니다. 다른 관리자를 먼저 두세요.' } as const;

/** The stores a store clerk is bound to (the form's checkboxes; ignored for every other role). */
const StoreIds = z.array(z.string().trim().min(1).max(64), { error: '매장을 골라 주세요.' }).max(100, '매장은 100곳까지 고를 수 있습니다.').default([]);

const STORES_REQUIRED = { status: 400, message: '매장 직원은 일할 매장을 하나 이상 골라 주세요.', field: 'storeIds' } as const;

/** A clerk's stores as they exist (by id, in store order), or null when one is missing; none for other roles. */
async function storesForRole(db: DbConn, role: StaffRole, storeIds: readonly string[]) {
  if (role !== 'clerk') return [];
  const unique = [...new Set(storeIds)];
  if (unique.length === 0) return null;
  const stores = await storesByIds(db, unique);
  return stores.length === unique.length ? stores : null;
}

/** The invitation link on this site (origin from the adapter, never from the form). */
function invitationLink(services: { env: { BASE_PATH: string } }, origin: string | undefined, token: string) {
  const path = staffHref('staff-invitation', { token });
  return { path, link: `${origin ?? ''}${services.env.BASE_PATH}${path}` };
}

export const inviteStaffOp = defineOperation({
  name: 'staff.invite',
  // `origin`: the site's own origin for the link, filled by the adapter from PUBLIC_ORIGIN or the request (never from the form).
  input: z.object({ email: EmailSchema, role: RoleSchema, storeIds: StoreIds, origin: z.string().max(200).optional() }),
  access: 'staff:staff-accounts',
  refusals: { EMAIL_TAKEN: { status: 409, message: '이미 가입된 이메일입니다. 회원 계정을 운영자로 바꾸려면 운영 서버의 staff:create 명령을 써 주세요.', field: 'email' }, STORES_REQUIRED },
  async run({ email, role, storeIds, origin }, { db, services, credential, audit }) {
    if ((await memberIdByEmail(db, email)) !== undefined) return answer.refuse('EMAIL_TAKEN');
    const stores = await storesForRole(db, role, storeIds);
    if (stores === null) return answer.refuse('STORES_REQUIRED');
    const invitation = await createInvitation(db, { email, role, storeIds: stores.map((s) => s.id), invitedBy: credential.staffId, hours: services.env.STAFF_INVITATION_HOURS }, services.clock.now());
    await audit({ type: 'staff_invitation', id: invitation.id }, null, { email, role, expiresAt: invitation.expiresAt, ...(stores.length > 0 ? { stores: stores.map((s) => s.name).join(', ') } : {}) });
    const { path, link } = invitationLink(services, origin, invitation.token);
    const delivery = await deliverInvitation(services, { email, path, link, roleLabel: STAFF_ROLE_LABELS[role], inviterName: credential.name, expiresAt: invitation.expiresAt });
    return answer.ok({ id: invitation.id, email, role, expiresAt: invitation.expiresAt, link, mailed: delivery.delivered });
  },
});

/**
 * Renews an open invitation (issue 24, item 4): a new link and a new expiry, the old link dead at
 * once. `send: 'copy'` answers the new link for the admin to copy; `send: 'mail'` also mails it
 * again. Only the token's hash is kept, so showing a link again always means renewing it
 * (docs/decisions/048-store-clerks-and-invitation-links.md).
 */
export const renewInvitationOp = defineOperation({
  name: 'staff.renewInvitation',
  input: z.object({ invitationId: Id, send: z.enum(['copy', 'mail'], { error: '무엇을 할지 골라 주세요.' }), origin: z.string().max(200).optional() }),
  access: 'staff:staff-accounts',
  refusals: { NOT_FOUND: { status: 404, message: '수락을 기다리는 초대를 찾을 수 없습니다. 이미 수락했거나 취소·만료되었습니다.' } },
  async run({ invitationId, send, origin }, { db, services, credential, audit }) {
    const renewed = await renewInvitation(db, invitationId, services.env.STAFF_INVITATION_HOURS, services.clock.now());
    if (!renewed) return answer.refuse('NOT_FOUND');
    const { invitation, token } = renewed;
    const { path, link } = invitationLink(services, origin, token);
    const delivery =
      send === 'mail'
        ? await deliverInvitation(services, { email: invitation.email, path, link, roleLabel: STAFF_ROLE_LABELS[invitation.role], inviterName: credential.name, expiresAt: invitation.expiresAt })
        : null;
    await audit({ type: 'staff_invitation', id: invitationId }, { expiresAt: renewed.previousExpiresAt, link: '이전 링크' }, { expiresAt: invitation.expiresAt, link: '새 링크', mailed: send === 'mail' });
    return answer.ok({ id: invitationId, email: invitation.email, expiresAt: invitation.expiresAt, link, mailed: delivery?.delivered ?? false, send });
  },
});

export const revokeInvitationOp = defineOperation({
  name: 'staff.revokeInvitation',
  input: z.object({ invitationId: Id }),
  access: 'staff:staff-accounts',
  refusals: { NOT_FOUND: { status: 404, message: '취소할 초대를 찾을 수 없습니다.' } },
  async run({ invitationId }, { db, audit }) {
    const revoked = await revokeInvitation(db, invitationId);
    if (!revoked) return answer.refuse('NOT_FOUND');
    await audit({ type: 'staff_invitation', id: invitationId }, { state: 'open' }, { state: 'revoked' });
    return answer.ok(revoked);
  },
});

/** A staff account of another person (never one's own), or the refusal. */
async function otherStaff(db: Parameters<typeof accountSummary>[0], memberId: string, selfId: string) {
  if (memberId === selfId) return 'SELF' as const;
  const account = await accountSummary(db, memberId);
  if (!account || !isStaffRole(account.role)) return 'NOT_FOUND' as const;
  return account;
}

export const changeStaffRoleOp = defineOperation({
  name: 'staff.changeRole',
  input: z.object({ memberId: Id, role: RoleSchema, storeIds: StoreIds }),
  access: 'staff:staff-accounts',
  refusals: { NOT_FOUND: ACCOUNT_NOT_FOUND, SELF, LAST_ADMIN, STORES_REQUIRED },
  async run({ memberId, role, storeIds }, { db, services, credential, audit, afterCommit }) {
    const account = await otherStaff(db, memberId, credential.staffId);
    if (typeof account === 'string') return answer.refuse(account);
    const stores = await storesForRole(db, role, storeIds);
    if (stores === null) return answer.refuse('STORES_REQUIRED');
    if (account.role !== role && account.role === 'admin' && account.suspendedAt === null && (await countActiveAdmins(db)) <= 1) return answer.refuse('LAST_ADMIN');
    // A store clerk's stores (none for any other role), recorded when they change.
    const before = await setStaffStores(db, memberId, stores.map((s) => s.id), services.clock.now());
    if (before.join(',') !== stores.map((s) => s.id).sort().join(',')) {
      const beforeNames = (await storesByIds(db, before)).map((s) => s.name).join(', ');
      await audit({ type: 'staff_account', id: memberId }, { stores: beforeNames }, { stores: stores.map((s) => s.name).join(', ') });
    }
    if (account.role === role) return answer.ok({ memberId, role });
    // The account's data function records the change (through this operation's audit).
    await setMemberRole(db, memberId, role, { by: 'operation', audit });
    // They sign in again: the new role may need a second factor the old one did not.
    afterCommit(() => services.sessions.destroyAllForMember(memberId));
    return answer.ok({ memberId, role });
  },
});

const DISABLED_REASON = '운영자 계정 사용 중지';

export const disableStaffOp = defineOperation({
  name: 'staff.disable',
  input: z.object({ memberId: Id }),
  access: 'staff:staff-accounts',
  refusals: { NOT_FOUND: ACCOUNT_NOT_FOUND, SELF, LAST_ADMIN },
  async run({ memberId }, { db, services, credential, audit, afterCommit }) {
    const account = await otherStaff(db, memberId, credential.staffId);
    if (typeof account === 'string') return answer.refuse(account);
    if (account.suspendedAt !== null) return answer.ok({ memberId });
    if (account.role === 'admin' && (await countActiveAdmins(db)) <= 1) return answer.refuse('LAST_ADMIN');
    await setSuspension(db, memberId, DISABLED_REASON, { by: 'operation', audit });
    // Every session ends now, on every instance (the session store is shared; each request also re-reads the account).
    afterCommit(() => services.sessions.destroyAllForMember(memberId));
    return answer.ok({ memberId });
  },
});

export const enableStaffOp = defineOperation({
  name: 'staff.enable',
  input: z.object({ memberId: Id }),
  access: 'staff:staff-accounts',
  refusals: { NOT_FOUND: ACCOUNT_NOT_FOUND, SELF },
  async run({ memberId }, { db, credential, audit }) {
    const account = await otherStaff(db, memberId, credential.staffId);
    if (typeof account === 'string') return answer.refuse(account);
    if (account.suspendedAt === null) return answer.ok({ memberId });
    await setSuspension(db, memberId, null, { by: 'operation', audit });
    return answer.ok({ memberId });
  },
});

/**
 * An admin's recovery of a staff member who lost their phone and recovery codes (the page door of
 * CLI `staff:reset-second-factor`): the factor and codes go, every session ends, and the account
 * enrols again at its next sign-in. The account's data function records it through `audit`.
 */
export const resetStaffSecondFactorOp = defineOperation({
  name: 'staff.resetSecondFactor',
  input: z.object({ memberId: Id }),
  access: 'staff:staff-accounts',
  refusals: { NOT_FOUND: ACCOUNT_NOT_FOUND, SELF },
  async run({ memberId }, { db, services, credential, audit, afterCommit }) {
    const account = await otherStaff(db, memberId, credential.staffId);
    if (typeof account === 'string') return answer.refuse(account);
    await removeSecondFactor(db, memberId, { by: 'operation', audit });
    afterCommit(() => services.sessions.destroyAllForMember(memberId));
    return answer.ok({ memberId });
  },
});

const MEMBER_NOT_FOUND = { status: 404, message: '회원을 찾을 수 없습니다.' } as const;
const NOT_A_MEMBER = { status: 409, message: '운영자 계정은 운영자 계정 페이지에서 관리자가 사용 중지합니다.' } as const;

const SuspendReason = z
  .string({ error: '정지 사유를 입력해 주세요.' })
  .trim()
  .min(5, '회원이 로그인할 때 보게 될 정지 사유를 5자 이상 입력해 주세요.')
  .max(200, '정지 사유는 200자까지 입력할 수 있습니다.');

export const suspendMemberOp = defineOperation({
  name: 'members.suspend',
  input: z.object({ memberId: Id, reason: SuspendReason }),
  access: 'staff:members.suspend',
  refusals: { NOT_FOUND: MEMBER_NOT_FOUND, NOT_A_MEMBER },
  async run({ memberId, reason }, { db, services, audit, afterCommit }) {
    const account = await accountSummary(db, memberId);
    if (!account) return answer.refuse('NOT_FOUND');
    if (account.role !== 'member') return answer.refuse('NOT_A_MEMBER');
    const before = await setSuspension(db, memberId, reason, { by: 'operation', audit });
    await audit({ type: 'member', id: memberId }, { suspended: before?.suspended ?? false, reason: before?.reason ?? null }, { suspended: true, reason });
    afterCommit(() => services.sessions.destroyAllForMember(memberId));
    return answer.ok({ memberId });
  },
});

export const reactivateMemberOp = defineOperation({
  name: 'members.reactivate',
  input: z.object({ memberId: Id }),
  access: 'staff:members.suspend',
  refusals: { NOT_FOUND: MEMBER_NOT_FOUND, NOT_A_MEMBER },
  async run({ memberId }, { db, audit }) {
    const account = await accountSummary(db, memberId);
    if (!account) return answer.refuse('NOT_FOUND');
    if (account.role !== 'member') return answer.refuse('NOT_A_MEMBER');
    const before = await setSuspension(db, memberId, null, { by: 'operation', audit });
    await audit({ type: 'member', id: memberId }, { suspended: before?.suspended ?? false, reason: before?.reason ?? null }, { suspended: false, reason: null });
    return answer.ok({ memberId });
  },
});
