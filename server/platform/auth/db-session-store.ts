import type { Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema/database';
import type { SessionRow } from '#server/platform/db/schema/sessions';
import { hashSessionId, KeptSessionStore, type SessionData, type SessionLimits } from './session-store';

export class DbSessionStore extends KeptSessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    limits: SessionLimits,
    now?: () => number,
  ) {
    super(limits, now);
  }

  protected async insert(id: string, session: SessionData): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: hashSessionId(id),
        member_id: session.memberId,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        idle_expires_at: session.idleExpiresAt,
        absolute_expires_at: session.absoluteExpiresAt,
      })
      .execute();
  }

  protected async update(id: string, session: SessionData): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: session.lastSeenAt, idle_expires_at: session.idleExpiresAt })
      .where('id_hash', '=', hashSessionId(id))
      .execute();
  }

  protected async read(id: string): Promise<SessionData | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id_hash', '=', hashSessionId(id)).executeTakeFirst();
    return row ? fromRow(row) : null;
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

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows of sessions that ended (idle or absolute limit) before `before`, deleted; the count. */
export async function purgeEndedSessions(db: Kysely<Database>, before: Date, limit: number): Promise<number> {
  const at = before.toISOString();
  const result = await db
    .deleteFrom('sessions')
    .where('id_hash', 'in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id_hash')
        .where((w) => w.or([w('idle_expires_at', '<', at), w('absolute_expires_at', '<', at)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
