import { randomUUID } from 'node:crypto';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { CONTENT_TOPIC } from '#server/platform/cache/publish-clock';
import type { DbConn } from '#server/platform/db/database';
import type { Database } from '#server/platform/db/schema/database';
import type { StaffAccess } from '#server/platform/operations/credentials';
import { answer, type OperationContext } from '#server/platform/operations/operation';
import { type ContentMeta, type StateFilter, stateOf, VERSION_CONFLICT_MESSAGE } from '../content-state';
import { BulkSchema, publishInstant, PublishSchema, StateChangeSchema } from '../schemas';
import { type Capability, staffOperation } from '../staff-operation';
import { likeContaining } from '#server/platform/db/like';
import { deleteImage } from '#server/platform/storage/image-pipeline';

/**
 * The server half of the back-office content kit (docs/decisions/038-backoffice-content-kit.md):
 * the publishing predicates every read uses, the optimistic version check, the state changes
 * (publish now or at a time, unpublish, soft delete, restore, bulk) as operations, and the
 * announcement that drops the guest pages and the 5-minute answers on every instance.
 */

/**
 * The invalidation topic of everything the back-office edits (server/platform/cache/publish-clock.ts):
 * cacheable server methods that show content declare `invalidatedBy: CONTENT_TOPIC`; every
 * content write publishes it (with `{type}:{id}` keys) after its commit.
 */
export { CONTENT_TOPIC };

/** Tables that carry the kit's columns (publish_at, deleted_at, version; migration 20261124T0901). */
export type ContentTable = 'products' | 'articles' | 'faqs' | 'news' | 'stores' | 'trial_campaigns' | 'store_campaigns' | 'brand_pages';

export interface ContentKind {
  /** Short name: operation names (`{type}.publish`), invalidation keys (`{type}:{id}`). */
  type: string;
  table: ContentTable;
  /** The published flag of the table (products and stores say "active"). */
  flag: 'is_active' | 'is_published';
  capability: Capability;
  /** "상품을 찾을 수 없습니다." */
  notFound: string;
  /** Keeps what is derived from the rows (the search index) in step, in the same transaction. */
  sync?: (db: DbConn, ids: readonly string[]) => Promise<void>;
  /** A reason the change may not be made (Korean), or null. */
  guard?: (db: DbConn, ids: readonly string[], change: 'publish' | 'unpublish' | 'delete' | 'restore') => Promise<string | null>;
}

/**
 * A kind whose records other rows come to name (members' applications, issued coupons): while
 * rows of `usedIn` name one, it may be made private but not deleted, and the refusal says
 * `what` ("쿠폰이 발급된 캠페인은") cannot be.
 */
export function kindKeptWhileUsed<T extends keyof Database>(kind: Omit<ContentKind, 'guard'>, usedIn: { table: T; column: keyof Database[T] & string }, what: string): ContentKind {
  const refusal = `${what} 삭제할 수 없습니다. 비공개로 전환해 주세요.`;
  return {
    ...kind,
    guard: async (db, ids, change) => {
      if (change !== 'delete') return null;
      const used = await sql`select 1 from ${sql.table(usedIn.table)} where ${sql.ref(usedIn.column)} in (${sql.join([...ids])}) limit 1`.execute(db);
      return used.rows.length > 0 ? refusal : null;
    },
  };
}

const col = (alias: string, column: string) => sql.ref(alias === '' ? column : `${alias}.${column}`);

/** Rows guests see at `now`: published, their time come (or never set), not deleted. */
export function liveWhere(alias: string, flag: ContentKind['flag'], now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${col(alias, flag)} = 1 and ${col(alias, 'deleted_at')} is null and (${col(alias, 'publish_at')} is null or ${col(alias, 'publish_at')} <= ${now}))`;
}

/** Rows that are not deleted (preview, and choosers that may pick a draft). */
export function notDeletedWhere(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${col(alias, 'deleted_at')} is null`;
}

/** A staff list's state filter. */
export function stateWhere(alias: string, flag: ContentKind['flag'], state: StateFilter, now: string): RawBuilder<SqlBool> {
  const deleted = col(alias, 'deleted_at');
  const at = col(alias, 'publish_at');
  const on = col(alias, flag);
  switch (state) {
    case 'all':
      return sql<SqlBool>`${deleted} is null`;
    case 'deleted':
      return sql<SqlBool>`${deleted} is not null`;
    case 'draft':
      return sql<SqlBool>`(${deleted} is null and ${on} = 0)`;
    case 'scheduled':
      return sql<SqlBool>`(${deleted} is null and ${on} = 1 and ${at} > ${now})`;
    case 'published':
      return liveWhere(alias, flag, now);
  }
}

