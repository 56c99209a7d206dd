import { sql } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import { toProductSummary } from './products.server';
import type { ProductSummary } from '../product-types';
import { liveWhere } from '#app/staff-kit/data/content-kit.server';

/** Members' bookmarks (찜한 상품). Every query names the member: one never sees another's. */

export interface BookmarkedProduct extends ProductSummary {
  BookmarkedAt: string;
}

/**
 * Sets a bookmark on or off; repeating either is harmless (the primary key keeps one row per
 * member and product). Only active products can be bookmarked. Returns the state afterwards,
 * or null when the product does not exist.
 */
export async function setBookmark(db: DbConn, memberId: string, productId: string, on: boolean): Promise<boolean | null> {
  if (!on) {
    await db.deleteFrom('bookmarks').where('member_id', '=', memberId).where('product_id', '=', productId).execute();
    const exists = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
    return exists ? false : null;
  }
  const now = new Date().toISOString();
  await db
    .insertInto('bookmarks')
    .columns(['member_id', 'product_id', 'created_at'])
    .expression(
      db
        .selectFrom('products')
        .select([sql<string>`cast(${memberId} as text)`.as('member_id'), 'products.id as product_id', sql<string>`cast(${now} as text)`.as('created_at')])
        .where('products.id', '=', productId)
        .where(liveWhere('products', 'is_active', new Date().toISOString())),
    )
    .onConflict((oc) => oc.columns(['member_id', 'product_id']).doNothing())
    .execute();
  const row = await db.selectFrom('bookmarks').select('product_id').where('member_id', '=', memberId).where('product_id', '=', productId).executeTakeFirst();
  return row ? true : null;
}

/** Flips a bookmark: removes it when present, adds it otherwise. */
export async function toggleBookmark(db: DbConn, memberId: string, productId: string): Promise<boolean | null> {
  const removed = await db.deleteFrom('bookmarks').where('member_id', '=', memberId).where('product_id', '=', productId).executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  return setBookmark(db, memberId, productId, true);
}

export async function isBookmarked(db: DbConn, memberId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookmarks')
    .select('product_id')
    .where('member_id', '=', memberId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface BookmarkPage {
  items: BookmarkedProduct[];
  total: number;
  /** The page shown, within the pages that exist. */
  page: number;
}

/** A page of the member's bookmarks, newest first: two queries whatever the page size. */
export async function listBookmarks(
  db: DbConn,
  memberId: string,
  options: { page?: number; perPage?: number } = {},
): Promise<BookmarkPage> {
  const perPage = options.perPage ?? 12;
  const countRow = await db
    .selectFrom('bookmarks')
    .innerJoin('products', 'products.id', 'bookmarks.product_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('bookmarks.member_id', '=', memberId)
    .where(liveWhere('products', 'is_active', new Date().toISOString()))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.n);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, options.page ?? 1), lastPage);
  const rows = await db
    .selectFrom('bookmarks')
    .innerJoin('products', 'products.id', 'bookmarks.product_id')
    .selectAll('products')
    .select('bookmarks.created_at as bookmarked_at')
    .where('bookmarks.member_id', '=', memberId)
    .where(liveWhere('products', 'is_active', new Date().toISOString()))
    .orderBy('bookmarks.created_at', 'desc')
    .orderBy('products.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { items: rows.map((row) => ({ ...toProductSummary(row), BookmarkedAt: row.bookmarked_at })), total, page };
}
