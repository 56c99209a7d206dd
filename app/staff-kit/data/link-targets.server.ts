import { sql } from 'kysely';
import { href } from '#app/config/href';
import { siteRoute, withBrand } from '#app/config/site-routes';
import { LINK_KINDS, type LinkKind, type LinkRef, linkRefValue, parseLinkRef } from '#app/lib/link-ref';
import type { DbConn } from '#server/platform/db/database';
import { STATE_LABEL, stateOf } from '../content-state';
import type { LinkTarget } from '../link-target';
import { type ContentKind, type ContentTable, liveWhere, textSearchWhere } from './content-kit.server';

/**
 * What the link picker finds and what a picked link resolves to (docs/decisions/049-home-editor-and-link-picker.md).
 * Every kind is a content table of the kit (same publishing columns), so one pair of queries
 * serves all of them: search by name for the picker, and the live rows for rendering. The
 * address is made here from the item's id (and, for a store, its current name) at render time,
 * so a renamed or moved item keeps its links; an item guests cannot see (deleted, unpublished,
 * not yet live) resolves to null and the page shows no link.
 */

interface TargetSource {
  table: ContentTable;
  flag: ContentKind['flag'];
  /** The column staff know the item by. */
  name: 'name' | 'title' | 'id';
  /** Extra words shown under the name in the picker (a store's region). */
  note?: 'region';
  path: (row: { id: string; name: string }) => string;
  /** The item's picture: a site path, or a media key (served under /cms/delivery/media/). */
  image?: { column: 'thumbnail_url' | 'thumbnail_key' | 'image_key'; media: boolean };
}

const SOURCES: Record<LinkKind, TargetSource> = {
  product: { table: 'products', flag: 'is_active', name: 'name', path: (r) => href('product-detail', { id: r.id }), image: { column: 'thumbnail_url', media: false } },
  article: { table: 'articles', flag: 'is_published', name: 'title', path: (r) => href('health-article-detail', { id: r.id }), image: { column: 'thumbnail_key', media: true } },
  'trial-campaign': { table: 'trial_campaigns', flag: 'is_published', name: 'title', path: (r) => href('recruitment-order', { campaignId: r.id }) },
  // One 1+1 campaign runs at a time; its page is the store coupon page.
  'plus1-campaign': { table: 'store_campaigns', flag: 'is_published', name: 'title', path: () => href('store') },
  // Brand pages are routes: the row's id is the route id, its name the route's label.
  'brand-page': { table: 'brand_pages', flag: 'is_published', name: 'id', path: (r) => href(r.id as Parameters<typeof href>[0]), image: { column: 'image_key', media: true } },
  notice: { table: 'news', flag: 'is_published', name: 'title', path: (r) => href('news-details', { id: r.id }) },
  // A store has no page of its own: the store finder, searched by its current name.
  store: { table: 'stores', flag: 'is_active', name: 'name', note: 'region', path: (r) => href('store-step1', { q: r.name }) },
};

/** A brand page's name as staff read it (the brand's name left as the word "브랜드"). */
const brandName = (id: string) => {
  try {
    return withBrand(siteRoute(id).label, '브랜드');
  } catch {
    return id;
  }
};


interface Row {
  id: string;
  name: string;
  note: string | null;
  flag: number;
  publish_at: string | null;
  deleted_at: string | null;
}

function rowsOf(db: DbConn, source: TargetSource) {
  const name = sql.ref(source.name);
  return db
    .selectFrom(sql.table(source.table).as('t'))
    .select([sql<string>`t.id`.as('id'), sql<string>`${name}`.as('name'), sql<string | null>`${source.note ? sql.ref(source.note) : sql`null`}`.as('note'), sql<number>`${sql.ref(source.flag)}`.as('flag'), sql<string | null>`t.publish_at`.as('publish_at'), sql<string | null>`t.deleted_at`.as('deleted_at')])
    .where(sql<boolean>`t.deleted_at is null`);
}

function targetOf(kind: LinkKind, row: Row, now: string): LinkTarget {
  const source = SOURCES[kind];
  const name = kind === 'brand-page' ? brandName(row.id) : row.name;
  const state = stateOf({ published: Number(row.flag) === 1, publishAt: row.publish_at, deletedAt: row.deleted_at }, now);
  return { kind, id: row.id, value: linkRefValue({ kind, id: row.id }), name, note: row.note ?? '', state, stateLabel: STATE_LABEL[state], path: source.path({ id: row.id, name: row.name }) };
}

