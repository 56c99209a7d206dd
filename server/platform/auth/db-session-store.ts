import type { Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema/database';
import type { SessionRow } from '#server/platform/db/schema/sessions';
import {
  freshSession,
  hashSessionId,
  isExpired,
  newSessionId,
  type SessionData,
  type SessionLimits,
  type SessionStore,
  touched,
} from './session-store';

export class DbSessionStore implements SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  async create(memberId: string, limits: SessionLimits = this.limits) {
    const id = newSessionId();
    const session = freshSession(memberId, limits, this.now());
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: hashSessionId(id),
        member_id: memberId,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        idle_expires_at: session.idleExpiresAt,
        absolute_expires_at: session.absoluteExpiresAt,
      })
      .execute();
    return { id, session };
  }

  async get(id: string): Promise<SessionData | null> {
    const hash = hashSessionId(id);
    const row = await this.db.selectFrom('sessions').selectAll().where('id_hash', '=', hash).executeTakeFirst();
    if (!row) return null;
    const session = fromRow(row);
    if (isExpired(session, this.now())) {
      await this.db.deleteFrom('sessions').where('id_hash', '=', hash).execute();
      return null;
    }
    return session;
  }

  async touch(id: string): Promise<SessionData | null> {
    const current = await this.get(id);
    if (!current) return null;
    const next = touched(current, this.now());
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: next.lastSeenAt, idle_expires_at: next.idleExpiresAt })
      .where('id_hash', '=', hashSessionId(id))
      .execute();
    return next;
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute();
  }

  async destroyAllForMember(memberId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('member_id', '=', memberId).execute();
  }
}

function fromRow(row: SessionRow): SessionData {
  return {
    memberId: row.member_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    idleExpiresAt: row.idle_expires_at,
    absoluteExpiresAt: row.absolute_expires_at,
  };
}
