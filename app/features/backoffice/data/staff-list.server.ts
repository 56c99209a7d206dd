import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '#server/platform/db/schema/database';
import { clampPage, totalPages } from '#app/ui/paginator/paginator';
import { type ContentKind, stateWhere, textSearchWhere } from './content-kit.server';
import type { StateFilter } from '../content-state';

/**
 * What every kind's staff list and guard write the same way (the 1+1 and the trial campaigns
 * first): the list's filter (state and search words), its page (count, clamp, read that page's
 * rows) and the guard that refuses to delete a row other rows still name.
 */

/** The staff list's filter: the state chosen and, when there are search words, every word in one of `searchIn`. */
export function staffListWhere(alias: string, flag: ContentKind['flag'], query: { q: string; state: StateFilter }, searchIn: readonly string[], now: string): RawBuilder<SqlBool> {
  const state = stateWhere(alias, flag, query.state, now);
  const search = textSearchWhere(alias, searchIn, query.q);
  return search ? sql<SqlBool>`(${state} and ${search})` : state;
}

export interface StaffListPage<R> {
  rows: R[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * One page of a staff list: counts what `base` selects, keeps the page asked for within the pages
 * there are, and reads that page's rows with `read` (given the limit and offset).
 */
export async function staffListPage<DB, TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  requested: number,
  perPage: number,
  read: (window: { limit: number; offset: number }) => Promise<R[]>,
): Promise<StaffListPage<R>> {
  const counted: { n?: number | string | bigint } | undefined = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const page = clampPage(requested, totalPages(total, perPage));
  return { rows: await read({ limit: perPage, offset: (page - 1) * perPage }), total, page, perPage };
}

/**
 * A kind's guard that refuses deletion while rows of `usedIn` name one of the ids (members'
 * applications, issued coupons); making the row private stays allowed.
 */
export function refuseDeleteWhileUsed<T extends keyof Database>(usedIn: { table: T; column: keyof Database[T] & string }, message: string): NonNullable<ContentKind['guard']> {
  return async (db, ids, change) => {
    if (change !== 'delete') return null;
    const used = await sql`select 1 from ${sql.table(usedIn.table)} where ${sql.ref(usedIn.column)} in (${sql.join([...ids])}) limit 1`.execute(db);
    return used.rows.length > 0 ? message : null;
  };
}
