import { randomUUID } from 'node:crypto';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import type { ClaimKind, ClaimStatus, TrialClaimRow } from '#server/platform/db/schema/recruitment';
import type { DbConn } from '#server/platform/db/database';
import type { Services } from '#server/platform/services';
import { isUniqueViolation } from '#server/platform/db/unique-violation';
import { noticeClaimMove } from './notices.server';
import { claimEvents, logStatus } from './orders.server';
import { type CheckedPhoto, insertPhotoRows, photoIdsOf, putPhotos } from './photos.server';
import { CLAIM_REJECT_NOTE_MIN, type RefundInput, type ReturnInput } from '../schemas';
import { canMoveClaim, CLAIM_STATUS_LABEL, isClaimCancellable, isDelivered, reasonLabel } from '../statuses';
import type { Claim, ClaimDetail } from '../types';

export type ClaimOutcome = { ok: true; claimId: string } | { ok: false; reason: 'not-found' | 'not-delivered' | 'duplicate' | 'photo-required' };

/** A return or refund request of the member's own delivered trial; at most one live claim of each kind per order. */
export async function createClaim(
  db: DbConn,
  deps: Pick<Services, 'storage' | 'uploadQuota'>,
  memberId: string,
  kind: ClaimKind,
  input: ReturnInput | RefundInput,
  photos: CheckedPhoto[],
): Promise<ClaimOutcome> {
  const order = await db
    .selectFrom('trial_orders')
    .select(['id', 'status'])
    .where('id', '=', input.orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) return { ok: false, reason: 'not-found' };
  if (!isDelivered(order.status)) return { ok: false, reason: 'not-delivered' };
  if (kind === 'refund' && photos.length === 0) return { ok: false, reason: 'photo-required' };

  const stored = await putPhotos(deps.storage, deps.uploadQuota, memberId, kind, photos);
  const id = randomUUID();
  const at = new Date().toISOString();
  const refund = kind === 'refund' ? (input as RefundInput) : null;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('trial_claims')
        .values({
          id,
          kind,
          order_id: order.id,
          member_id: memberId,
          reason: input.reason,
          detail: input.detail,
          amount: refund?.amount ?? null,
          bank_name: refund?.bankName ?? null,
          account_number: refund?.accountNumber ?? null,
          account_holder: refund?.accountHolder ?? null,
          status: 'requested',
          open_key: `${kind}:${order.id}`,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await insertPhotoRows(trx, memberId, kind, id, stored.items);
      await logStatus(trx, 'claim', id, 'requested', '', at);
    });
  } catch (error) {
    await stored.discard();
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
  return { ok: true, claimId: id };
}

function claimQuery(db: DbConn, memberId: string, kind: ClaimKind) {
  return db
    .selectFrom('trial_claims as k')
    .innerJoin('trial_orders as o', 'o.id', 'k.order_id')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .selectAll('k')
    .select(['c.title as campaign_title', 'p.name as product_name'])
    .where('k.member_id', '=', memberId)
    .where('k.kind', '=', kind);
}

function toClaim(row: TrialClaimRow & { campaign_title: string; product_name: string }, photoIds: string[]): Claim {
  return {
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    campaignTitle: row.campaign_title,
    productName: row.product_name,
    reason: row.reason,
    reasonLabel: reasonLabel(row.kind, row.reason),
    detail: row.detail,
    amount: row.amount,
    bankName: row.bank_name,
    accountMasked: row.account_number ? `${'*'.repeat(Math.max(0, row.account_number.length - 4))}${row.account_number.slice(-4)}` : null,
    accountHolder: row.account_holder,
    status: row.status,
    statusLabel: CLAIM_STATUS_LABEL[row.kind][row.status],
    cancellable: isClaimCancellable(row.status),
    photoIds,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listMyClaims(db: DbConn, memberId: string, kind: ClaimKind): Promise<Claim[]> {
  const rows = await claimQuery(db, memberId, kind).orderBy('k.created_at', 'desc').limit(200).execute();
  const photos = await photoIdsOf(db, memberId, kind, rows.map((r) => r.id));
  return rows.map((r) => toClaim(r, photos.get(r.id) ?? []));
}

export async function getMyClaim(db: DbConn, memberId: string, kind: ClaimKind, claimId: string): Promise<ClaimDetail | null> {
  const row = await claimQuery(db, memberId, kind).where('k.id', '=', claimId).executeTakeFirst();
  if (!row) return null;
  const [photos, history] = await Promise.all([
    photoIdsOf(db, memberId, kind, [row.id]),
    db
      .selectFrom('recruitment_status_log')
      .select(['status', 'note', 'created_at'])
      .where('subject', '=', 'claim')
      .where('subject_id', '=', claimId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return { ...toClaim(row, photos.get(row.id) ?? []), history: claimEvents(history, kind) };
}

/** The member cancels their own claim while it is still 'requested' (conditional update). */
export async function cancelMyClaim(db: DbConn, memberId: string, claimId: string, kind?: ClaimKind): Promise<'ok' | 'not-found' | 'not-cancellable'> {
  const at = new Date().toISOString();
  let query = db
    .updateTable('trial_claims')
    .set({ status: 'cancelled', open_key: null, updated_at: at })
    .where('id', '=', claimId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'requested');
  if (kind) query = query.where('kind', '=', kind);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) {
    await logStatus(db, 'claim', claimId, 'cancelled', '회원이 신청을 취소했습니다.', at);
    return 'ok';
  }
  let exists = db.selectFrom('trial_claims').select('id').where('id', '=', claimId).where('member_id', '=', memberId);
  if (kind) exists = exists.where('kind', '=', kind);
  return (await exists.executeTakeFirst()) ? 'not-cancellable' : 'not-found';
}

export type ClaimMoveOutcome = { ok: true; from: ClaimStatus; kind: ClaimKind } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'note' } | { ok: false; reason: 'transition'; kind: ClaimKind; from: ClaimStatus };

/**
 * Staff move a claim forward (never to 'cancelled', which is the member's). Refusing one needs a
 * note the member will read (CLAIM_REJECT_NOTE_MIN characters), whoever calls this.
 */
export async function moveClaimStatus(db: DbConn, claimId: string, to: ClaimStatus, note = '', actorId: string | null = null): Promise<ClaimMoveOutcome> {
  const row = await db.selectFrom('trial_claims').select(['status', 'kind', 'member_id']).where('id', '=', claimId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  if (!canMoveClaim(row.status, to, 'staff')) return { ok: false, reason: 'transition', kind: row.kind, from: row.status };
  if (to === 'rejected' && note.trim().length < CLAIM_REJECT_NOTE_MIN) return { ok: false, reason: 'note' };
  const at = new Date().toISOString();
  const result = await db.updateTable('trial_claims').set({ status: to, updated_at: at }).where('id', '=', claimId).where('status', '=', row.status).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: 'transition', kind: row.kind, from: row.status };
  await logStatus(db, 'claim', claimId, to, note, at, actorId);
  await noticeClaimMove(db, { id: claimId, memberId: row.member_id, kind: row.kind }, to, note, new Date(at));
  return { ok: true, from: row.status, kind: row.kind };
}
