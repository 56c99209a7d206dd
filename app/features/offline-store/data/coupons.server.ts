import { randomInt, randomUUID } from 'node:crypto';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import { membersForJoin } from '#app/features/account/data/account.server';
import QRCode from 'qrcode';
import type { CouponRow } from '#server/platform/db/schema/offline-store';
import type { DbConn } from '#server/platform/db/database';
import { CODE_ALPHABET, CODE_LENGTH, PIN_LENGTH } from '../codes';
import { couponState, COUPON_STATE_LABEL, type CouponState } from '../states';
import { couponUsage } from '../usage';
import { maskedHolderName } from '../holder-name';

export interface Coupon {
  id: string;
  kind: 'online' | 'store';
  /** Where and how it is used (usage.ts), in the words the coupon box shows. */
  usage: string;
  title: string;
  benefit: string;
  code: string;
  pin: string | null;
  storeId: string | null;
  storeName: string | null;
  productName: string | null;
  validFrom: string;
  validUntil: string;
  usedAt: string | null;
  state: CouponState;
  stateLabel: string;
  createdAt: string;
}

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function randomPin(): string {
  return String(randomInt(10 ** (PIN_LENGTH - 1), 10 ** PIN_LENGTH));
}

function couponQuery(db: DbConn) {
  return db
    .selectFrom('coupons as k')
    .leftJoin('stores as s', 's.id', 'k.store_id')
    .leftJoin(productsForJoin(db).as('p'), 'p.id', 'k.product_id')
    .selectAll('k')
    .select(['s.name as store_name', 'p.name as product_name']);
}

function toCoupon(row: CouponRow & { store_name: string | null; product_name: string | null }, now: Date): Coupon {
  const state = couponState({ usedAt: row.used_at, validFrom: row.valid_from, validUntil: row.valid_until }, now);
  return {
    id: row.id,
    kind: row.kind,
    usage: couponUsage({ kind: row.kind, storeName: row.store_name }),
    title: row.title,
    benefit: row.benefit,
    code: row.code,
    pin: row.pin,
    storeId: row.store_id,
    storeName: row.store_name,
    productName: row.product_name,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    usedAt: row.used_at,
    state,
    stateLabel: COUPON_STATE_LABEL[state],
    createdAt: row.created_at,
  };
}

export async function listMyCoupons(db: DbConn, memberId: string, now = new Date()): Promise<Coupon[]> {
  const rows = await couponQuery(db).where('k.member_id', '=', memberId).orderBy('k.created_at', 'desc').limit(200).execute();
  return rows.map((r) => toCoupon(r, now));
}

export async function getMyCoupon(db: DbConn, memberId: string, couponId: string, now = new Date()): Promise<Coupon | null> {
  const row = await couponQuery(db).where('k.id', '=', couponId).where('k.member_id', '=', memberId).executeTakeFirst();
  return row ? toCoupon(row, now) : null;
}

export async function getMyCouponBySource(db: DbConn, memberId: string, sourceKey: string, now = new Date()): Promise<Coupon | null> {
  const row = await couponQuery(db).where('k.member_id', '=', memberId).where('k.source_key', '=', sourceKey).executeTakeFirst();
  return row ? toCoupon(row, now) : null;
}

export interface NewCoupon {
  memberId: string;
  kind: 'online' | 'store';
  sourceKey: string;
  title: string;
  benefit: string;
  storeId?: string;
  productId?: string;
  campaignId?: string;
  validFrom: Date;
  validUntil: Date;
}

/**
 * Inserts a coupon unless the member already has one from the same source (unique index):
 * 'issued' with its id, or 'exists'. A code or PIN collision (80-bit code, 8-digit PIN) is retried.
 */
export async function insertCoupon(db: DbConn, c: NewCoupon): Promise<{ outcome: 'issued' | 'exists'; id: string | null }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = randomUUID();
    // Doing nothing on a conflict (instead of failing) keeps a PostgreSQL transaction usable: the
    // issue operations run this inside theirs.
    const inserted = await db
      .insertInto('coupons')
      .values({
        id,
        member_id: c.memberId,
        kind: c.kind,
        source_key: c.sourceKey,
        title: c.title,
        benefit: c.benefit,
        code: randomCode(),
        pin: c.kind === 'store' ? randomPin() : null,
        store_id: c.storeId ?? null,
        product_id: c.productId ?? null,
        campaign_id: c.campaignId ?? null,
        valid_from: c.validFrom.toISOString(),
        valid_until: c.validUntil.toISOString(),
        used_at: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { outcome: 'issued', id };
    const existing = await db.selectFrom('coupons').select('id').where('member_id', '=', c.memberId).where('source_key', '=', c.sourceKey).executeTakeFirst();
    if (existing) return { outcome: 'exists', id: existing.id };
    // Otherwise the random code or PIN collided: draw again.
  }
  throw new Error('could not draw a unique coupon code');
}

