import type { ClaimKind, ClaimStatus, OrderStatus } from '#server/platform/db/schema/recruitment';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import { membersForJoin } from '#app/features/account/data/account.server';
import type { DbConn } from '#server/platform/db/database';
import { ORDER_NOT_FOUND, STAFF_CLAIMS_PER_PAGE, STAFF_ORDERS_PER_PAGE } from '../form-options';
import type { TrialPromises } from './notices.server';
import { applicationFields, claimEvents, moveOrderStatus, type MoveOutcome, orderEvents } from './orders.server';
import { photoIdsOf } from './photos.server';
import { CLAIM_KIND_LABEL, CLAIM_STATUS_LABEL, nextClaimStatuses, nextOrderStatuses, ORDER_STATUS_LABEL, reasonLabel } from '../statuses';
import type { StatusEvent, TrialOrderBase } from '../types';
import { likeContaining } from '#server/platform/db/like';
import { withParticle } from '#app/lib/korean-particles';
import type { BulkMoveStatus } from '../form-options';

/**
 * What the operations team reads: every member's trial applications, returns and refunds.
 * Only staff pages call these (requireStaff); members have their own owner-scoped queries.
 * List pages cost a constant number of queries whatever the page size.
 */


const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABEL) as OrderStatus[];
const CLAIM_STATUSES: ClaimStatus[] = ['requested', 'in_progress', 'completed', 'rejected', 'cancelled'];

export function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as string[]).includes(value);
}

export function isClaimStatus(value: string | null): value is ClaimStatus {
  return value !== null && (CLAIM_STATUSES as string[]).includes(value);
}

export function isClaimKind(value: string | null): value is ClaimKind {
  return value === 'return' || value === 'refund';
}