/** Case-insensitive "contains" over some text columns (staff list search); null for no words. */
export function textSearchWhere(alias: string, columns: readonly string[], q: string): RawBuilder<SqlBool> | null {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return null;
  const each = words.map((w) => sql`(${sql.join(columns.map((c) => sql`lower(${col(alias, c)}) like ${likeContaining(w.toLowerCase())}`), sql` or `)})`);
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

/** The kit's columns of a row, as lists and forms show them. */
export function metaOf(
  row: { id: string; version: number; publish_at: string | null; deleted_at: string | null; updated_at: string | null },
  published: number,
  now: Date = new Date(),
): ContentMeta {
  return {
    id: row.id,
    version: row.version,
    state: stateOf({ published: published === 1, publishAt: row.publish_at, deletedAt: row.deleted_at }, now),
    publishAt: row.publish_at,
    deletedAt: row.deleted_at,
    updatedAt: row.updated_at,
  };
}

export type Claim = 'ok' | 'conflict' | 'missing';

/**
 * The optimistic version check: moves the row from the version the staff member edited to the
 * next one, or tells why not (another save came first: 'conflict'; no such row: 'missing').
 * Inside the saving transaction, so a refused save writes nothing; on PostgreSQL the row stays
 * locked until the commit, so of two saves at the same version exactly one claims it.
 */
export async function claimVersion(db: DbConn, table: ContentTable | 'article_categories' | 'page_layout' | 'legal_documents', id: string, version: number, now: string): Promise<Claim> {
  const key = table === 'page_layout' ? 'page_key' : 'id';
  const touched = table === 'article_categories' ? sql`` : sql`, updated_at = ${now}`;
  const result = await sql`update ${sql.table(table)} set version = version + 1${touched} where ${sql.ref(key)} = ${id} and version = ${version}`.execute(db);
  if (Number(result.numAffectedRows ?? 0) === 1) return 'ok';
  const row = await sql<{ version: number }>`select version from ${sql.table(table)} where ${sql.ref(key)} = ${id}`.execute(db);
  return row.rows.length === 0 ? 'missing' : 'conflict';
}

/** Announces changed content to every instance once the operation's writes are committed. */
export function announceContent(ctx: Pick<OperationContext<StaffAccess>, 'afterCommit' | 'services'>, type: string, ids: readonly string[]): void {
  ctx.afterCommit(() => ctx.services.invalidation.publish(CONTENT_TOPIC, ids.map((id) => `${type}:${id}`)));
}

interface StateChange {
  published?: boolean;
  publishAt?: string | null;
  deletedAt?: string | null;
}

/** Sets the state columns; `bump` moves the version (a single change claimed it already). */
async function writeState(db: DbConn, kind: ContentKind, ids: readonly string[], change: StateChange, now: string, bump: boolean): Promise<void> {
  const sets = [sql`updated_at = ${now}`];
  if (bump) sets.push(sql`version = version + 1`);
  if (change.published !== undefined) sets.push(sql`${sql.ref(kind.flag)} = ${change.published ? 1 : 0}`);
  if (change.publishAt !== undefined) sets.push(sql`publish_at = ${change.publishAt}`);
  if (change.deletedAt !== undefined) sets.push(sql`deleted_at = ${change.deletedAt}`);
  await sql`update ${sql.table(kind.table)} set ${sql.join(sets)} where id in (${sql.join([...ids])})`.execute(db);
}

interface StateRow {
  id: string;
  flag: number;
  publish_at: string | null;
  deleted_at: string | null;
}

async function stateRows(db: DbConn, kind: ContentKind, ids: readonly string[]): Promise<StateRow[]> {
  const rows = await sql<StateRow>`select id, ${sql.ref(kind.flag)} as flag, publish_at, deleted_at from ${sql.table(kind.table)} where id in (${sql.join([...ids])})`.execute(db);
  return rows.rows.map((r) => ({ ...r, flag: Number(r.flag) }));
}

const stateRefusals = (kind: ContentKind) => ({
  NOT_FOUND: { status: 404, message: kind.notFound },
  VERSION_CONFLICT: { status: 409, message: VERSION_CONFLICT_MESSAGE },
  NOT_ALLOWED: { status: 409, message: '지금은 바꿀 수 없습니다.' },
  DELETED: { status: 409, message: '삭제된 항목입니다. 먼저 복원해 주세요.' },
});

/**
 * The state operations of one kind of content: publish (now or at a Seoul time), unpublish,
 * delete (soft), restore, and the lists' bulk publish/unpublish. Each checks the version the
 * staff member saw (bulk sets each row as it is now), keeps the search index in step and
 * announces the change after its commit.
 */
export function stateOperations(kind: ContentKind) {
  const refusals = stateRefusals(kind);
  const single = async (
    ctx: OperationContext<StaffAccess>,
    id: string,
    version: number,
    change: 'publish' | 'unpublish' | 'delete' | 'restore',
    values: (row: StateRow, now: string) => StateChange,
  ) => {
    const now = new Date().toISOString();
    const [row] = await stateRows(ctx.db, kind, [id]);
    if (!row) return answer.refuse('NOT_FOUND');
    if (row.deleted_at !== null && change !== 'restore') return answer.refuse('DELETED');
    const claim = await claimVersion(ctx.db, kind.table, id, version, now);
    if (claim === 'missing') return answer.refuse('NOT_FOUND');
    if (claim === 'conflict') return answer.refuse('VERSION_CONFLICT');
    const refused = kind.guard ? await kind.guard(ctx.db, [id], change) : null;
    if (refused !== null) return answer.refuse('NOT_ALLOWED', { message: refused });
    // The claim moved the version already.
    await writeState(ctx.db, kind, [id], values(row, now), now, false);
    await kind.sync?.(ctx.db, [id]);
    announceContent(ctx, kind.type, [id]);
    return answer.ok({ id, version: version + 1 });
  };

  return {
    publish: staffOperation(kind.capability, {
      name: `${kind.type}.publish`,
      input: PublishSchema,
      refusals,
      run: (input, ctx) => single(ctx, input.id, input.version, 'publish', () => ({ published: true, publishAt: publishInstant(input, new Date()) })),
    }),
    unpublish: staffOperation(kind.capability, {
      name: `${kind.type}.unpublish`,
      input: StateChangeSchema,
      refusals,
      run: (input, ctx) => single(ctx, input.id, input.version, 'unpublish', () => ({ published: false })),
    }),
    remove: staffOperation(kind.capability, {
      name: `${kind.type}.delete`,
      input: StateChangeSchema,
      refusals,
      run: (input, ctx) => single(ctx, input.id, input.version, 'delete', (_row, now) => ({ deletedAt: now })),
    }),
    restore: staffOperation(kind.capability, {
      name: `${kind.type}.restore`,
      input: StateChangeSchema,
      refusals,
      run: (input, ctx) => single(ctx, input.id, input.version, 'restore', () => ({ deletedAt: null })),
    }),
    bulk: staffOperation(kind.capability, {
      name: `${kind.type}.bulk`,
      input: BulkSchema,
      refusals: { NOT_ALLOWED: refusals.NOT_ALLOWED },
      async run({ action, ids }, ctx) {
        const now = new Date().toISOString();
        const unique = [...new Set(ids)];
        const rows = (await stateRows(ctx.db, kind, unique)).filter((r) => r.deleted_at === null);
        // Only rows whose state changes: publishing keeps the time of rows already live.
        const changing = rows.filter((r) => (action === 'publish' ? r.flag === 0 || (r.publish_at !== null && r.publish_at > now) : r.flag === 1));
        if (changing.length === 0) return answer.ok({ changed: 0, skipped: unique.length });
        const changingIds = changing.map((r) => r.id);
        const refused = kind.guard ? await kind.guard(ctx.db, changingIds, action) : null;
        if (refused !== null) return answer.refuse('NOT_ALLOWED', { message: refused });
        await writeState(ctx.db, kind, changingIds, action === 'publish' ? { published: true, publishAt: now } : { published: false }, now, true);
        await kind.sync?.(ctx.db, changingIds);
        announceContent(ctx, kind.type, changingIds);
        return answer.ok({ changed: changingIds.length, skipped: unique.length - changingIds.length });
      },
    }),
  };
}

export type StateOperations = ReturnType<typeof stateOperations>;

/** The earliest `publish_at` still to come in a table (the publish clock's next time), or null. */
export async function nextPublishAt(db: DbConn, table: ContentTable, flag: ContentKind['flag'], now: string): Promise<string | null> {
  const row = await sql<{ at: string | null }>`select min(publish_at) as at from ${sql.table(table)} where ${sql.ref(flag)} = 1 and deleted_at is null and publish_at > ${now}`.execute(db);
  return row.rows[0]?.at ?? null;
}

/** The refusals every save of a content type shares (spread into its table). */
export function saveRefusals(kind: Pick<ContentKind, 'notFound'>) {
  return {
    NOT_FOUND: { status: 404, message: kind.notFound },
    VERSION_CONFLICT: { status: 409, message: VERSION_CONFLICT_MESSAGE },
    DELETED: { status: 409, message: '삭제된 항목은 고칠 수 없습니다. 먼저 복원해 주세요.' },
    INCOMPLETE: { status: 409, message: '게시에 필요한 내용이 빠졌습니다.' },
  };
}

/** What a save does to the published state: null keeps it (an edit that only changes content). */
export interface PublishWrite {
  published: boolean;
  publishAt: string | null;
}

export interface SaveInput {
  id?: string | undefined;
  version?: number | undefined;
  publish: 'keep' | 'draft' | 'now' | 'at';
  publishAt: string;
}

/**
 * One save of a content type, created or edited, in the operation's transaction: a new record
 * gets an id (the caller's `newId`, or a random UUID) and starts private unless published; an
 * edit first claims the version the staff member edited (refused when another save came first
 * or the record was deleted), then `write` sets its columns. Derived data follows (`kind.sync`)
 * and the change is announced after the commit.
 */
export async function saveContent(
  ctx: OperationContext<StaffAccess>,
  kind: ContentKind,
  input: SaveInput,
  write: (db: DbConn, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string) => Promise<void>,
  newId: () => string = randomUUID,
) {
  const now = new Date();
  const at = now.toISOString();
  const instant = publishInstant(input, now);
  const publish: PublishWrite | null = input.publish === 'keep' ? null : input.publish === 'draft' ? { published: false, publishAt: null } : { published: true, publishAt: instant };
  let id = input.id;
  let version = 1;
  if (id === undefined) {
    id = newId();
    await write(ctx.db, id, 'insert', publish ?? { published: false, publishAt: null }, at);
  } else {
    const [row] = await stateRows(ctx.db, kind, [id]);
    if (!row) return answer.refuse('NOT_FOUND');
    if (row.deleted_at !== null) return answer.refuse('DELETED');
    const claim = await claimVersion(ctx.db, kind.table, id, input.version ?? 0, at);
    if (claim === 'missing') return answer.refuse('NOT_FOUND');
    if (claim === 'conflict') return answer.refuse('VERSION_CONFLICT');
    version = (input.version ?? 0) + 1;
    // Making a record private keeps the time it was (or will be) published, for the record.
    await write(ctx.db, id, 'update', publish && !publish.published ? { published: false, publishAt: row.publish_at } : publish, at);
  }
  // A record that is (or goes) live after the save must have what the site shows: the kind's publish guard decides, as for a publish.
  const [saved] = await stateRows(ctx.db, kind, [id]);
  if (kind.guard && saved?.flag === 1) {
    const missing = await kind.guard(ctx.db, [id], 'publish');
    if (missing !== null) return answer.refuse('INCOMPLETE', { message: missing });
  }
  await kind.sync?.(ctx.db, [id]);
  announceContent(ctx, kind.type, [id]);
  return answer.ok({ id, version });
}

/**
 * saveContent of a record whose write stores photos (answering their storage keys): storage is
 * not part of the transaction, so when the save throws, the photos it stored are deleted again.
 */
export async function saveContentWithPhotos(
  ctx: OperationContext<StaffAccess>,
  kind: ContentKind,
  input: SaveInput,
  write: (db: DbConn, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string) => Promise<string[]>,
  newId?: () => string,
) {
  const stored: string[] = [];
  try {
    return await saveContent(
      ctx,
      kind,
      input,
      async (db, id, mode, publish, now) => {
        stored.push(...(await write(db, id, mode, publish, now)));
      },
      newId,
    );
  } catch (error) {
    for (const key of stored) await deleteImage(ctx.services.storage, key);
    throw error;
  }
}

/** How many rows of a content type are scheduled to go live after `now`, and the next time (the staff home). */
export async function scheduledCount(db: DbConn, kind: Pick<ContentKind, 'table' | 'flag'>, now = new Date()): Promise<{ count: number; next: string | null }> {
  const { rows } = await sql<{ n: number | string; next: string | null }>`select count(*) as n, min(c.publish_at) as next from ${sql.table(kind.table)} as c where ${stateWhere('c', kind.flag, 'scheduled', now.toISOString())}`.execute(db);
  return { count: Number(rows[0]?.n ?? 0), next: rows[0]?.next ?? null };
}
