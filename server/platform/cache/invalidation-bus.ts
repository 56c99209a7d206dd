import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';

/**
 * "Something staff changed": a topic (what kind of thing, e.g. 'site-config') and optionally the
 * keys of the things that changed (empty: anything under the topic). `topic: null` means this
 * instance may have missed messages (its Redis subscription was down): drop everything local.
 */
export interface Invalidation {
  topic: string | null;
  keys: readonly string[];
}

export type InvalidationHandler = (invalidation: Invalidation) => void | Promise<void>;

/**
 * How a change made on one instance reaches the caches of every instance within a second or
 * two (DESIGN 8, issue 11.7). Without Redis there is one instance and delivery is local; with
 * Redis, changes are published on `{REDIS_KEY_PREFIX}invalidate` and every instance's
 * subscriber connection applies them.
 */
export interface InvalidationBus {
  /** Applies the change on this instance, then tells the others. Never throws: failures are retried. */
  publish(topic: string, keys?: readonly string[]): Promise<void>;
  subscribe(handler: InvalidationHandler): () => void;
  /**
   * Counts the changes this instance has applied. A cache write of something computed before a
   * change arrived would keep the old value for a whole TTL: writers note the epoch before they
   * read and skip the write when it moved (`unchangedSince`).
   */
  readonly epoch: number;
  unchangedSince(epoch: number): boolean;
  close(): Promise<void>;
}

export class LocalInvalidationBus implements InvalidationBus {
  private readonly handlers = new Set<InvalidationHandler>();
  private applied = 0;

  get epoch(): number {
    return this.applied;
  }

  unchangedSince(epoch: number): boolean {
    return this.applied === epoch;
  }

  constructor(protected readonly logger: Logger) {}

  async publish(topic: string, keys: readonly string[] = []): Promise<void> {
    await this.deliver({ topic, keys }).catch((error: unknown) => this.logger.error({ err: error, topic }, 'invalidation failed'));
  }

  subscribe(handler: InvalidationHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }

  /** Runs every handler; rejects when one of them failed (after all have run). */
  protected async deliver(invalidation: Invalidation): Promise<void> {
    this.applied += 1;
    const results = await Promise.allSettled([...this.handlers].map(async (handler) => handler(invalidation)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

const Message = z.object({ origin: z.string(), topic: z.string().min(1), keys: z.array(z.string()) });
const RETRY_MS = 1000;

export class RedisInvalidationBus extends LocalInvalidationBus {
  /** Each process's own id: it applies its changes when it publishes, not again when they echo back. */
  private readonly origin = randomUUID();
  /** Changes not yet applied or announced everywhere (Redis was away), by topic and keys. */
  private readonly pending = new Map<string, Invalidation & { topic: string }>();
  private retryTimer: ReturnType<typeof setInterval> | undefined;
  private subscriberWasDown = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    logger: Logger,
  ) {
    super(logger);
    subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.channel) void this.receive(text);
    });
    subscriber.on('close', () => {
      this.subscriberWasDown = true;
    });
    subscriber.on('ready', () => {
      if (!this.subscriberWasDown) return;
      this.subscriberWasDown = false;
      // Messages sent while we were not listening are lost: forget everything kept locally.
      void this.deliver({ topic: null, keys: [] }).catch((error: unknown) => this.logger.error({ err: error }, 'invalidation after resubscribe failed'));
    });
    publisher.on('ready', () => void this.retryPending());
  }

  /**
   * Subscribes; resolves once listening, or after `timeoutMs` when Redis is away (the subscribe
   * command waits in the subscriber's queue and ioredis subscribes again after every reconnect).
   */
  async start(timeoutMs: number): Promise<void> {
    // Only on a ready connection: a SUBSCRIBE sent while ioredis still runs its ready check (INFO)
    // puts the connection in subscriber mode, the check fails, and the connection is dropped
    // with the subscription. After that, ioredis subscribes again on every reconnect by itself.
    const ready =
      this.subscriber.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => this.subscriber.once('ready', () => resolve()));
    const subscribed = ready
      .then(() => this.subscriber.subscribe(this.channel))
      .then(
        () => true,
        (error: unknown) => {
          this.logger.error({ err: error }, 'invalidation subscription failed');
          return false;
        },
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ok = await Promise.race([subscribed, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
    clearTimeout(timer);
    if (!ok) this.subscriberWasDown = true;
  }


  override async publish(topic: string, keys: readonly string[] = []): Promise<void> {
    const invalidation = { topic, keys: [...keys] };
    try {
      await this.announce(invalidation);
    } catch (error) {
      this.logger.warn({ err: error, topic }, 'invalidation not yet announced to other instances; will retry');
      this.pending.set(JSON.stringify(invalidation), invalidation);
      this.retryTimer ??= setInterval(() => void this.retryPending(), RETRY_MS);
      this.retryTimer.unref();
    }
  }

  override async close(): Promise<void> {
    clearInterval(this.retryTimer);
    this.retryTimer = undefined;
    await super.close();
    this.subscriber.disconnect();
  }

  private async retryPending(): Promise<void> {
    if (this.publisher.status !== 'ready') return;
    for (const [id, invalidation] of [...this.pending]) {
      try {
        await this.announce(invalidation);
        this.pending.delete(id);
      } catch {
        return; // Still away: the next attempt comes with the timer or the next reconnect.
      }
    }
    if (this.pending.size === 0) {
      clearInterval(this.retryTimer);
      this.retryTimer = undefined;
    }
  }

  /** Applies it here and tells the others, both attempted; rejects if either failed. */
  private async announce(invalidation: Invalidation & { topic: string }): Promise<void> {
    const message = JSON.stringify({ origin: this.origin, ...invalidation });
    const [here, there] = await Promise.allSettled([this.deliver(invalidation), this.publisher.publish(this.channel, message)]);
    if (here.status === 'rejected') throw here.reason;
    if (there.status === 'rejected') throw there.reason;
  }

  private async receive(text: string): Promise<void> {
    let message: z.infer<typeof Message>;
    try {
      message = Message.parse(JSON.parse(text));
    } catch (error) {
      this.logger.warn({ err: error }, 'ignored an invalid invalidation message');
      return;
    }
    if (message.origin === this.origin) return;
    await this.deliver({ topic: message.topic, keys: message.keys }).catch((error: unknown) =>
      this.logger.error({ err: error, topic: message.topic }, 'invalidation from another instance failed'),
    );
  }
}
