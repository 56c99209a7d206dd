import { sql } from 'kysely';
import { membersForJoin } from '#app/features/account/data/account.server';
import { randomUUID } from 'node:crypto';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import { getPet } from '#app/features/pets/pets.server';
import type { DbConn } from '#server/platform/db/database';
import type { OrderStatus, TrialOrderRow } from '#server/platform/db/schema/recruitment';
import type { Clock } from '#server/platform/clock';
import { isUniqueViolation } from '#server/platform/db/unique-violation';
import { saveNoticeSettings } from '#app/features/account/data/notifications.server';
import { getCampaign } from './campaigns.server';
import { noticeApplied, noticeOrderMove, type TrialPromises } from './notices.server';
import { COURIERS, TRACKING_NUMBER } from '../form-options';
import type { TrialOrderInput } from '../schemas';
import { canMoveOrder, CLAIM_STATUS_LABEL, isOrderCancellable, ORDER_STATUS_LABEL } from '../statuses';
import type { StatusEvent, TrialOrder, TrialOrderDetail } from '../types';

export type ApplyOutcome =
  | { ok: true; orderId: string }
  | { ok: false; reason: 'not-found' | 'not-open' | 'duplicate' | 'full' | 'pet' | 'species' };

class Full extends Error {}

export async function logStatus(
  db: DbConn,
  subject: 'order' | 'claim',
  subjectId: string,
  status: string,
  note = '',
  at = new Date().toISOString(),
  actorId: string | null = null,
) {
  await db.insertInto('recruitment_status_log').values({ id: randomUUID(), subject, subject_id: subjectId, status, note, created_at: at, actor_id: actorId }).execute();
}

/**
 * One application per member per campaign (unique index) and never above capacity (conditional
 * update of the campaign's count), in one transaction: both hold under concurrent requests.
 */
export async function applyForTrial(db: DbConn, memberId: string, input: TrialOrderInput, now = new Date()): Promise<ApplyOutcome> {
  const campaign = await getCampaign(db, input.campaignId, now);
  if (!campaign) return { ok: false, reason: 'not-found' };
  if (campaign.phase !== 'open') return { ok: false, reason: 'not-open' };
  const pet = await getPet(db, memberId, input.petId, now);
  if (!pet) return { ok: false, reason: 'pet' };
  if (campaign.species !== 'all' && campaign.species !== pet.species) return { ok: false, reason: 'species' };

  const at = now.toISOString();
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('trial_orders')
        .values({
          id,
          campaign_id: campaign.id,
          member_id: memberId,
          pet_id: pet.id,
          pet_name: pet.name,
          pet_species: pet.species,
          recipient_name: input.recipientName,
          mobile: input.mobile,
          postcode: input.postcode,
          road_address: input.roadAddress,
          jibun_address: input.jibunAddress,
          extra_address: input.extraAddress,
          address_detail: input.addressDetail,
          delivery_request: input.deliveryRequest,
          status: 'applied',
          courier: null,
          tracking_number: null,
          agreed_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const taken = await trx
        .updateTable('trial_campaigns')
        .set((eb) => ({ applied_count: eb('applied_count', '+', 1) }))
        .where('id', '=', campaign.id)
        .whereRef('applied_count', '<', 'capacity')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new Full();
      await logStatus(trx, 'order', id, 'applied', '', at);
      // The member asked for the notices by e-mail on the form: that is their channel from now on.
      if (input.notifyByEmail) await saveNoticeSettings(trx, memberId, { email: true }, now);
      await noticeApplied(trx, { id, memberId, campaignTitle: campaign.title, announceAt: campaign.announceAt }, now);
    });
  } catch (error) {
    if (error instanceof Full) return { ok: false, reason: 'full' };
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
  return { ok: true, orderId: id };
}

function orderQuery(db: DbConn, memberId: string) {
  return db
    .selectFrom('trial_orders as o')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .selectAll('o')
    .select(['c.title as campaign_title', 'c.announce_at', 'p.id as product_id', 'p.name as product_name', 'p.thumbnail_url as product_thumbnail', 'p.species as product_species'])
    .where('o.member_id', '=', memberId);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

/** The draw's outcomes: staff may record them early, but the member learns them on the announce date. */
const DRAW_RESULTS: ReadonlySet<string> = new Set(['selected', 'not_selected']);
const drawHidden = (status: string, announceAt: string, now: Date) => DRAW_RESULTS.has(status) && new Date(announceAt) > now;

/** The member's view of an application: before the announce date a recorded draw still reads 신청완료. */
function toOrder(row: OrderRow, now: Date): TrialOrder {
  const fields = applicationFields(row);
  const hidden = drawHidden(row.status, row.announce_at, now);
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignTitle: row.campaign_title,
    product: { Id: row.product_id, Name: row.product_name, ThumbnailImageUrl__c: row.product_thumbnail, Species__c: row.product_species },
    ...fields,
    ...(hidden && { status: 'applied' as const, statusLabel: ORDER_STATUS_LABEL.applied }),
    announceAt: row.announce_at,
  };
}

