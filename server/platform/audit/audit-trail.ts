import { randomUUID } from 'node:crypto';
import type { DbConn } from '#server/platform/db/database';
import type { AuditKind, AuditLogRow } from '#server/platform/db/schema/audit-log';
import { likeStartingWith } from '../db/like';

/**
 * The audit trail (issue 14, item 6; docs/decisions/014-staff-platform.md). Owner of `audit_log`.
 * Every staff operation writes its entries through the operations kit (`ctx.audit` in
 * server/platform/operations/operation.ts) on the operation's transaction, so an entry exists
 * exactly when the change does. There is deliberately no update or delete here.
 */

/** Who did it, from where: what a staff credential and the request give. */
export interface AuditActor {
  id: string;
  name: string;
  role: string;
  ip: string;
  requestId: string;
}

/** What was changed or viewed. */
export interface AuditSubject {
  type: string;
  id: string;
}

/** The changed fields, each with its value before and after. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Longest text kept of one value (an inquiry answer, a notice): the trail says what changed, not a copy of every document. */
const MAX_VALUE_CHARS = 500;

function trimValue(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_VALUE_CHARS) return `${value.slice(0, MAX_VALUE_CHARS)}…`;
  if (value === undefined) return null;
  return value;
}

/**
 * The fields that differ between two states of a record (null: it did not exist before / no
 * longer exists after). Equal values are left out, so an entry lists only what changed.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    const b = before?.[key];
    const a = after?.[key];
    if (JSON.stringify(b ?? null) === JSON.stringify(a ?? null)) continue;
    changes[key] = { before: trimValue(b), after: trimValue(a) };
  }
  return changes;
}

/** The kind of search term a view was asked for (personal-data.ts's searchKindOf): never the term itself. */
export type SearchKind = 'phone' | 'email' | 'name';

export interface AuditEntryInput {
  kind: AuditKind;
  action: string;
  subject: AuditSubject;
  /** AuditChanges for a change; what was shown ({fields: [...]}, and the kind of a search term) for a view. */
  detail: AuditChanges | { fields: readonly string[]; search?: SearchKind };
}

/** Writes one entry on `db` (the caller's transaction when there is one). */
export async function insertAuditEntry(db: DbConn, actor: AuditActor, entry: AuditEntryInput, at = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      actor_id: actor.id,
      actor_name: actor.name,
      actor_role: actor.role,
      kind: entry.kind,
      action: entry.action,
      object_type: entry.subject.type,
      object_id: entry.subject.id,
      changes: JSON.stringify(entry.detail),
      ip: actor.ip,
      request_id: actor.requestId,
    })
    .execute();
}

export interface AuditFilter {
  actorId?: string;
  objectType?: string;
  objectId?: string;
  kind?: AuditKind;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; name: string; role: string };
  kind: AuditKind;
  action: string;
  subject: AuditSubject;
  detail: unknown;
  ip: string;
  requestId: string;
}

function toEntry(row: AuditLogRow): AuditEntry {
  let detail: unknown = null;
  try {
    detail = JSON.parse(row.changes);
  } catch {
    detail = row.changes;
  }
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    kind: row.kind,
    action: row.action,
    subject: { type: row.object_type, id: row.object_id },
    detail,
    ip: row.ip,
    requestId: row.request_id,
  };
}

/** A page of entries, newest first, filtered by person, object, kind and time. */
export async function listAuditEntries(db: DbConn, filter: AuditFilter): Promise<{ total: number; entries: AuditEntry[] }> {
  let query = db.selectFrom('audit_log');
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  // Entries written before the kit named the record kept the operation as their object ('product.save').
  const objectType = filter.objectType;
  if (objectType) query = query.where((eb) => eb.or([eb('object_type', '=', objectType), eb('object_type', 'like', likeStartingWith(`${objectType}.`))]));
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
  ]);
  return { total: Number(count.n), entries: rows.map(toEntry) };
}

/** The people who appear in the trail (the filter's choices), by name. */
export async function auditActors(db: DbConn): Promise<{ id: string; name: string }[]> {
  const rows = await db.selectFrom('audit_log').select(['actor_id', 'actor_name']).distinct().orderBy('actor_name').orderBy('actor_id').execute();
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.actor_id)) seen.set(r.actor_id, r.actor_name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** The kinds of object in the trail (the filter's choices). */
export async function auditObjectTypes(db: DbConn): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('object_type').distinct().orderBy('object_type').execute();
  return rows.map((r) => r.object_type);
}
