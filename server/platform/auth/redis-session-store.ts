import type { Redis } from 'ioredis';
import { z } from 'zod';
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

const StoredSession = z.object({
  memberId: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});

/** Sessions in Redis: the key expires with the inactivity deadline, so Redis cleans up for us. */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private key(id: string) {
    return `sess:${hashSessionId(id)}`;
  }

  private memberKey(memberId: string) {
    return `sess-member:${memberId}`;
  }

  private async save(key: string, session: SessionData): Promise<void> {
    const ttl = Math.max(1, Date.parse(session.idleExpiresAt) - this.now());
    await this.redis
      .multi()
      .set(key, JSON.stringify(session), 'PX', ttl)
      .sadd(this.memberKey(session.memberId), key)
      .pexpire(this.memberKey(session.memberId), this.limits.absoluteMs)
      .exec();
  }

  async create(memberId: string, limits: SessionLimits = this.limits) {
    const id = newSessionId();
    const session = freshSession(memberId, limits, this.now());
    await this.save(this.key(id), session);
    return { id, session };
  }

  async get(id: string): Promise<SessionData | null> {
    const raw = await this.redis.get(this.key(id));
    if (raw === null) return null;
    const parsed = StoredSession.safeParse(JSON.parse(raw));
    if (!parsed.success || isExpired(parsed.data, this.now())) {
      await this.redis.del(this.key(id));
      return null;
    }
    return parsed.data;
  }

  async touch(id: string): Promise<SessionData | null> {
    const current = await this.get(id);
    if (!current) return null;
    const next = touched(current, this.now());
    await this.save(this.key(id), next);
    return next;
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  async destroyAllForMember(memberId: string): Promise<void> {
    const keys = await this.redis.smembers(this.memberKey(memberId));
    await this.redis.del(...keys, this.memberKey(memberId));
  }
}
