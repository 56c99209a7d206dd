import { randomUUID } from 'node:crypto';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import { membersForJoin } from '#app/features/account/data/account.server';
import type { DbConn } from '#server/platform/db/database';
import type { Clock } from '#server/platform/clock';
import type { Services } from '#server/platform/services';
import { issueOnlineCoupon } from '#app/features/offline-store/data/coupons.server';
import { isUniqueViolation } from '#server/platform/db/unique-violation';
import { type CheckedPhoto, discardPhotos, insertPhotoRows, photoIdsOf, putPhotos } from './photos.server';
import type { ReviewInput } from '../schemas';
import { isDelivered } from '../statuses';
import type { PublicReview, Review, TrialOrder } from '../types';
import { listMyOrders } from './orders.server';
import { speciesLabel } from '#app/features/pets/species';

const REVIEW_PAGE_SIZE = 10;

function reviewQuery(db: DbConn, memberId: string) {
  return db
    .selectFrom('product_reviews as r')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'r.product_id')
    .selectAll('r')
    .select(['p.name as product_name', 'p.thumbnail_url as product_thumbnail'])
    .where('r.member_id', '=', memberId);
}

type Row = Awaited<ReturnType<ReturnType<typeof reviewQuery>['executeTakeFirstOrThrow']>>;

function toReview(r: Row, photoIds: string[]): Review {
  return {
    id: r.id,
    orderId: r.order_id,
    productId: r.product_id,
    productName: r.product_name,
    productThumbnail: r.product_thumbnail,
    rating: r.rating,
    body: r.body,
    petName: r.pet_name,
    petSpecies: r.pet_species,
    photoIds,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    hidden: r.hidden_at ? { at: r.hidden_at, reason: r.hidden_reason ?? '' } : null,
  };
}

export async function listMyReviews(db: DbConn, memberId: string): Promise<Review[]> {
  const rows = await reviewQuery(db, memberId).orderBy('r.created_at', 'desc').limit(200).execute();
  const photos = await photoIdsOf(db, memberId, 'review', rows.map((r) => r.id));
  return rows.map((r) => toReview(r, photos.get(r.id) ?? []));
}

export async function getMyReview(db: DbConn, memberId: string, reviewId: string): Promise<Review | null> {
  const row = await reviewQuery(db, memberId).where('r.id', '=', reviewId).executeTakeFirst();
  if (!row) return null;
  const photos = await photoIdsOf(db, memberId, 'review', [row.id]);
  return toReview(row, photos.get(row.id) ?? []);
}

/** Delivered trials of the member that have no review yet. */
export async function reviewableOrders(db: DbConn, clock: Clock, memberId: string): Promise<TrialOrder[]> {
  const [orders, reviewed] = await Promise.all([
    listMyOrders(db, clock, memberId),
    db.selectFrom('product_reviews').select('order_id').where('member_id', '=', memberId).execute(),
  ]);
  const done = new Set(reviewed.map((r) => r.order_id));
  return orders.filter((o) => isDelivered(o.status) && !done.has(o.id));
}

export type ReviewOutcome = { ok: true; reviewId: string; couponIssued: boolean } | { ok: false; reason: 'not-found' | 'not-delivered' | 'duplicate' | 'too-many-photos' };

