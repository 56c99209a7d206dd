import type { Logger } from 'pino';
import type { DbConn } from '../db/database';
import type { InvalidationBus } from './invalidation-bus';

/**
 * The invalidation topic of everything staff edit in the back-office (issue 15): cacheable
 * methods that show content declare `invalidatedBy: CONTENT_TOPIC`, every content write
 * publishes it after its commit, and the publish clock below publishes it when a scheduled
 * time comes.
 */
export const CONTENT_TOPIC = 'content';

/** The next instant after `now` (ISO) at which what guests see changes by itself, or null. */
export type NextChange = (db: DbConn, now: string) => Promise<string | null>;

/** Longest sleep between two looks at the schedule (a change whose announcement was lost is caught by then). */
const MAX_WAIT_MS = 5 * 60_000;
/** After a failed look (database away, not yet migrated), the next one. */
const RETRY_MS = 5_000;
/** Staff changes come in bursts (bulk publish): one look after the last of them. */
const DEBOUNCE_MS = 200;

/**
 * Scheduled publishing with no restart (issue 15): reads already filter by publish time, but
 * guest pages (PAGE_CACHE_SECONDS) and the 5-minute answers computed before a scheduled time
 * would show the old state until they expire. Each instance keeps one timer for the earliest
 * coming change (a scheduled publish, a campaign opening or closing, a banner's period) among
 * the sources the features register (`server/adapters/content-schedule.ts`), and at that time publishes
 * CONTENT_TOPIC: every instance drops its guest pages and the shared answers tagged with it.
 * Each instance runs its own clock, so the change shows even when Redis is away.
 */
export class PublishClock {
  readonly #sources = new Map<string, NextChange>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #debounce: ReturnType<typeof setTimeout> | undefined;
  #next: string | null = null;
  #running = false;
  /** Numbers each look: a look that a newer one overtook keeps its result to itself. */
  #looks = 0;
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: DbConn,
    private readonly bus: InvalidationBus,
    private readonly logger: Logger,
  ) {}

  /** `owner` names the feature; registering it again replaces its source. */
  register(owner: string, source: NextChange): void {
    this.#sources.set(owner, source);
  }

  get owners(): string[] {
    return [...this.#sources.keys()];
  }

  /** The next scheduled change this clock waits for (tests, /healthz-style diagnostics). */
  get nextAt(): string | null {
    return this.#next;
  }

  /** Starts watching (idempotent): looks now, and again after every content change. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#unsubscribe = this.bus.subscribe(({ topic }) => {
      if (topic !== null && topic !== CONTENT_TOPIC) return;
      clearTimeout(this.#debounce);
      this.#debounce = setTimeout(() => void this.look(), DEBOUNCE_MS);
      this.#debounce.unref();
    });
    void this.look();
  }

  stop(): void {
    this.#running = false;
    this.#unsubscribe?.();
    clearTimeout(this.#timer);
    clearTimeout(this.#debounce);
  }

  /** The earliest coming change of every source, and a timer for it. */
  async look(): Promise<string | null> {
    if (!this.#running) return null;
    // Two looks can overlap (a change arrives while one reads the schedule); the older one may
    // have read before that change committed, so only the newest look may set the timer.
    const look = ++this.#looks;
    const now = new Date().toISOString();
    let next: string | null = null;
    try {
      for (const source of this.#sources.values()) {
        const at = await source(this.db, now);
        if (at !== null && at > now && (next === null || at < next)) next = at;
      }
    } catch (error) {
      this.logger.debug({ err: error }, 'publish clock: schedule not readable yet');
      if (look === this.#looks) this.arm(RETRY_MS);
      return null;
    }
    if (look !== this.#looks) return this.#next;
    // The change this clock waited for came before its timer did (a busy event loop, or a look
    // started by another change just after it): the sources no longer name it, so it is
    // announced now rather than lost.
    const missed = this.#next !== null && Date.parse(this.#next) <= Date.parse(now) ? this.#next : null;
    this.#next = next;
    this.arm(next === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, Date.parse(next) - Date.now()));
    if (missed !== null) await this.announce(missed);
    return next;
  }

  private arm(delayMs: number): void {
    if (!this.#running) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.fire(), Math.max(1, delayMs));
    this.#timer.unref();
  }

  private async fire(): Promise<void> {
    if (!this.#running) return;
    const due = this.#next;
    if (due !== null && Date.parse(due) <= Date.now()) {
      this.#next = null;
      await this.announce(due);
      return;
    }
    await this.look();
  }

  /** Applied here first, then on the other instances; the subscription above looks again. */
  private async announce(at: string): Promise<void> {
    this.logger.info({ at }, 'scheduled content change: dropping cached pages and answers');
    await this.bus.publish(CONTENT_TOPIC, ['schedule']);
  }
}
