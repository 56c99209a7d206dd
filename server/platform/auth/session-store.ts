import { createHash, randomBytes } from 'node:crypto';

export interface SessionData {
  memberId: string;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Server-side sessions. The cookie carries a 256-bit random id; stores keep only its SHA-256,
 * so a leaked database or Redis dump cannot be replayed as cookies.
 */
export interface SessionStore {
  /** A new session; `limits` overrides the store's (staff sessions are shorter: STAFF_SESSION_*). */
  create(memberId: string, limits?: SessionLimits): Promise<{ id: string; session: SessionData }>;
  /** The live session, or null when unknown or expired (an expired one is removed). */
  get(id: string): Promise<SessionData | null>;
  /** Extends the inactivity deadline (never past the absolute one). */
  touch(id: string): Promise<SessionData | null>;
  destroy(id: string): Promise<void>;
  destroyAllForMember(memberId: string): Promise<void>;
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

function freshSession(memberId: string, limits: SessionLimits, now: number): SessionData {
  const iso = new Date(now).toISOString();
  return {
    memberId,
    createdAt: iso,
    lastSeenAt: iso,
    idleExpiresAt: new Date(now + limits.idleMs).toISOString(),
    absoluteExpiresAt: new Date(now + limits.absoluteMs).toISOString(),
  };
}

function isExpired(session: SessionData, now: number): boolean {
  return Date.parse(session.idleExpiresAt) <= now || Date.parse(session.absoluteExpiresAt) <= now;
}

/**
 * Extends the inactivity deadline by the session's own inactivity span (the one it was created
 * with: a staff session keeps its shorter one), never past the absolute deadline.
 */
function touched(session: SessionData, now: number): SessionData {
  const span = Math.max(0, Date.parse(session.idleExpiresAt) - Date.parse(session.lastSeenAt));
  const idle = Math.min(now + span, Date.parse(session.absoluteExpiresAt));
  return { ...session, lastSeenAt: new Date(now).toISOString(), idleExpiresAt: new Date(idle).toISOString() };
}

/**
 * The lifecycle every store shares: a new random id, an expired session dropped when read, a
 * touch that extends the inactivity deadline. A store only writes, reads and deletes what it keeps.
 */
export abstract class KeptSessionStore implements SessionStore {
  constructor(
    protected readonly limits: SessionLimits,
    protected readonly now: () => number = Date.now,
  ) {}

  /** Keeps a session created just now. */
  protected abstract insert(id: string, session: SessionData): Promise<void>;
  /** Keeps a touched session's new deadlines. */
  protected abstract update(id: string, session: SessionData): Promise<void>;
  /** What is kept under the id, expired or not; null when nothing (usable) is. */
  protected abstract read(id: string): Promise<SessionData | null>;
  abstract destroy(id: string): Promise<void>;
  abstract destroyAllForMember(memberId: string): Promise<void>;

  async create(memberId: string, limits: SessionLimits = this.limits) {
    const id = newSessionId();
    const session = freshSession(memberId, limits, this.now());
    await this.insert(id, session);
    return { id, session };
  }

  async get(id: string): Promise<SessionData | null> {
    const session = await this.read(id);
    if (!session) return null;
    if (isExpired(session, this.now())) {
      await this.destroy(id);
      return null;
    }
    return session;
  }

  async touch(id: string): Promise<SessionData | null> {
    const current = await this.get(id);
    if (!current) return null;
    const next = touched(current, this.now());
    await this.update(id, next);
    return next;
  }
}