/** Writes the review of a delivered trial (one per order), or edits the member's own review. */
export async function saveReview(
  db: DbConn,
  deps: Pick<Services, 'storage' | 'uploadQuota'>,
  memberId: string,
  target: { orderId: string } | { reviewId: string },
  input: ReviewInput,
  photos: CheckedPhoto[],
  removePhotoIds: string[] = [],
): Promise<ReviewOutcome> {
  const at = new Date().toISOString();
  if ('reviewId' in target) {
    const existing = await getMyReview(db, memberId, target.reviewId);
    if (!existing) return { ok: false, reason: 'not-found' };
    const remove = existing.photoIds.filter((id) => removePhotoIds.includes(id));
    if (existing.photoIds.length - remove.length + photos.length > 3) return { ok: false, reason: 'too-many-photos' };
    const stored = await putPhotos(deps.storage, deps.uploadQuota, memberId, 'review', photos);
    let removedKeys: { storage_key: string }[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('product_reviews')
          .set({ rating: input.rating, body: input.body, updated_at: at })
          .where('id', '=', existing.id)
          .where('member_id', '=', memberId)
          .execute();
        if (remove.length > 0) {
          removedKeys = await trx
            .selectFrom('recruitment_photos')
            .select('storage_key')
            .where('id', 'in', remove)
            .where('member_id', '=', memberId)
            .execute();
          await trx.deleteFrom('recruitment_photos').where('id', 'in', remove).where('member_id', '=', memberId).execute();
        }
        await insertPhotoRows(trx, memberId, 'review', existing.id, stored.items, existing.photoIds.length);
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
    await discardPhotos(deps.storage, removedKeys.map((r) => ({ key: r.storage_key })));
    return { ok: true, reviewId: existing.id, couponIssued: false };
  }

  const order = await db
    .selectFrom('trial_orders as o')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .select(['o.id', 'o.status', 'o.pet_name', 'o.pet_species', 'c.product_id'])
    .where('o.id', '=', target.orderId)
    .where('o.member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) return { ok: false, reason: 'not-found' };
  if (!isDelivered(order.status)) return { ok: false, reason: 'not-delivered' };
  const stored = await putPhotos(deps.storage, deps.uploadQuota, memberId, 'review', photos);
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('product_reviews')
        .values({
          id,
          member_id: memberId,
          order_id: order.id,
          product_id: order.product_id,
          rating: input.rating,
          body: input.body,
          pet_name: order.pet_name,
          pet_species: order.pet_species,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await insertPhotoRows(trx, memberId, 'review', id, stored.items);
    });
  } catch (error) {
    await stored.discard();
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
  // The thank-you coupon: one per trial order, whatever happens to the review later.
  const couponIssued = await issueOnlineCoupon(db, memberId, `review:${order.id}`, {
    title: '리뷰 감사 쿠폰',
    benefit: '온라인몰 정품 사료 10% 할인',
    validDays: 30,
  });
  return { ok: true, reviewId: id, couponIssued };
}

export async function deleteMyReview(db: DbConn, deps: Pick<Services, 'storage'>, memberId: string, reviewId: string): Promise<boolean> {
  const keys = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('product_reviews').where('id', '=', reviewId).where('member_id', '=', memberId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return null;
    const photos = await trx
      .selectFrom('recruitment_photos')
      .select('storage_key')
      .where('subject', '=', 'review')
      .where('subject_id', '=', reviewId)
      .where('member_id', '=', memberId)
      .execute();
    await trx.deleteFrom('recruitment_photos').where('subject', '=', 'review').where('subject_id', '=', reviewId).where('member_id', '=', memberId).execute();
    return photos;
  });
  if (keys === null) return false;
  await discardPhotos(deps.storage, keys.map((k) => ({ key: k.storage_key })));
  return true;
}

/** 김도담 → 김*담, 이수 → 이*: reviews are public, names are not. */
function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * The published reviews of a product for its detail page (newest first) with their average:
 * a constant number of queries, whatever the number of reviews.
 */
export async function reviewsForProduct(
  db: DbConn,
  productId: string,
  limit = REVIEW_PAGE_SIZE,
): Promise<{ count: number; average: number; reviews: PublicReview[] }> {
  const [stats, rows] = await Promise.all([
    db
      .selectFrom('product_reviews')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('avg')])
      .where('product_id', '=', productId)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('product_reviews as r')
      .innerJoin(membersForJoin(db).as('m'), 'm.id', 'r.member_id')
      .select(['r.id', 'r.rating', 'r.body', 'r.pet_name', 'r.pet_species', 'r.created_at', 'm.name as member_name'])
      .where('r.product_id', '=', productId)
      .where('r.hidden_at', 'is', null)
      .orderBy('r.created_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const photos = rows.length
    ? await db
        .selectFrom('recruitment_photos')
        .select(['id', 'subject_id'])
        .where('subject', '=', 'review')
        .where('subject_id', 'in', rows.map((r) => r.id))
        .orderBy('sort_order')
        .execute()
    : [];
  const byReview = new Map<string, string[]>();
  for (const p of photos) byReview.set(p.subject_id, [...(byReview.get(p.subject_id) ?? []), p.id]);
  const count = Number(stats.n);
  return {
    count,
    average: count === 0 ? 0 : Math.round(Number(stats.avg) * 10) / 10,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      author: maskName(r.member_name),
      petLabel: `${speciesLabel(r.pet_species)} ${r.pet_name}`,
      photoIds: byReview.get(r.id) ?? [],
      createdAt: r.created_at,
    })),
  };
}