/**
 * The items whose name contains every word of `q` (not deleted; drafts too, marked, so a new
 * campaign can be linked before it opens), up to `perKind` of each kind, in the kinds' order.
 */
export async function searchLinkTargets(db: DbConn, q: string, now: string, options: { kinds?: readonly LinkKind[]; perKind?: number } = {}): Promise<LinkTarget[]> {
  const kinds = options.kinds ?? LINK_KINDS;
  const perKind = options.perKind ?? 6;
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const source = SOURCES[kind];
      if (kind === 'brand-page') {
        const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
        const rows = (await rowsOf(db, source).execute()) as Row[];
        return rows
          .map((r) => targetOf(kind, r, now))
          .filter((t) => words.every((w) => t.name.toLowerCase().includes(w)))
          .slice(0, perKind);
      }
      const search = textSearchWhere('t', [source.name], q);
      let query = rowsOf(db, source);
      if (search) query = query.where(search);
      const rows = (await query.orderBy(sql.ref(source.name)).limit(perKind).execute()) as Row[];
      return rows.map((r) => targetOf(kind, r, now));
    }),
  );
  return found.flat();
}

/** The picked items staff see in the editor (any state but deleted), by stored value. */
export async function describeLinkRefs(db: DbConn, values: readonly string[], now: string): Promise<Map<string, LinkTarget>> {
  const out = new Map<string, LinkTarget>();
  for (const [kind, ids] of groupRefs(values)) {
    const rows = (await rowsOf(db, SOURCES[kind]).where(sql<boolean>`t.id in (${sql.join(ids)})`).execute()) as Row[];
    for (const r of rows) out.set(linkRefValue({ kind, id: r.id }), targetOf(kind, r, now));
  }
  return out;
}

/**
 * What guests are taken to, by stored value: the item's address today when guests can open it
 * at `now`, else null (the page leaves the link out). Typed paths are not in the map.
 */
export async function resolveLinkRefs(db: DbConn, values: readonly string[], now: string): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const [kind, ids] of groupRefs(values)) {
    const source = SOURCES[kind];
    for (const id of ids) out.set(linkRefValue({ kind, id }), null);
    const rows = (await rowsOf(db, source).where(sql<boolean>`t.id in (${sql.join(ids)})`).where(liveWhere('t', source.flag, now)).execute()) as Row[];
    for (const r of rows) out.set(linkRefValue({ kind, id: r.id }), source.path({ id: r.id, name: r.name }));
  }
  return out;
}

/** An item guests can open, as the sitemaps list it (server/adapters/http/crawler-routes.ts). */
export interface LiveItem {
  id: string;
  name: string;
  /** Its page (app path, no base path). */
  path: string;
  /** When what guests see of it last changed: its last edit, or its publish time when later (ISO). */
  lastChanged: string;
  /** Its picture as a site path, when it has one. */
  image: string | null;
}

/** Every item of a kind that guests can open at `now`, by name. */
export async function liveItems(db: DbConn, kind: LinkKind, now: string): Promise<LiveItem[]> {
  const source = SOURCES[kind];
  const image = source.image;
  const rows = await rowsOf(db, source)
    .select([sql<string>`t.updated_at`.as('updated_at'), sql<string | null>`${image ? sql.ref(`t.${image.column}`) : sql`null`}`.as('image')])
    .where(liveWhere('t', source.flag, now))
    .orderBy(sql.ref(source.name))
    .execute();
  return rows.map((r) => {
    const row = r as Row & { updated_at: string | null; image: string | null };
    const lastChanged = [row.updated_at, row.publish_at].filter((t): t is string => t !== null && t !== '').sort().at(-1) ?? now;
    const picture = row.image === null || row.image === '' ? null : image?.media ? `/cms/delivery/media/${row.image}` : row.image;
    return { id: row.id, name: kind === 'brand-page' ? brandName(row.id) : row.name, path: source.path({ id: row.id, name: row.name }), lastChanged, image: picture };
  });
}

function groupRefs(values: readonly string[]): Map<LinkKind, string[]> {
  const byKind = new Map<LinkKind, string[]>();
  for (const value of new Set(values)) {
    const ref: LinkRef | null = parseLinkRef(value);
    if (!ref) continue;
    byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  }
  return byKind;
}
