import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { clampPage, totalPages } from '#app/ui/paginator/paginator';
import { type ContentKind, stateWhere, textSearchWhere } from './content-kit.server';
import type { StateFilter } from '../content-state';

/**
 * What every kind's staff list writes the same way (the 1+1 and the trial campaigns first): the
 * list's filter (state and search words) and its page (count, clamp, read that page's rows).
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