/** An online coupon for a source (one per member per source). True when a new one was issued. */
export async function issueOnlineCoupon(db: DbConn, memberId: string, sourceKey: string, c: { title: string; benefit: string; validDays: number }): Promise<boolean> {
  const now = new Date();
  const result = await insertCoupon(db, {
    memberId,
    kind: 'online',
    sourceKey,
    title: c.title,
    benefit: c.benefit,
    validFrom: now,
    validUntil: new Date(now.getTime() + c.validDays * 86_400_000),
  });
  return result.outcome === 'issued';
}

/**
 * The cat-ageing event's coupon (/event/cat-ageing-7: "캣츠 시그널 결과를 저장하면 온라인 할인
 * 쿠폰을 드려요"): issued when a member first saves a cat's-signal result, once per member.
 */
export const CAT_AGEING_COUPON = { sourceKey: 'event:cat-ageing-7', title: '캣츠 시그널 참여 쿠폰', benefit: '공식 온라인몰 고양이 사료 10% 할인', validDays: 30 } as const;

export async function issueCatAgeingCoupon(db: DbConn, memberId: string): Promise<boolean> {
  return issueOnlineCoupon(db, memberId, CAT_AGEING_COUPON.sourceKey, CAT_AGEING_COUPON);
}

/** The QR code of a store coupon, drawn on the server as SVG (no QR library reaches the browser). */
export async function couponQrSvg(redeemUrl: string): Promise<string> {
  return QRCode.toString(redeemUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#1f1f1f', light: '#ffffff' } });
}

/** The staff page's address for a code: what the QR code holds, so a phone camera opens it. */
export function redeemUrl(origin: string, basePath: string, code: string): string {
  return `${origin}${basePath}/staff/coupons/redeem?code=${code}`;
}

export type RedeemOutcome =
  | { ok: true; coupon: Coupon }
  | { ok: false; reason: 'not-found' | 'used' | 'expired' | 'not-yet' | 'other-store'; coupon?: Coupon };

/**
 * Marks a store coupon used, exactly once: a conditional update (`used_at is null`) and the
 * redemption row (primary key = coupon id). `db` is the caller's transaction (the redeem
 * operation's), so of any number of concurrent attempts one succeeds and a refusal writes nothing.
 */
export async function redeemCoupon(db: DbConn, staffId: string, storeId: string, key: { code: string } | { pin: string }, now = new Date()): Promise<RedeemOutcome> {
  let query = couponQuery(db).where('k.kind', '=', 'store');
  query = 'code' in key ? query.where('k.code', '=', key.code) : query.where('k.pin', '=', key.pin);
  const row = await query.executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  const coupon = toCoupon(row, now);
  if (coupon.state === 'used') return { ok: false, reason: 'used', coupon };
  if (coupon.state === 'expired') return { ok: false, reason: 'expired', coupon };
  if (now.getTime() < new Date(coupon.validFrom).getTime()) return { ok: false, reason: 'not-yet', coupon };
  if (row.store_id !== storeId) return { ok: false, reason: 'other-store', coupon };

  const at = now.toISOString();
  const result = await db
    .updateTable('coupons')
    .set({ used_at: at })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('store_id', '=', storeId)
    .where('valid_until', '>=', at)
    .executeTakeFirst();
  // The conditional update decides the race; the redemption row's key is the second guard (doing
  // nothing instead of failing keeps a PostgreSQL transaction usable for the refusal).
  const won =
    Number(result.numUpdatedRows) === 1 &&
    Number((await db.insertInto('coupon_redemptions').values({ coupon_id: row.id, store_id: storeId, staff_id: staffId, redeemed_at: at }).onConflict((oc) => oc.doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows ?? 0n) === 1;
  if (!won) return { ok: false, reason: 'used', coupon: { ...coupon, state: 'used', stateLabel: COUPON_STATE_LABEL.used } };
  return { ok: true, coupon: { ...coupon, usedAt: at, state: 'used', stateLabel: COUPON_STATE_LABEL.used } };
}

/** Where and when a store coupon was used (its redemption row), for the "already used" answer. */
export interface CouponRedemption {
  redeemedAt: string;
  storeName: string | null;
}

export async function redemptionOf(db: DbConn, couponId: string): Promise<CouponRedemption | null> {
  const row = await db
    .selectFrom('coupon_redemptions as r')
    .leftJoin('stores as s', 's.id', 'r.store_id')
    .select(['r.redeemed_at', 's.name'])
    .where('r.coupon_id', '=', couponId)
    .executeTakeFirst();
  return row ? { redeemedAt: row.redeemed_at, storeName: row.name } : null;
}

/** A store coupon as the redeem page shows it before it is used: whose (masked: 김*수) and, once used, where and when. */
export interface StaffCouponView extends Coupon {
  holder: string;
  redemption: CouponRedemption | null;
}

export async function findStoreCouponForStaff(db: DbConn, key: { code: string } | { pin: string }, now = new Date()): Promise<StaffCouponView | null> {
  let query = couponQuery(db).where('k.kind', '=', 'store');
  query = 'code' in key ? query.where('k.code', '=', key.code) : query.where('k.pin', '=', key.pin);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const holder = await membersForJoin(db).where('id', '=', row.member_id).executeTakeFirst();
  return { ...toCoupon(row, now), holder: maskedHolderName(holder?.name ?? ''), redemption: row.used_at ? await redemptionOf(db, row.id) : null };
}

export const REDEEM_MESSAGES: Record<Exclude<RedeemOutcome, { ok: true }>['reason'], string> = {
  'not-found': '쿠폰을 찾을 수 없습니다. 번호를 다시 확인해 주세요.',
  used: '이미 사용된 쿠폰입니다.',
  expired: '유효기간이 지난 쿠폰입니다.',
  'not-yet': '아직 사용 기간이 시작되지 않은 쿠폰입니다.',
  'other-store': '이 매장에서 사용할 수 없는 쿠폰입니다. 쿠폰에 적힌 매장을 확인해 주세요.',
};

/** An online coupon as the online mall sees it: what it gives and whether it can be used now. */
export interface OnlineCouponCheck {
  code: string;
  state: CouponState | 'not-yet';
  title: string;
  benefit: string;
  validFrom: string;
  validUntil: string;
  usedAt: string | null;
  orderNo: string | null;
}

function onlineCheck(row: CouponRow, now: Date): OnlineCouponCheck {
  const state = couponState({ usedAt: row.used_at, validFrom: row.valid_from, validUntil: row.valid_until }, now);
  return {
    code: row.code,
    state: state === 'usable' && now.getTime() < new Date(row.valid_from).getTime() ? 'not-yet' : state,
    title: row.title,
    benefit: row.benefit,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    usedAt: row.used_at,
    orderNo: row.online_order_no,
  };
}

/** The online coupon holding a code (store coupons are never answered here). */
export async function findOnlineCoupon(db: DbConn, code: string, now: Date): Promise<OnlineCouponCheck | null> {
  const row = await db.selectFrom('coupons').selectAll().where('kind', '=', 'online').where('code', '=', code).executeTakeFirst();
  return row ? onlineCheck(row, now) : null;
}

export type OnlineRedeemOutcome = { ok: true; coupon: OnlineCouponCheck } | { ok: false; reason: 'not-found' | 'used' | 'expired' | 'not-yet'; coupon?: OnlineCouponCheck };

/**
 * The online mall uses a coupon for one of its orders, exactly once: a conditional update
 * (`used_at is null`, still valid). The same order asking again is answered as done (the mall
 * may retry after a timeout); any other order is refused as used.
 */
export async function redeemOnlineCoupon(db: DbConn, code: string, orderNo: string, now: Date): Promise<OnlineRedeemOutcome> {
  const found = await db.selectFrom('coupons').selectAll().where('kind', '=', 'online').where('code', '=', code).executeTakeFirst();
  if (!found) return { ok: false, reason: 'not-found' };
  const before = onlineCheck(found, now);
  if (before.state === 'used') return found.online_order_no === orderNo ? { ok: true, coupon: before } : { ok: false, reason: 'used', coupon: before };
  if (before.state !== 'usable') return { ok: false, reason: before.state, coupon: before };
  const at = now.toISOString();
  const result = await db
    .updateTable('coupons')
    .set({ used_at: at, online_order_no: orderNo })
    .where('id', '=', found.id)
    .where('used_at', 'is', null)
    .where('valid_until', '>=', at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const again = await db.selectFrom('coupons').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    const now2 = onlineCheck(again, now);
    return again.online_order_no === orderNo ? { ok: true, coupon: now2 } : { ok: false, reason: 'used', coupon: now2 };
  }
  return { ok: true, coupon: { ...before, state: 'used', usedAt: at, orderNo } };
}

/**
 * Withdrawal (a member eraser, server/adapters/member-erasers.ts): the member's unused coupons go ("보유
 * 중인 쿠폰은 사라집니다"); used ones stay with their redemption, the records of a promotion that
 * took place (the member row itself is anonymised).
 */
export async function eraseUnusedCouponsOfMember(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('coupons').where('member_id', '=', memberId).where('used_at', 'is', null).execute();
}
