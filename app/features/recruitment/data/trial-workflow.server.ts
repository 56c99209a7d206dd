import { membersForJoin } from '#app/features/account/data/account.server';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import type { DbConn } from '#server/platform/db/database';
import type { OrderStatus } from '#server/platform/db/schema/recruitment';
import { drawWinners, duplicateGroups, excludedDuplicates, type DuplicateGroup } from '../draw';
import { COURIERS, TRACKING_NUMBER } from '../form-options';
import { ORDER_STATUS_LABEL } from '../statuses';
import { withParticle } from '#app/lib/korean-particles';
import { moveOrderStatus } from './orders.server';
import type { TrialPromises } from './notices.server';

/**
 * The campaign side of free trials for support staff (issue 24 item 5;
 * docs/decisions/047-trial-workflow.md): closing early, the recorded draw, the shipping list for
 * the courier, and the courier's file of tracking numbers. Every move goes through
 * moveOrderStatus (its rules, history row and notice).
 */

export type DuplicateChoice = 'exclude' | 'include';

const DUPLICATE_REASON_LABEL: Record<DuplicateGroup['reason'], string> = { phone: '같은 전화번호', address: '같은 주소', both: '같은 전화번호·주소' };

const maskMobile = (mobile: string) => {
  const digits = mobile.replace(/\D/g, '');
  const m = /^(\d{3})(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${'*'.repeat(m[2]!.length)}-${m[3]}` : mobile;
};

/** Whether the campaign is there (for the export and the upload, before anything else). */
export async function campaignExists(db: DbConn, campaignId: string): Promise<boolean> {
  return (await db.selectFrom('trial_campaigns').select('id').where('id', '=', campaignId).executeTakeFirst()) !== undefined;
}

async function campaignRow(db: DbConn, campaignId: string) {
  return db
    .selectFrom('trial_campaigns as c')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .select(['c.id', 'c.title', 'c.capacity', 'c.applied_count', 'c.starts_at', 'c.ends_at', 'c.announce_at', 'p.name as product_name'])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

async function waitingApplicants(db: DbConn, campaignId: string) {
  return db
    .selectFrom('trial_orders as o')
    .innerJoin(membersForJoin(db).as('m'), 'm.id', 'o.member_id')
    .select(['o.id', 'o.member_id', 'o.recipient_name', 'o.mobile', 'o.postcode', 'o.road_address', 'o.address_detail', 'o.created_at', 'm.name as member_name'])
    .where('o.campaign_id', '=', campaignId)
    .where('o.status', '=', 'applied')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
}

const asApplicant = (r: Awaited<ReturnType<typeof waitingApplicants>>[number]) => ({
  id: r.id,
  mobile: r.mobile,
  postcode: r.postcode,
  roadAddress: r.road_address,
  addressDetail: r.address_detail,
  createdAt: r.created_at,
});

export interface DrawRecord {
  seed: string;
  winnersWanted: number;
  eligibleCount: number;
  excludedCount: number;
  duplicates: DuplicateChoice;
  winnerCount: number;
  drawnAt: string;
  drawnBy: string;
}

export async function getDrawRecord(db: DbConn, campaignId: string): Promise<(DrawRecord & { eligibleIds: string[]; winnerIds: string[] }) | null> {
  const row = await db
    .selectFrom('trial_draws as d')
    .leftJoin(membersForJoin(db).as('a'), 'a.id', 'd.actor_id')
    .selectAll('d')
    .select('a.name as actor_name')
    .where('d.campaign_id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return null;
  const winnerIds = JSON.parse(row.winner_ids) as string[];
  return {
    seed: row.seed,
    winnersWanted: row.winners_wanted,
    eligibleCount: row.eligible_count,
    excludedCount: row.excluded_count,
    duplicates: row.duplicates === 'include' ? 'include' : 'exclude',
    winnerCount: winnerIds.length,
    drawnAt: row.drawn_at,
    drawnBy: row.actor_name ?? '알 수 없음',
    eligibleIds: JSON.parse(row.eligible_ids) as string[],
    winnerIds,
  };
}

/** What the campaign's page shows: the campaign, its counts, the duplicates waiting for the draw, the draw record. */
export async function campaignWorkflow(db: DbConn, campaignId: string, now: Date) {
  const campaign = await campaignRow(db, campaignId);
  if (!campaign) return null;
  const [byStatus, waiting, draw] = await Promise.all([
    db
      .selectFrom('trial_orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('campaign_id', '=', campaignId)
      .groupBy('status')
      .execute(),
    waitingApplicants(db, campaignId),
    getDrawRecord(db, campaignId),
  ]);
  const counts = Object.fromEntries(Object.keys(ORDER_STATUS_LABEL).map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of byStatus) counts[r.status] = Number(r.n);
  const byId = new Map(waiting.map((w) => [w.id, w]));
  const groups = duplicateGroups(waiting.map(asApplicant)).map((g) => ({
    reason: DUPLICATE_REASON_LABEL[g.reason],
    applications: g.ids.map((id, i) => {
      const w = byId.get(id)!;
      return { id, memberName: w.member_name, recipientName: w.recipient_name, mobileMasked: maskMobile(w.mobile), address: `${w.road_address} ${w.address_detail}`.trim(), createdAt: w.created_at, first: i === 0 };
    }),
  }));
  const closed = now.getTime() >= new Date(campaign.ends_at).getTime();
  const started = now.getTime() >= new Date(campaign.starts_at).getTime();
  return {
    id: campaign.id,
    title: campaign.title,
    productName: campaign.product_name,
    capacity: campaign.capacity,
    applied: campaign.applied_count,
    startsAt: campaign.starts_at,
    endsAt: campaign.ends_at,
    announceAt: campaign.announce_at,
    closed,
    started,
    counts,
    waiting: waiting.length,
    duplicates: groups,
    draw: draw && { ...draw, eligibleIds: undefined, winnerIds: undefined },
    toShip: counts.selected + counts.preparing,
  };
}

/**
 * 모집 마감 now: the application period ends at `now` (the campaign stays as it was otherwise).
 * Answers the end it had, or why not: not there, not started, already closed.
 */
export async function closeCampaignNow(db: DbConn, campaignId: string, now: Date): Promise<{ ok: true; formerEndsAt: string } | { ok: false; reason: 'not-found' | 'not-started' | 'closed' }> {
  const row = await db.selectFrom('trial_campaigns').select(['starts_at', 'ends_at']).where('id', '=', campaignId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  const at = now.toISOString();
  if (now.getTime() >= new Date(row.ends_at).getTime()) return { ok: false, reason: 'closed' };
  if (now.getTime() < new Date(row.starts_at).getTime()) return { ok: false, reason: 'not-started' };
  const done = await db.updateTable('trial_campaigns').set({ ends_at: at, updated_at: at }).where('id', '=', campaignId).where('ends_at', '=', row.ends_at).executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return { ok: false, reason: 'closed' };
  return { ok: true, formerEndsAt: row.ends_at };
}

export type DrawOutcome =
  | { ok: true; seed: string; eligible: number; excluded: number; winners: string[]; losers: string[] }
  | { ok: false; reason: 'not-found' | 'open' | 'drawn' | 'empty' };

/**
 * The draw: only once the application period has ended, once per campaign (the record's key),
 * among the campaign's 신청완료 applications (one per member by the unique index); with
 * duplicates excluded, each group of applications sharing a phone or address takes part with its
 * earliest application only. Winners move to 당첨, every other waiting application to 미당첨.
 * Run it in a transaction (the operation does): a failed move rolls the whole draw back.
 */
export async function runDraw(
  db: DbConn,
  campaignId: string,
  options: { winners: number; duplicates: DuplicateChoice; seed: string; actorId: string; now: Date; promises: TrialPromises },
): Promise<DrawOutcome> {
  const campaign = await campaignRow(db, campaignId);
  if (!campaign) return { ok: false, reason: 'not-found' };
  if (options.now.getTime() < new Date(campaign.ends_at).getTime()) return { ok: false, reason: 'open' };
  if (await db.selectFrom('trial_draws').select('campaign_id').where('campaign_id', '=', campaignId).executeTakeFirst()) return { ok: false, reason: 'drawn' };
  const waiting = (await waitingApplicants(db, campaignId)).map(asApplicant);
  if (waiting.length === 0) return { ok: false, reason: 'empty' };
  const excluded = new Set(options.duplicates === 'exclude' ? excludedDuplicates(duplicateGroups(waiting)) : []);
  const eligible = waiting.map((w) => w.id).filter((id) => !excluded.has(id)).sort();
  const winners = drawWinners(eligible, options.winners, options.seed);
  const won = new Set(winners);
  // The record first: a second draw at the same moment fails on its key and rolls back.
  await db
    .insertInto('trial_draws')
    .values({
      campaign_id: campaignId,
      seed: options.seed,
      winners_wanted: options.winners,
      eligible_count: eligible.length,
      excluded_count: excluded.size,
      duplicates: options.duplicates,
      eligible_ids: JSON.stringify(eligible),
      winner_ids: JSON.stringify(winners),
      actor_id: options.actorId,
      drawn_at: options.now.toISOString(),
    })
    .execute();
  const losers: string[] = [];
  for (const w of waiting) {
    const to = won.has(w.id) ? 'selected' : 'not_selected';
    const note = to === 'selected' ? '추첨으로 당첨되었습니다.' : excluded.has(w.id) ? '중복 신청으로 추첨에서 제외되었습니다.' : '추첨 결과 당첨되지 않았습니다.';
    const moved = await moveOrderStatus(db, w.id, to, { note, actorId: options.actorId, promises: options.promises });
    if (!moved.ok) throw new Error(`draw: ${w.id} could not move to ${to}`);
    if (to === 'not_selected') losers.push(w.id);
  }
  return { ok: true, seed: options.seed, eligible: eligible.length, excluded: excluded.size, winners, losers };
}

// --- The courier's files -------------------------------------------------------------------

/** The shipping list's columns, as Korean couriers' bulk-order sheets name them. */
export const SHIPPING_HEADINGS = ['받는분', '받는분 전화번호', '우편번호', '주소', '상세주소', '상품명', '수량', '배송메시지', '주문번호'] as const;

const SHIPPABLE: readonly OrderStatus[] = ['selected', 'preparing'];

/** The winners still to send (당첨, 배송준비), oldest application first, as rows under SHIPPING_HEADINGS. */
export async function shippingRows(db: DbConn, campaignId: string): Promise<{ ids: string[]; rows: string[][] }> {
  const list = await db
    .selectFrom('trial_orders as o')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .select(['o.id', 'o.recipient_name', 'o.mobile', 'o.postcode', 'o.road_address', 'o.extra_address', 'o.address_detail', 'o.delivery_request', 'p.name as product_name'])
    .where('o.campaign_id', '=', campaignId)
    .where('o.status', 'in', [...SHIPPABLE])
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  return {
    ids: list.map((r) => r.id),
    rows: list.map((r) => [r.recipient_name, r.mobile, r.postcode, `${r.road_address}${r.extra_address ? ` ${r.extra_address.trim()}` : ''}`, r.address_detail, r.product_name, '1', r.delivery_request, r.id]),
  };
}

export interface TrackingProblem {
  /** The row in the staff's spreadsheet (0: the file as a whole). */
  line: number;
  message: string;
}

export interface TrackingRow {
  line: number;
  orderId: string;
  trackingNumber: string;
  courier: string;
}

const HEADING_ALIASES: Record<'order' | 'tracking' | 'courier', readonly string[]> = {
  order: ['주문번호', '주문 번호', '고객주문번호'],
  tracking: ['운송장번호', '운송장 번호', '송장번호', '송장 번호'],
  courier: ['택배사', '택배사명'],
};

const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, '');

/**
 * Checks the courier's file (heading row first) against the campaign's applications: every row
 * names an application of this campaign in 당첨 or 배송준비 once, a tracking number couriers print,
 * and a courier we know (its column, or the one chosen on the page). Answers every problem with
 * its row, or the rows to write.
 */
export async function checkTrackingFile(
  db: DbConn,
  campaignId: string,
  table: readonly { line: number; fields: readonly string[] }[],
  defaultCourier: string,
): Promise<{ ok: true; rows: TrackingRow[] } | { ok: false; problems: TrackingProblem[] }> {
  const [head, ...body] = table;
  if (!head) return { ok: false, problems: [{ line: 0, message: '파일이 비어 있습니다. 주문번호와 운송장번호 열이 있는 파일을 올려 주세요.' }] };
  const col = (kind: keyof typeof HEADING_ALIASES) => head.fields.findIndex((f) => HEADING_ALIASES[kind].some((a) => norm(a) === norm(f)));
  const [orderCol, trackingCol, courierCol] = [col('order'), col('tracking'), col('courier')];
  const missing = [orderCol < 0 && '주문번호', trackingCol < 0 && '운송장번호'].filter(Boolean);
  if (missing.length > 0) return { ok: false, problems: [{ line: head.line, message: `첫 줄에 ${missing.join(', ')} 열이 없습니다. 내려받은 배송 목록의 열 이름을 그대로 써 주세요.` }] };
  if (body.length === 0) return { ok: false, problems: [{ line: head.line, message: '운송장 번호가 적힌 줄이 없습니다.' }] };

  const ids = [...new Set(body.map((r) => (r.fields[orderCol] ?? '').trim()).filter((id) => id !== ''))];
  const orders = new Map<string, { status: OrderStatus; campaign_id: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db.selectFrom('trial_orders').select(['id', 'status', 'campaign_id']).where('id', 'in', ids.slice(i, i + 500)).execute();
    for (const o of found) orders.set(o.id, o);
  }
  const problems: TrackingProblem[] = [];
  const seen = new Map<string, number>();
  const rows: TrackingRow[] = [];
  for (const r of body) {
    const orderId = (r.fields[orderCol] ?? '').trim();
    const trackingNumber = (r.fields[trackingCol] ?? '').trim();
    const courier = (courierCol >= 0 ? (r.fields[courierCol] ?? '').trim() : '') || defaultCourier;
    const wrong: string[] = [];
    const order = orders.get(orderId);
    if (orderId === '') wrong.push('주문번호가 비어 있습니다.');
    else if (!order || order.campaign_id !== campaignId) wrong.push(`주문번호 ${withParticle(orderId, '은/는')} 이 캠페인의 신청에 없습니다.`);
    else if (!SHIPPABLE.includes(order.status)) wrong.push(`주문번호 ${withParticle(orderId, '은/는')} 지금 ${ORDER_STATUS_LABEL[order.status]} 상태라 운송장 번호를 넣을 수 없습니다.`);
    if (orderId !== '' && seen.has(orderId)) wrong.push(`같은 주문번호가 ${seen.get(orderId)}행에도 있습니다.`);
    if (trackingNumber === '') wrong.push('운송장 번호가 비어 있습니다.');
    else if (!TRACKING_NUMBER.test(trackingNumber)) wrong.push(`운송장 번호 ${withParticle(`‘${trackingNumber.slice(0, 30)}’`, '은/는')} 숫자와 -로 8~20자여야 합니다.`);
    if (courier === '') wrong.push('택배사가 비어 있습니다. 택배사 열을 채우거나 화면에서 택배사를 골라 주세요.');
    else if (!(COURIERS as readonly string[]).includes(courier)) wrong.push(`택배사 ${withParticle(`‘${courier.slice(0, 30)}’`, '은/는')} 알 수 없는 택배사입니다. ${COURIERS.join(', ')} 중 하나로 적어 주세요.`);
    if (orderId !== '' && !seen.has(orderId)) seen.set(orderId, r.line);
    if (wrong.length > 0) problems.push({ line: r.line, message: wrong.join(' ') });
    else rows.push({ line: r.line, orderId, trackingNumber, courier });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

/**
 * Writes checked rows: each application to 배송중 with its courier and tracking number (a 당첨 one
 * passes through 배송준비 first, both in its history); the member is told once (the notice's key).
 * Run it in a transaction: a row another staff member moved meanwhile throws and nothing stays.
 */
export async function applyTrackingRows(db: DbConn, rows: readonly TrackingRow[], actorId: string, promises: TrialPromises): Promise<{ orderId: string; from: OrderStatus }[]> {
  const moved: { orderId: string; from: OrderStatus }[] = [];
  for (const row of rows) {
    const current = await db.selectFrom('trial_orders').select('status').where('id', '=', row.orderId).executeTakeFirstOrThrow();
    if (current.status === 'selected') {
      const prepared = await moveOrderStatus(db, row.orderId, 'preparing', { note: '운송장 파일로 배송을 준비했습니다.', actorId, promises });
      if (!prepared.ok) throw new TrackingConflict(row.line);
    }
    const shipped = await moveOrderStatus(db, row.orderId, 'shipping', { note: '운송장 파일로 등록했습니다.', courier: row.courier, trackingNumber: row.trackingNumber, actorId, promises });
    if (!shipped.ok) throw new TrackingConflict(row.line);
    moved.push({ orderId: row.orderId, from: current.status });
  }
  return moved;
}

/** A row's application changed between the check and the write (another staff member): nothing is written. */
export class TrackingConflict extends Error {
  constructor(readonly line: number) {
    super(`tracking row ${line} changed meanwhile`);
  }
}