/** What the member and the staff see alike of one application: the pet, the delivery and the status. */
export function applicationFields(row: TrialOrderRow) {
  return {
    petName: row.pet_name,
    petSpecies: row.pet_species,
    recipientName: row.recipient_name,
    mobile: row.mobile,
    postcode: row.postcode,
    roadAddress: row.road_address,
    extraAddress: row.extra_address,
    addressDetail: row.address_detail,
    deliveryRequest: row.delivery_request,
    status: row.status,
    statusLabel: ORDER_STATUS_LABEL[row.status],
    courier: row.courier,
    trackingNumber: row.tracking_number,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * A member's applications, newest first. `viewer: 'staff'` (the member support page) shows a
 * recorded draw at once; the member sees it from the announce date.
 */
export async function listMyOrders(db: DbConn, clock: Clock, memberId: string, viewer: 'member' | 'staff' = 'member'): Promise<TrialOrder[]> {
  const rows = await orderQuery(db, memberId).orderBy('o.created_at', 'desc').limit(200).execute();
  // Staff see every draw: the latest possible time hides none.
  const now = viewer === 'staff' ? new Date(8.64e15) : clock.now();
  return rows.map((row) => toOrder(row, now));
}

export async function getMyOrder(db: DbConn, clock: Clock, memberId: string, orderId: string): Promise<TrialOrderDetail | null> {
  const now = clock.now();
  const row = await orderQuery(db, memberId).where('o.id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const [history, claims, review] = await Promise.all([
    db
      .selectFrom('recruitment_status_log')
      .select(['status', 'note', 'created_at'])
      .where('subject', '=', 'order')
      .where('subject_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('trial_claims')
      .select(['id', 'kind'])
      .where('order_id', '=', orderId)
      .where('member_id', '=', memberId)
      .where('open_key', 'is not', null)
      .execute(),
    db.selectFrom('product_reviews').select('id').where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  const hidden = drawHidden(row.status, row.announce_at, now);
  return {
    ...toOrder(row, now),
    history: orderEvents(hidden ? history.filter((h) => !DRAW_RESULTS.has(h.status)) : history),
    openClaims: claims.map((c) => ({ kind: c.kind, id: c.id })),
    reviewId: review?.id ?? null,
    cancellable: isOrderCancellable(row.status),
  };
}

/**
 * The member takes back an application before the draw: a conditional update on the owner and
 * 신청완료 (so a draw or a second click in between makes it 'not-cancellable'), and the place goes
 * back to the campaign. Run it in a transaction (the cancelOrder operation does). The unique
 * (campaign, member) index stays: a cancelled application is not made again.
 */
export async function cancelMyOrder(db: DbConn, memberId: string, orderId: string): Promise<'ok' | 'not-found' | 'not-cancellable'> {
  const at = new Date().toISOString();
  const row = await db.selectFrom('trial_orders').select(['campaign_id']).where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return 'not-found';
  const result = await db
    .updateTable('trial_orders')
    .set({ status: 'cancelled', updated_at: at })
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'applied')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 'not-cancellable';
  await db
    .updateTable('trial_campaigns')
    .set((eb) => ({ applied_count: eb('applied_count', '-', 1) }))
    .where('id', '=', row.campaign_id)
    .where('applied_count', '>', 0)
    .execute();
  await logStatus(db, 'order', orderId, 'cancelled', '회원이 신청을 취소했습니다.', at);
  return 'ok';
}

type StatusRow = { status: string; note: string; created_at: string; actor_name?: string | null };

/** Status log rows as the history lists show them; `by` only when the query selected the staff name. */
function statusEvents(rows: StatusRow[], labels: Record<string, string>): StatusEvent[] {
  return rows.map((h) => ({ status: h.status, label: labels[h.status] ?? h.status, note: h.note, at: h.created_at, ...(h.actor_name && { by: h.actor_name }) }));
}

export function orderEvents(rows: StatusRow[]): StatusEvent[] {
  return statusEvents(rows, ORDER_STATUS_LABEL);
}

export function claimEvents(rows: StatusRow[], kind: 'return' | 'refund'): StatusEvent[] {
  return statusEvents(rows, CLAIM_STATUS_LABEL[kind]);
}

export type MoveOutcome = { ok: true; from: OrderStatus } | { ok: false; reason: 'not-found' | 'transition' | 'shipping-details'; from?: OrderStatus };

/**
 * Staff move an application along its statuses (docs/decisions/025-recruitment-statuses.md). The
 * update is conditional on the status it was read in, so two staff cannot both move it.
 * 배송중 needs a courier of COURIERS and the tracking number (the member sees them); they are
 * written only with 배송중. The member is told (notices.server.ts) in the same transaction. Run it
 * in a transaction (the moveOrder operation does).
 */
export async function moveOrderStatus(
  db: DbConn,
  orderId: string,
  to: OrderStatus,
  extra: { note?: string | undefined; courier?: string | undefined; trackingNumber?: string | undefined; actorId?: string | undefined; promises: TrialPromises },
): Promise<MoveOutcome> {
  const row = await db.selectFrom('trial_orders').select(['status']).where('id', '=', orderId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  if (!canMoveOrder(row.status, to)) return { ok: false, reason: 'transition', from: row.status };
  if (to === 'shipping' && !isShippingDetails(extra.courier, extra.trackingNumber)) return { ok: false, reason: 'shipping-details' };
  const at = new Date().toISOString();
  const result = await db
    .updateTable('trial_orders')
    .set({ status: to, updated_at: at, ...(to === 'shipping' && { courier: extra.courier ?? null, tracking_number: extra.trackingNumber ?? null }) })
    .where('id', '=', orderId)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: 'transition', from: row.status };
  await logStatus(db, 'order', orderId, to, extra.note ?? '', at, extra.actorId ?? null);
  await noticeOrderMove(db, orderId, to, extra.promises, new Date(at));
  return { ok: true, from: row.status };
}

function isShippingDetails(courier: string | undefined, trackingNumber: string | undefined): boolean {
  return courier !== undefined && (COURIERS as readonly string[]).includes(courier) && trackingNumber !== undefined && TRACKING_NUMBER.test(trackingNumber);
}

/**
 * Withdrawal (a member eraser, server/adapters/member-erasers.ts): applications not yet sent are cancelled
 * — waiting for the draw (the place goes back to the campaign), drawn, or being prepared — so
 * nothing is shipped to an account that no longer exists. Sent and delivered ones stay as they
 * are: the delivery records the law keeps (decision 005).
 */
export async function cancelOpenOrdersOfMember(db: DbConn, memberId: string): Promise<void> {
  const open = await db.selectFrom('trial_orders').select(['id', 'campaign_id', 'status']).where('member_id', '=', memberId).where('status', 'in', ['applied', 'selected', 'preparing']).execute();
  const at = new Date().toISOString();
  for (const order of open) {
    const result = await db
      .updateTable('trial_orders')
      .set({ status: 'cancelled', updated_at: at })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    if (order.status === 'applied') {
      await db
        .updateTable('trial_campaigns')
        .set((eb) => ({ applied_count: eb('applied_count', '-', 1) }))
        .where('id', '=', order.campaign_id)
        .where('applied_count', '>', 0)
        .execute();
    }
    await logStatus(db, 'order', order.id, 'cancelled', '회원 탈퇴로 신청이 취소되었습니다.', at);
  }
}

/** The member's application to a campaign, if any (one per campaign and member). */
export function findMemberOrder(db: DbConn, campaignId: string, memberId: string) {
  return db.selectFrom('trial_orders').select('id').where('campaign_id', '=', campaignId).where('member_id', '=', memberId).executeTakeFirst();
}

/**
 * Trial applications made in [start, end) by the UTM value their member signed up with (the
 * attribution report's "체험 신청" column; the staff page hands this to the tracking report).
 */
export async function countTrialsByMemberUtm(db: DbConn, column: 'utm_source' | 'utm_medium' | 'utm_campaign', start: string, end: string): Promise<{ value: string | null; n: number }[]> {
  const rows = await db
    .selectFrom('trial_orders')
    .innerJoin(membersForJoin(db).as('members'), 'members.id', 'trial_orders.member_id')
    .select([sql<string | null>`${sql.ref(`members.${column}`)}`.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('trial_orders.created_at', '>=', start)
    .where('trial_orders.created_at', '<', end)
    .groupBy(sql.ref(`members.${column}`))
    .execute();
  return rows.map((r) => ({ value: r.value, n: Number(r.n) }));
}

/** The applicants' names of these applications (the audit trail names its objects). */
export async function orderRecipientNames(db: DbConn, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('trial_orders').select(['id', 'recipient_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.recipient_name]));
}
