import { data, redirect } from 'react-router';
import { z } from 'zod';
import { listStaffAccounts } from '#app/features/account/data/account.server';
import { startSession } from '#app/features/account/accounts.server';
import { NameSchema, NewPasswordSchema } from '#app/features/account/schemas';
import { weakPasswordReason } from '#app/features/account/password-strength.server';
import { secondFactorRedirect } from '#app/features/account/pages/second-factor.server';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { formatSeoulDateTime, formatSeoulMinute } from '#app/lib/seoul-time';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '#server/platform/auth/staff-roles';
import { siteOrigin } from '#server/platform/origin/site-origin';
import { listStores } from '#app/features/offline-store/data/stores.server';
import { storesByIds, storesOfStaffAccounts } from '#app/features/offline-store/data/staff-stores.server';
import { acceptInvitation, listPendingInvitations, openInvitation } from '../data/invitations.server';
import { changeStaffRoleOp, disableStaffOp, enableStaffOp, inviteStaffOp, renewInvitationOp, resetStaffSecondFactorOp, revokeInvitationOp } from '../operations.server';
import { staffHref } from '#app/config/staff-href';
import { staffLandingFor } from '#app/config/staff-routes';

/** Pages of staff accounts (issue 14, item 3): /staff/accounts (admins) and the invitation link (/staff-invitation). */

const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }));

const Notice = z.object({ done: z.enum(['role', 'disabled', 'enabled', 'revoked', 'second-factor']).optional().catch(undefined) });

const NOTICES = {
  role: '역할과 매장을 저장했습니다. 역할이 바뀐 계정은 다시 로그인해야 합니다.',
  disabled: '계정을 사용 중지했습니다. 그 계정의 모든 로그인이 바로 끝났습니다.',
  enabled: '계정을 다시 쓸 수 있게 했습니다.',
  revoked: '초대를 취소했습니다. 보낸 링크는 더 쓸 수 없습니다.',
  'second-factor': '2단계 인증을 초기화했습니다. 그 계정의 로그인이 모두 끝났고, 다음 로그인 때 인증 앱을 다시 등록합니다.',
} as const;

export async function loadStaffAccounts(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const db = args.context.services.db.kysely;
  const now = args.context.services.clock.now();
  const [accounts, invitations, stores] = await Promise.all([listStaffAccounts(db), listPendingInvitations(db, now), listStores(db)]);
  const [bound, invited] = await Promise.all([storesOfStaffAccounts(db, accounts.map((a) => a.id)), storesByIds(db, [...new Set(invitations.flatMap((i) => i.storeIds))])]);
  const invitedName = new Map(invited.map((s) => [s.id, s.name]));
  const { done } = readQuery(args, Notice);
  return {
    selfId: staff.staffId,
    roles: roleOptions,
    /** Every store, for a clerk's binding. */
    stores: stores.map((s) => ({ id: s.Id, name: s.Name, region: s.Region__c })),
    notice: done ? NOTICES[done] : null,
    accounts: accounts.map((a) => ({
      ...a,
      roleLabel: STAFF_ROLE_LABELS[a.role as keyof typeof STAFF_ROLE_LABELS] ?? a.role,
      createdAt: formatSeoulDateTime(a.createdAt),
      stores: (bound.get(a.id) ?? []).map((st) => ({ id: st.id, name: st.name })),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      roleLabel: STAFF_ROLE_LABELS[i.role],
      storeNames: i.storeIds.flatMap((id) => invitedName.get(id) ?? []),
      invitedByName: i.invitedByName,
      expiresAt: formatSeoulMinute(i.expiresAt),
    })),
  };
}

/**
 * One form per intent: invite (the new link answered to copy, and mailed), renew (a pending
 * invitation's new link to copy) or resend (a new link, mailed again), revoke, role (with a
 * clerk's stores), disable, enable, reset the second factor.
 */