/** 01012345678 → 010-****-5678: enough for a list; the detail shows the whole number. */
function maskMobile(digits: string): string {
  const m = /^(\d{3})(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${'*'.repeat(m[2]!.length)}-${m[3]}` : digits;
}

/** A search word: at most 50 characters; one with no letter or digit (a lone "%") is no filter. */
function searchTerm(q: string): string {
  const term = q.trim().slice(0, 50).toLowerCase();
  return /[\p{L}\p{N}]/u.test(term) ? term : '';
}

/** A list's count per status (every status, 0 when absent) and the total the page shows. */
function statusCounts<S extends string>(statuses: readonly S[], rows: { status: S; n: number | string | bigint }[], chosen: S | undefined) {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  const total = chosen ? counts[chosen] : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return { counts, total };
}

async function statusHistory(db: DbConn, subject: 'order' | 'claim', id: string) {
  return db
    .selectFrom('recruitment_status_log as l')
    .leftJoin(membersForJoin(db).as('a'), 'a.id', 'l.actor_id')
    .select(['l.status', 'l.note', 'l.created_at', 'a.name as actor_name'])
    .where('l.subject', '=', subject)
    .where('l.subject_id', '=', id)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
}

// --- Trial applications ---------------------------------------------------------------------

export interface StaffCampaignOption {
  id: string;
  title: string;
  capacity: number;
  appliedCount: number;
  announceAt: string;
}

export async function campaignOptions(db: DbConn): Promise<StaffCampaignOption[]> {
  const rows = await db
    .selectFrom('trial_campaigns')
    .select(['id', 'title', 'capacity', 'applied_count', 'announce_at'])
    .orderBy('starts_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, capacity: r.capacity, appliedCount: r.applied_count, announceAt: r.announce_at }));
}

export interface StaffOrderFilters {
  campaignId?: string | undefined;
  status?: OrderStatus | undefined;
  q?: string | undefined;
  page: number;
}

export interface StaffOrderSummary {
  id: string;
  createdAt: string;
  campaignTitle: string;
  memberName: string;
  recipientName: string;
  mobileMasked: string;
  petName: string;
  petSpecies: 'dog' | 'cat';
  status: OrderStatus;
  statusLabel: string;
}

function orderBase(db: DbConn, filters: Omit<StaffOrderFilters, 'page'>) {
  let query = db
    .selectFrom('trial_orders as o')
    .innerJoin(membersForJoin(db).as('m'), 'm.id', 'o.member_id')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id');
  if (filters.campaignId) query = query.where('o.campaign_id', '=', filters.campaignId);
  const term = filters.q ? searchTerm(filters.q) : '';
  if (term) {
    const digits = term.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['m.name']), 'like', likeContaining(term)),
        eb(eb.fn('lower', ['o.recipient_name']), 'like', likeContaining(term)),
        ...(digits.length >= 4 && digits.length === term.replace(/[\s-]/g, '').length ? [eb('o.mobile', 'like', likeContaining(digits)), eb('m.mobile', 'like', likeContaining(digits))] : []),
      ]),
    );
  }
  return query;
}

/** One page of applications (newest first), the total, and the count of each status for the campaign and search. */
export async function listOrdersForStaff(
  db: DbConn,
  filters: StaffOrderFilters,
): Promise<{ total: number; items: StaffOrderSummary[]; counts: Record<OrderStatus, number> }> {
  const base = orderBase(db, filters);
  const filtered = filters.status ? base.where('o.status', '=', filters.status) : base;
  const [byStatus, rows] = await Promise.all([
    base.select(['o.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('o.status').execute(),
    filtered
      .select(['o.id', 'o.created_at', 'o.recipient_name', 'o.mobile', 'o.pet_name', 'o.pet_species', 'o.status', 'm.name as member_name', 'c.title as campaign_title'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id')
      .limit(STAFF_ORDERS_PER_PAGE)
      .offset((filters.page - 1) * STAFF_ORDERS_PER_PAGE)
      .execute(),
  ]);
  const { counts, total } = statusCounts(ORDER_STATUSES, byStatus, filters.status);
  return {
    total,
    counts,
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      campaignTitle: r.campaign_title,
      memberName: r.member_name,
      recipientName: r.recipient_name,
      mobileMasked: maskMobile(r.mobile),
      petName: r.pet_name,
      petSpecies: r.pet_species,
      status: r.status,
      statusLabel: ORDER_STATUS_LABEL[r.status],
    })),
  };
}

export interface StaffOrderDetail extends TrialOrderBase {
  productName: string;
  memberName: string;
  memberEmail: string;
  jibunAddress: string;
  history: StatusEvent[];
  next: { status: OrderStatus; label: string }[];
  claims: { id: string; kind: ClaimKind; label: string; statusLabel: string }[];
}

export async function getOrderForStaff(db: DbConn, orderId: string): Promise<StaffOrderDetail | null> {
  const row = await db
    .selectFrom('trial_orders as o')
    .innerJoin(membersForJoin(db).as('m'), 'm.id', 'o.member_id')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .selectAll('o')
    .select(['m.name as member_name', 'm.email as member_email', 'c.title as campaign_title', 'p.name as product_name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const [history, claims] = await Promise.all([
    statusHistory(db, 'order', orderId),
    db.selectFrom('trial_claims').select(['id', 'kind', 'status']).where('order_id', '=', orderId).orderBy('created_at').execute(),
  ]);
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignTitle: row.campaign_title,
    productName: row.product_name,
    memberName: row.member_name,
    memberEmail: row.member_email,
    ...applicationFields(row),
    jibunAddress: row.jibun_address,
    history: orderEvents(history),
    next: nextOrderStatuses(row.status).map((s) => ({ status: s, label: ORDER_STATUS_LABEL[s] })),
    claims: claims.map((c) => ({ id: c.id, kind: c.kind, label: CLAIM_KIND_LABEL[c.kind], statusLabel: CLAIM_STATUS_LABEL[c.kind][c.status] })),
  };
}

export interface BulkDrawResult {
  to: BulkMoveStatus;
  moved: number;
  /** The applications that moved. */
  movedIds: string[];
  /** The status each moved application had (for the audit trail). */
  movedFrom: OrderStatus[];
  failed: { id: string; who: string; message: string }[];
}

/**
 * Several applications to one status (당첨/미당첨 from 신청완료, 배송준비 from 당첨, 배송완료 from
 * 배송중): each goes through moveOrderStatus on its own (its
 * rules, its history row, its conditional update), so one that another staff member already
 * moved fails alone and the rest still move.
 */
export async function drawMany(db: DbConn, actorId: string, ids: string[], to: BulkMoveStatus, note: string, promises: TrialPromises): Promise<BulkDrawResult> {
  const unique = [...new Set(ids)];
  const names = await db
    .selectFrom('trial_orders as o')
    .innerJoin(membersForJoin(db).as('m'), 'm.id', 'o.member_id')
    .select(['o.id', 'm.name', 'o.pet_name'])
    .where('o.id', 'in', unique)
    .execute();
  const who = new Map(names.map((n) => [n.id, `${n.name} (${n.pet_name})`]));
  const result: BulkDrawResult = { to, moved: 0, movedIds: [], movedFrom: [], failed: [] };
  for (const id of unique) {
    const outcome: MoveOutcome = who.has(id) ? await moveOrderStatus(db, id, to, { note, actorId, promises }) : { ok: false, reason: 'not-found' };
    if (outcome.ok) {
      result.moved += 1;
      result.movedIds.push(id);
      result.movedFrom.push(outcome.from);
    } else
      result.failed.push({
        id,
        who: who.get(id) ?? '알 수 없는 신청',
        message:
          outcome.reason === 'not-found'
            ? ORDER_NOT_FOUND
            : `지금 상태(${outcome.from ? ORDER_STATUS_LABEL[outcome.from] : '변경됨'})에서는 ${withParticle(ORDER_STATUS_LABEL[to], '으로/로')} 바꿀 수 없습니다.`,
      });
  }
  return result;
}

// --- Returns and refunds --------------------------------------------------------------------

export interface StaffClaimFilters {
  kind?: ClaimKind | undefined;
  status?: ClaimStatus | undefined;
  page: number;
}

export interface StaffClaimSummary {
  id: string;
  kind: ClaimKind;
  kindLabel: string;
  createdAt: string;
  campaignTitle: string;
  memberName: string;
  reasonLabel: string;
  amount: number | null;
  status: ClaimStatus;
  statusLabel: string;
  photoCount: number;
}

export async function listClaimsForStaff(
  db: DbConn,
  filters: StaffClaimFilters,
): Promise<{ total: number; items: StaffClaimSummary[]; counts: Record<ClaimStatus, number> }> {
  let base = db
    .selectFrom('trial_claims as k')
    .innerJoin(membersForJoin(db).as('m'), 'm.id', 'k.member_id')
    .innerJoin('trial_orders as o', 'o.id', 'k.order_id')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id');
  if (filters.kind) base = base.where('k.kind', '=', filters.kind);
  const filtered = filters.status ? base.where('k.status', '=', filters.status) : base;
  const [byStatus, rows] = await Promise.all([
    base.select(['k.status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('k.status').execute(),
    filtered
      .select(['k.id', 'k.kind', 'k.created_at', 'k.reason', 'k.amount', 'k.status', 'm.name as member_name', 'c.title as campaign_title'])
      .select((eb) =>
        eb
          .selectFrom('recruitment_photos as p')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('p.subject_id', '=', 'k.id')
          .whereRef('p.subject', '=', 'k.kind')
          .as('photo_count'),
      )
      // Oldest first within a status is the order a desk works through; all statuses newest first.
      .orderBy('k.created_at', filters.status === 'requested' || filters.status === 'in_progress' ? 'asc' : 'desc')
      .orderBy('k.id')
      .limit(STAFF_CLAIMS_PER_PAGE)
      .offset((filters.page - 1) * STAFF_CLAIMS_PER_PAGE)
      .execute(),
  ]);
  const { counts, total } = statusCounts(CLAIM_STATUSES, byStatus, filters.status);
  return {
    total,
    counts,
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kindLabel: CLAIM_KIND_LABEL[r.kind],
      createdAt: r.created_at,
      campaignTitle: r.campaign_title,
      memberName: r.member_name,
      reasonLabel: reasonLabel(r.kind, r.reason),
      amount: r.amount,
      status: r.status,
      statusLabel: CLAIM_STATUS_LABEL[r.kind][r.status],
      photoCount: Number(r.photo_count ?? 0),
    })),
  };
}

export interface StaffClaimDetail {
  id: string;
  kind: ClaimKind;
  kindLabel: string;
  orderId: string;
  campaignTitle: string;
  productName: string;
  memberName: string;
  memberEmail: string;
  recipientName: string;
  mobile: string;
  reasonLabel: string;
  detail: string;
  amount: number | null;
  bankName: string | null;
  /** Staff pay refunds, so they see the whole account number (members see the last four digits). */
  accountNumber: string | null;
  accountHolder: string | null;
  status: ClaimStatus;
  statusLabel: string;
  photoIds: string[];
  createdAt: string;
  history: StatusEvent[];
  next: { status: ClaimStatus; label: string }[];
}

export async function getClaimForStaff(db: DbConn, claimId: string): Promise<StaffClaimDetail | null> {
  const row = await db
    .selectFrom('trial_claims as k')
    .innerJoin(membersForJoin(db).as('m'), 'm.id', 'k.member_id')
    .innerJoin('trial_orders as o', 'o.id', 'k.order_id')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .selectAll('k')
    .select(['m.name as member_name', 'm.email as member_email', 'o.recipient_name', 'o.mobile', 'c.title as campaign_title', 'p.name as product_name'])
    .where('k.id', '=', claimId)
    .executeTakeFirst();
  if (!row) return null;
  const [photos, history] = await Promise.all([photoIdsOf(db, row.member_id, row.kind, [row.id]), statusHistory(db, 'claim', claimId)]);
  const labels = CLAIM_STATUS_LABEL[row.kind];
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: CLAIM_KIND_LABEL[row.kind],
    orderId: row.order_id,
    campaignTitle: row.campaign_title,
    productName: row.product_name,
    memberName: row.member_name,
    memberEmail: row.member_email,
    recipientName: row.recipient_name,
    mobile: row.mobile,
    reasonLabel: reasonLabel(row.kind, row.reason),
    detail: row.detail,
    amount: row.amount,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountHolder: row.account_holder,
    status: row.status,
    statusLabel: labels[row.status],
    photoIds: photos.get(row.id) ?? [],
    createdAt: row.created_at,
    history: claimEvents(history, row.kind),
    next: nextClaimStatuses(row.status, 'staff').map((s) => ({ status: s, label: labels[s] })),
  };
}

// --- The staff home's "waiting" counts --------------------------------------------------------

export async function countWaitingWork(db: DbConn): Promise<{ applications: number; toShip: number; claims: number }> {
  const count = async (table: 'trial_orders' | 'trial_claims', statuses: readonly string[]) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', statuses as never[])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [applications, toShip, claims] = await Promise.all([
    count('trial_orders', ['applied']),
    count('trial_orders', ['selected', 'preparing']),
    count('trial_claims', ['requested', 'in_progress']),
  ]);
  return { applications, toShip, claims };
}

/** Campaigns still taking applications that close within `days` (soonest first). */
export async function campaignsClosingSoon(
  db: DbConn,
  days: number,
  now = new Date(),
): Promise<{ id: string; title: string; endsAt: string; applied: number; capacity: number }[]> {
  const until = new Date(now.getTime() + days * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('trial_campaigns')
    .select(['id', 'title', 'ends_at', 'applied_count', 'capacity'])
    .where('starts_at', '<=', now.toISOString())
    .where('ends_at', '>', now.toISOString())
    .where('ends_at', '<=', until)
    .orderBy('ends_at', 'asc')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, endsAt: r.ends_at, applied: r.applied_count, capacity: r.capacity }));
}
