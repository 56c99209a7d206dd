import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '#server/platform/clock';
import type { Db } from '#server/platform/db/database';
import type { MailOutboxRow } from '#server/platform/db/schema/mail-outbox';
import { claimDueMail, markMailFailed, markMailSent } from './outbox';
import { type AnyMailTemplate, type Letterhead, renderMail, type RenderedMail } from './template';
import { type MailTransport, PermanentMailError } from './transport';

export interface MailSettings {
  /** The sender: `"브랜드" <no-reply@example.com>`; the brand of the letterhead is used when only an address is given. */
  from: string;
  /** Absolute address of a site path (PUBLIC_ORIGIN + BASE_PATH). */
  siteUrl: (path: string) => string;
  batchSize: number;
  /** How long a claimed row is this worker's; past it another worker may take it (a crash). */
  leaseMs: number;
  /** Tries before a message is `failed`; back-off doubles from `retryBaseMs` up to `retryMaxMs`. */
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/**
 * The mail platform on `services.mail`: the templates (registered at start-up by
 * `server/mail-setup.ts`, since the platform imports no feature), the letterhead (brand and
 * footer from the site settings, also registered there), the transport and the worker.
 * Features write messages with `enqueueMail(db, …)` (outbox.ts) and never call this directly.
 */
export class MailService {
  readonly #templates = new Map<string, AnyMailTemplate>();
  #letterhead: () => Promise<Letterhead> = async () => ({ brand: '', footer: [] });
  readonly #worker: MailWorker;

  constructor(
    readonly deps: { db: Db; transport: MailTransport; clock: Clock; logger: Logger; settings: MailSettings; onDelivery?: (result: 'sent' | 'retry' | 'failed') => void },
  ) {
    this.#worker = new MailWorker(this);
  }

  get transportKind() {
    return this.deps.transport.kind;
  }

  register(template: AnyMailTemplate): void {
    this.#templates.set(template.name, template);
  }

  get templateNames(): string[] {
    return [...this.#templates.keys()];
  }

  useLetterhead(provider: () => Promise<Letterhead>): void {
    this.#letterhead = provider;
  }

  /** The message of an outbox row as it is (or was) sent. Throws for an unknown template or data its schema refuses. */
  async render(row: Pick<MailOutboxRow, 'template' | 'data'>): Promise<RenderedMail> {
    const template = this.#templates.get(row.template);
    if (!template) throw new PermanentMailError(`unknown mail template '${row.template}'`);
    const parsed = template.data.safeParse(JSON.parse(row.data));
    if (!parsed.success) throw new PermanentMailError(`data of '${row.template}' does not fit its template: ${parsed.error.message}`);
    const letterhead = await this.#letterhead();
    return renderMail(template.compose(parsed.data as never, letterhead), letterhead, this.deps.settings.siteUrl);
  }

  /** One pass of this instance's worker (tests call it instead of waiting for the poll). */
  runOnce(owner?: string): Promise<{ sent: number; retried: number; failed: number }> {
    return this.#worker.runOnce(owner);
  }

  start(pollMs: number, ready: () => boolean): void {
    this.#worker.start(pollMs, ready);
  }

  /** Stops the worker loop (a pass in progress finishes). */
  async stop(): Promise<void> {
    await this.#worker.stop();
  }

  async close(): Promise<void> {
    await this.#worker.stop();
    this.deps.transport.close();
  }

  /** The sender line, with the brand as display name when MAIL_FROM is a bare address. */
  async sender(): Promise<string> {
    const from = this.deps.settings.from;
    if (from.includes('<')) return from;
    const { brand } = await this.#letterhead();
    return brand ? `"${brand.replace(/["\\]/g, '')}" <${from}>` : from;
  }
}

/** Back-off after the n-th failed try (1-based): base, 2×base, 4×base … at most max. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

/**
 * Sends what is due: claims a batch under a lease, sends each message, settles each row. A
 * failed try goes back to the queue with back-off (SMTP away, a timeout, a 4xx), a permanent
 * refusal (5xx, a broken template) is `failed` at once, and so is the last allowed try. Many
 * workers (instances) may run: a row is only ever claimed by one of them at a time.
 */
class MailWorker {
  readonly #id = `w-${randomUUID().slice(0, 8)}`;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = true;

  constructor(private readonly mail: MailService) {}

  async runOnce(owner = this.#id): Promise<{ sent: number; retried: number; failed: number }> {
    const { db, transport, clock, logger, settings } = this.mail.deps;
    const now = clock.now();
    const rows = await claimDueMail(db.kysely, db.dialect, owner, now, new Date(now.getTime() + settings.leaseMs), settings.batchSize);
    const outcome = { sent: 0, retried: 0, failed: 0 };
    if (rows.length === 0) return outcome;
    const from = await this.mail.sender();
    const host = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
    for (const row of rows) {
      try {
        const rendered = await this.mail.render(row);
        await transport.send({ ...rendered, to: row.to_address, from, messageId: `<${row.id}@${host}>` });
        await markMailSent(db.kysely, row, owner, { at: clock.now(), transport: transport.kind, subject: rendered.subject, keepData: transport.kind === 'outbox' });
        outcome.sent += 1;
        this.mail.deps.onDelivery?.('sent');
      } catch (error) {
        const attempt = row.attempts + 1;
        const permanent = error instanceof PermanentMailError || attempt >= settings.maxAttempts;
        const retryAt = permanent ? null : new Date(clock.now().getTime() + retryDelayMs(attempt, settings.retryBaseMs, settings.retryMaxMs));
        const message = error instanceof Error ? error.message : String(error);
        await markMailFailed(db.kysely, row, owner, { error: message, retryAt });
        if (permanent) outcome.failed += 1;
        else outcome.retried += 1;
        this.mail.deps.onDelivery?.(permanent ? 'failed' : 'retry');
        logger.warn({ mailId: row.id, template: row.template, attempt, retryAt: retryAt?.toISOString() ?? null, err: message }, permanent ? 'mail failed for good' : 'mail not sent; will retry');
      }
    }
    return outcome;
  }

  start(pollMs: number, ready: () => boolean): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const { logger, settings } = this.mail.deps;
    const tick = async () => {
      if (this.#stopped) return;
      if (ready()) {
        try {
          // Drain: a full batch means more may be waiting.
          let pass: { sent: number; retried: number; failed: number };
          do pass = await this.runOnce();
          while (!this.#stopped && pass.sent + pass.retried + pass.failed >= settings.batchSize);
        } catch (error) {
          // The database away: the rows wait, the next poll tries again.
          logger.warn({ err: error }, 'mail worker pass failed');
        }
      }
      if (!this.#stopped) this.#timer = setTimeout(run, pollMs).unref();
    };
    const run = () => {
      this.#running = tick();
    };
    this.#timer = setTimeout(run, 0).unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
