import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import { membersForJoin } from '#app/features/account/data/account.server';
import type { DbConn } from '#server/platform/db/database';
import { clampPage, totalPages } from '#app/ui/paginator/paginator';
import { likeContaining } from '#server/platform/db/like';

/**
 * Review moderation (issue 15 item 8; table product_reviews): the staff list of reviews, and
 * hiding one with a reason or showing it again. A hidden review leaves the product page, its
 * photos stop being public, and its member sees that it is hidden and why.
 */

export interface StaffReviewQuery {
  q: string;
  shown: 'all' | 'visible' | 'hidden';
  page: number;
}

const STAFF_REVIEWS_PER_PAGE = 20;

export async function listStaffReviews(db: DbConn, query: StaffReviewQuery) {
  let base = db.selectFrom('product_reviews as r').innerJoin(productsForJoin(db).as('p'), 'p.id', 'r.product_id').innerJoin(membersForJoin(db).as('m'), 'm.id', 'r.member_id');
  if (query.shown === 'visible') base = base.where('r.hidden_at', 'is', null);
  if (query.shown === 'hidden') base = base.where('r.hidden_at', 'is not', null);
  const words = query.q.trim().toLowerCase();
  if (words) {
    const like = likeContaining(words);
    const match: RawBuilder<SqlBool> = sql<SqlBool>`(lower(r.body) like ${like} or lower(p.name) like ${like} or lower(m.name) like ${like})`;
    base = base.where(match);
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = clampPage(query.page, totalPages(total, STAFF_REVIEWS_PER_PAGE));
  const rows = await base
    .select(['r.id', 'r.rating', 'r.body', 'r.created_at', 'r.hidden_at', 'r.hidden_reason', 'p.name as product_name', 'm.name as member_name'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(STAFF_REVIEWS_PER_PAGE)
    .offset((page - 1) * STAFF_REVIEWS_PER_PAGE)
    .execute();
  return {
    rows: rows.map((r) => ({ id: r.id, rating: r.rating, body: r.body, createdAt: r.created_at, productName: r.product_name, memberName: r.member_name, hidden: r.hidden_at ? { at: r.hidden_at, reason: r.hidden_reason ?? '' } : null })),
    total,
    page,
    perPage: STAFF_REVIEWS_PER_PAGE,
  };
}

/** Hides (with its reason) or shows a review; false when there is no such review. */
export async function moderateReview(db: DbConn, reviewId: string, change: { hide: true; reason: string; staffId: string } | { hide: false }, now: string): Promise<{ productId: string } | null> {
  const row = await db.selectFrom('product_reviews').select('product_id').where('id', '=', reviewId).executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('product_reviews')
    .set(change.hide ? { hidden_at: now, hidden_reason: change.reason, hidden_by: change.staffId } : { hidden_at: null, hidden_reason: null, hidden_by: null })
    .where('id', '=', reviewId)
    .execute();
  return { productId: row.product_id };
}
