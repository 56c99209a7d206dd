import type { Logger } from 'pino';
import type { Clock } from '#server/platform/clock';

/**
 * Work that runs on a timer in every instance (trial-result notices on the announce date…). A
 * job gets the time from `services.clock` and must be safe to run on several instances at once
 * and again after a crash: it decides what is due from the database and writes each effect
 * under a unique key (a notice's `dedupe_key`), so a second run finds nothing left to do.
 */
export interface Job {
  name: string;
  /** How often it runs. */
  everyMs: number;
  run(now: Date): Promise<void>;
}

export class Scheduler {
  readonly #jobs = new Map<string, Job>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #running = new Set<Promise<void>>();
  #stopped = true;

  constructor(private readonly deps: { clock: Clock; logger: Logger }) {}

  register(job: Job): void {
    this.#jobs.set(job.name, job);
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  /** Runs one job now, at the clock's time (tests, after moving the clock). */
  async run(name: string): Promise<void> {
    const job = this.#jobs.get(name);
    if (!job) throw new Error(`no job '${name}'`);
    await job.run(this.deps.clock.now());
  }

  /** Runs every job once, in registration order. */
  async runAll(): Promise<void> {
    for (const job of this.#jobs.values()) await job.run(this.deps.clock.now());
  }

  /** Each job every `everyMs`, first after one interval; skipped while `ready()` is false (the database is not prepared). */
  start(ready: () => boolean): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    for (const job of this.#jobs.values()) {
      const tick = async () => {
        if (this.#stopped) return;
        if (ready()) {
          try {
            await job.run(this.deps.clock.now());
          } catch (error) {
            this.deps.logger.warn({ err: error, job: job.name }, 'scheduled job failed; it runs again at its next time');
          }
        }
        schedule();
      };
      const schedule = () => {
        if (this.#stopped) return;
        const timer = setTimeout(() => {
          this.#timers.delete(timer);
          const running = tick().finally(() => this.#running.delete(running));
          this.#running.add(running);
        }, job.everyMs).unref();
        this.#timers.add(timer);
      };
      schedule();
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.all([...this.#running]);
  }
}
