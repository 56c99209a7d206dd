import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { insertMember, memberIdByEmail, membersForJoin } from '#app/features/account/data/account.server';
import { setStaffStores } from '#app/features/offline-store/data/staff-stores.server';
import { changedFields, insertAuditEntry } from '#server/platform/audit/audit-trail';
import { hashPassword } from '#server/platform/auth/passwords';
import type { DbConn } from '#server/platform/db/database';
import type { StaffRole } from '#server/platform/auth/staff-roles';
import { isStaffRole } from '#server/platform/auth/staff-roles';

/**
 * Invitations to the staff area (issue 14, item 3): owner of `staff_invitations`. An admin
 * invites an e-mail address with a role; the link carries a random token (only its SHA-256 is
 * stored), works once and expires (STAFF_INVITATION_HOURS). A store clerk's invitation names the
 * stores the account will be bound to. Since only the hash is kept, a pending link cannot be shown
 * again: renewing draws a new token and expiry, and the old link stops working
 * (docs/decisions/048-store-clerks-and-invitation-links.md).
 */

/** The stores column: a JSON array of store ids (anything else reads as none). */
function storeIdsOf(column: string): string[] {
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  /** The stores a clerk's invitation binds (empty for other roles). */
  storeIds: string[];
  createdAt: string;
  expiresAt: string;
}

/** A pending invitation as the staff-accounts page lists it: who invited. */
export interface ListedInvitation extends PendingInvitation {
  invitedByName: string;
}

/** A new invitation; an earlier open one for the same address is revoked (one link per address). Answers its id and the token of the link. */
export async function createInvitation(
  db: DbConn,
  input: { email: string; role: StaffRole; storeIds: readonly string[]; invitedBy: string; hours: number },
  now = new Date(),
): Promise<{ id: string; token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + input.hours * 3_600_000).toISOString();
  await db
    .updateTable('staff_invitations')
    .set({ revoked_at: now.toISOString() })
    .where('email', '=', input.email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .insertInto('staff_invitations')
    .values({ id, token_hash: tokenHash(token), email: input.email, role: input.role, invited_by: input.invitedBy, created_at: now.toISOString(), expires_at: expiresAt, accepted_at: null, revoked_at: null, store_ids: JSON.stringify(input.role === 'clerk' ? [...new Set(input.storeIds)] : []) })
    .execute();
  return { id, token, expiresAt };
}

/** Open invitations (not accepted, revoked or expired), newest first, with who invited. */
export async function listPendingInvitations(db: DbConn, now = new Date()): Promise<ListedInvitation[]> {
  const rows = await db
    .selectFrom('staff_invitations as i')
    .leftJoin(membersForJoin(db).as('m'), 'm.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.role', 'i.store_ids', 'i.created_at', 'i.expires_at', 'm.name as inviter'])
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now.toISOString())
    .orderBy('i.created_at', 'desc')
    .execute();
  return rows.flatMap((r) =>
    isStaffRole(r.role) ? [{ id: r.id, email: r.email, role: r.role, storeIds: storeIdsOf(r.store_ids), createdAt: r.created_at, expiresAt: r.expires_at, invitedByName: r.inviter ?? '' }] : [],
  );
}

/**
 * Renews an open invitation: a new token and a new expiry, so the link sent before stops working
 * (only the new one is answered, to copy or to mail). Null when it is no longer open.
 */
export async function renewInvitation(db: DbConn, id: string, hours: number, now = new Date()): Promise<{ invitation: PendingInvitation; token: string; previousExpiresAt: string } | null> {
  const row = await db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'store_ids', 'created_at', 'expires_at'])
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row || !isStaffRole(row.role)) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * 3_600_000).toISOString();
  const result = await db
    .updateTable('staff_invitations')
    .set({ token_hash: tokenHash(token), expires_at: expiresAt })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return {
    invitation: { id: row.id, email: row.email, role: row.role, storeIds: storeIdsOf(row.store_ids), createdAt: row.created_at, expiresAt },
    token,
    previousExpiresAt: row.expires_at,
  };
}

/** Revokes an open invitation; false when there is none. */
export async function revokeInvitation(db: DbConn, id: string, now = new Date()): Promise<{ email: string; role: string } | null> {
  const row = await db.selectFrom('staff_invitations').select(['email', 'role']).where('id', '=', id).where('accepted_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  await db.updateTable('staff_invitations').set({ revoked_at: now.toISOString() }).where('id', '=', id).execute();
  return row;
}

/** The open invitation of a link's token (null: unknown, used, revoked or expired). */
export async function openInvitation(db: DbConn, token: string, now = new Date()): Promise<PendingInvitation | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'store_ids', 'created_at', 'expires_at'])
    .where('token_hash', '=', tokenHash(token))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row && isStaffRole(row.role) ? { id: row.id, email: row.email, role: row.role, storeIds: storeIdsOf(row.store_ids), createdAt: row.created_at, expiresAt: row.expires_at } : null;
}

/** Uses the invitation up (conditional: of two tabs accepting at once, one wins). */
async function markAccepted(db: DbConn, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ accepted_at: now.toISOString() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Accepts an invitation: the staff account is created with the invited address and role and the
 * password the person chose, the invitation is used up, and the audit trail names the new
 * account as the one who accepted — all in one transaction. Answers the new account's id, or
 * null when the link is no longer open (used, revoked, expired) or the address got an account
 * meanwhile.
 */
export async function acceptInvitation(
  db: DbConn,
  token: string,
  input: { name: string; password: string },
  origin: { ip: string; requestId: string },
): Promise<string | null> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const invitation = await openInvitation(trx, token);
    if (!invitation || (await memberIdByEmail(trx, invitation.email)) !== undefined) return null;
    if (!(await markAccepted(trx, invitation.id))) return null;
    const id = randomUUID();
    const at = new Date().toISOString();
    await insertMember(trx, { id, email: invitation.email, name: input.name, password_hash: passwordHash, role: invitation.role, password_changed_at: at, created_at: at, updated_at: at });
    // A store clerk works at the stores the invitation named.
    const stores = invitation.role === 'clerk' ? invitation.storeIds : [];
    if (stores.length > 0) await setStaffStores(trx, id, stores, new Date(at));
    await insertAuditEntry(trx, { id, name: input.name, role: invitation.role, ...origin }, {
      kind: 'change',
      action: 'staff.acceptInvitation',
      subject: { type: 'staff_account', id },
      detail: changedFields(null, { email: invitation.email, role: invitation.role, invitation: invitation.id, ...(stores.length > 0 ? { stores: stores.join(', ') } : {}) }),
    });
    return id;
  });
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows of invitations whose link expired before `before` (accepted ones too: the account and the audit trail remain), deleted; the count. */
export async function purgeExpiredInvitations(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('staff_invitations')
    .where('id', 'in', (eb) => eb.selectFrom('staff_invitations').select('id').where('expires_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
