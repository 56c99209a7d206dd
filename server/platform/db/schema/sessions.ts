import type { Selectable } from 'kysely';

/** Server-side sessions; the cookie holds a random id, the table only its SHA-256 hash. */
export interface SessionsTable {
  id_hash: string;
  member_id: string;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
}

export type SessionRow = Selectable<SessionsTable>;
