import type { Selectable } from 'kysely';

/** 'change': a staff write; 'view': a staff view of a member's personal data. */
export type AuditKind = 'change' | 'view';

/** The audit trail (server/platform/audit/audit-trail.ts): inserted only, never updated or deleted by the application. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string;
  actor_name: string;
  /** The staff role at the time of the change. */
  actor_role: string;
  kind: AuditKind;
  /** The operation (e.g. 'recruitment.moveOrder') or view ('members.view'). */
  action: string;
  /** What was changed or viewed: a table-like name ('trial_order', 'member', 'site_config'…) and its id. */
  object_type: string;
  object_id: string;
  /** JSON: {field: {before, after}} for a change; {fields: [...]} for a view. */
  changes: string;
  ip: string;
  request_id: string;
}

export type AuditLogRow = Selectable<AuditLogTable>;
