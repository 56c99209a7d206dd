import type { Redis } from 'ioredis';
import { z } from 'zod';
import { hashSessionId, KeptSessionStore, type SessionData, type SessionLimits } from './session-store';

const StoredSession = z.object({
  memberId: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});

/** Sessions in Redis: the key expires with the inactivity deadline, so Redis cleans up for us. */
export class RedisSessionStore extends KeptSessionStore {
  constructor(
    private readonly redis: Redis,
    limits: SessionLimits,
    now?: () => number,
  ) {
    super(limits, now);
  }

  private key(id: string) {
    return `sess:${hashSessionId(id)}`;
  }

  private memberKey(memberId: string) {
    return `sess-member:${memberId}`;
  }

  private async save(id: string, session: SessionData): Promise<void> {
    const key = this.key(id);
    const ttl = Math.max(1, Date.parse(session.idleExpiresAt) - this.now());
    await this.redis
      .multi()
      .set(key, JSON.stringify(session), 'PX', ttl)
      .sadd(this.memberKey(session.memberId), key)
      .pexpire(this.memberKey(session.memberId), this.limits.absoluteMs)
      .exec();
  }

  protected insert(id: string, session: SessionData): Promise<void> {
    return this.save(id, session);
  }

  protected update(id: string, session: SessionData): Promise<void> {
    return this.save(id, session);
  }

  protected async read(id: string): Promise<SessionData | null> {
    const raw = await this.redis.get(this.key(id));
    if (raw === null) return null;
    const parsed = StoredSession.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    // A value this code did not write can never become a session: drop it as an expired one is.
    await this.destroy(id);
    return null;
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  async destroyAllForMember(memberId: string): Promise<void> {
    const keys = await this.redis.smembers(this.memberKey(memberId));
    await this.redis.del(...keys, this.memberKey(memberId));
  }
}
