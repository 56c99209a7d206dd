import { type AuditSubject, changedFields, insertAuditEntry } from '#server/platform/audit/audit-trail';
import { isStaffRole } from '#server/platform/auth/staff-roles';
import type { DbConn } from '#server/platform/db/database';

/**
 * Every change to a staff account is in the audit trail, whichever door it came through (a staff
 * operation, the account holder's own pages and links, the command line): the account's data
 * functions that change how it signs in or what it may do (e-mail, password, second factor,
 * recovery codes, role, disabled) take who made the change (`AccountChangeBy`) and record it
 * here, in the same transaction, when the account is staff. A new door calls those functions,
 * so it cannot skip the entry; a member's own changes write nothing (they are not staff power).
 */

/** What a staff operation's context records with (`ctx.audit`): the entry is named after the operation. */
type RecordChange = (subject: AuditSubject, before: Record<string, unknown> | null, after: Record<string, unknown> | null) => Promise<void>;

export type AccountChangeBy =
  /** A staff operation (the operations kit names the actor and the action). */
  | { by: 'operation'; audit: RecordChange }
  /** The account's holder: signed in, or by a link sent to them (reset, e-mail change). */
  | { by: 'holder'; action: StaffAccountAction; ip: string; requestId: string }
  /** An operator on a server (server/adapters/cli.ts): no staff account, no address. */
  | { by: 'cli'; action: StaffAccountAction };

/** The entries a change outside an operation writes (audit-labels.ts names them). */
type StaffAccountAction =
  | 'staff.changeEmail'
  | 'staff.changePassword'
  | 'staff.resetPassword'
  | 'staff.resetSecondFactor'
  | 'staff.enrolSecondFactor'
  | 'staff.newRecoveryCodes'
  | 'staff.useRecoveryCode'
  | 'staff.changeRole'
  | 'staff.enable'
  | 'staff.createAccount';

/** How the command line appears in the trail. */
const CLI_ACTOR = { id: 'cli', name: '서버 명령(운영자 작업)', role: 'cli', ip: 'local', requestId: 'cli' };

/**
 * Records one change to an account when it is (or, for a role change, was) a staff account.
 * `wasStaff` is for the role change, read before it: a staff member made a plain member is a
 * staff change too.
 */
export async function recordAccountChange(
  db: DbConn,
  accountId: string,
  by: AccountChangeBy,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  wasStaff = false,
): Promise<void> {
  const detail = changedFields(before, after);
  // Setting what was already so (enabling an enabled account) is no change.
  if (Object.keys(detail).length === 0) return;
  const account = await db.selectFrom('members').select(['name', 'role']).where('id', '=', accountId).executeTakeFirst();
  if (!account || !(wasStaff || isStaffRole(account.role))) return;
  const subject = { type: 'staff_account', id: accountId };
  if (by.by === 'operation') {
    await by.audit(subject, before, after);
    return;
  }
  const actor = by.by === 'cli' ? CLI_ACTOR : { id: accountId, name: account.name, role: account.role, ip: by.ip, requestId: by.requestId };
  await insertAuditEntry(db, actor, { kind: 'change', action: by.action, subject, detail });
}