export async function staffAccountsAction(args: PageArgs) {
  requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const intent = form.get('intent');
  const origin = siteOrigin(args.context.services.env, args.request);
  if (intent === 'invite') {
    const done = await performForm(inviteStaffOp, args, form, { arrayFields: ['storeIds'], fromForm: (fields) => ({ ...fields, origin }) });
    if (!done.ok) return done.answer;
    const { id, email, role, expiresAt, link, mailed } = done.value;
    return { errors: undefined, values: undefined, issued: { id, email, link, mailed, expiresAt: formatSeoulMinute(expiresAt), what: 'invite' as const, roleLabel: STAFF_ROLE_LABELS[role] } };
  }
  if (intent === 'renew' || intent === 'resend') {
    const done = await performForm(renewInvitationOp, args, form, { fromForm: (fields) => ({ ...fields, send: intent === 'resend' ? 'mail' : 'copy', origin }) });
    if (!done.ok) return done.answer;
    const { id, email, expiresAt, link, mailed } = done.value;
    return { errors: undefined, values: undefined, issued: { id, email, link, mailed, expiresAt: formatSeoulMinute(expiresAt), what: intent, roleLabel: null } };
  }
  const run = async () => {
    if (intent === 'revoke') return { done: await performForm(revokeInvitationOp, args, form), notice: 'revoked' };
    if (intent === 'role') return { done: await performForm(changeStaffRoleOp, args, form, { arrayFields: ['storeIds'] }), notice: 'role' };
    if (intent === 'disable') return { done: await performForm(disableStaffOp, args, form), notice: 'disabled' };
    if (intent === 'enable') return { done: await performForm(enableStaffOp, args, form), notice: 'enabled' };
    if (intent === 'reset-second-factor') return { done: await performForm(resetStaffSecondFactorOp, args, form), notice: 'second-factor' };
    throw data('알 수 없는 요청입니다.', { status: 400 });
  };
  const { done, notice } = await run();
  if (!done.ok) return done.answer;
  return redirect(staffHref('staff-accounts', { done: notice }));
}

const InvitationQuery = z.object({ token: z.string().optional().transform((v) => v ?? '') });

/** /staff-invitation?token=…: the invitation as the invited person sees it (or why the link no longer works). */
export async function loadInvitation(args: PageArgs) {
  const { token } = readQuery(args, InvitationQuery);
  const invitation = await openInvitation(args.context.services.db.kysely, token);
  if (!invitation) return { open: false as const };
  return { open: true as const, email: invitation.email, roleLabel: STAFF_ROLE_LABELS[invitation.role], expiresAt: formatSeoulDateTime(invitation.expiresAt) };
}

const AcceptForm = z
  .object({ name: NameSchema, password: NewPasswordSchema, passwordConfirm: z.string({ error: '비밀번호를 한 번 더 입력해 주세요.' }) })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: '비밀번호가 서로 다릅니다.' });

/** Creates the staff account, then the second step of signing in: enrolling the second factor (or, for a role that need not have one, the session). */
export async function acceptInvitationAction(args: PageArgs) {
  const { services } = args.context;
  const { token } = readQuery(args, InvitationQuery);
  const invitation = await openInvitation(services.db.kysely, token);
  if (!invitation) return data({ errors: { form: '초대 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 초대를 요청해 주세요.' } as Record<string, string> }, { status: 410 });
  const form = await readForm(args.request);
  const parsed = AcceptForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return data({ errors }, { status: 400 });
  }
  const weak = weakPasswordReason(parsed.data.password, [invitation.email, parsed.data.name]);
  if (weak !== null) return data({ errors: { password: weak } as Record<string, string> }, { status: 400 });
  const memberId = await acceptInvitation(services.db.kysely, token, { name: parsed.data.name, password: parsed.data.password }, { ip: args.context.clientIp, requestId: args.context.requestId });
  if (memberId === null) return data({ errors: { form: '초대 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 초대를 요청해 주세요.' } as Record<string, string> }, { status: 410 });
  const headers = new Headers();
  const landing = staffLandingFor(invitation.role);
  const second = await secondFactorRedirect(services, memberId, landing, headers);
  if (second) return second;
  headers.append('Set-Cookie', await startSession(services, memberId));
  return redirect(landing, { headers });
}
