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

/** One finished run of a timed job (metrics): how late it started after its planned time, how long it took. */
export interface JobRun {
  job: string;
  ok: boolean;
  lagSeconds: number;
  seconds: number;
}

export class Scheduler {
  readonly #jobs = new Map<string, Job>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #running = new Set<Promise<void>>();
  #stopped = true;

  constructor(private readonly deps: { clock: Clock; logger: Logger; onRun?: (run: JobRun) => void }) {}

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
    await this.#timed(job, performance.now());
  }

  /** Runs every job once, in registration order. */
  async runAll(): Promise<void> {
    for (const job of this.#jobs.values()) await this.#timed(job, performance.now());
  }

  /** One run, reported (metrics) whether it ends well or throws; `plannedAt` gives its lag. */
  async #timed(job: Job, plannedAt: number): Promise<void> {
    const started = performance.now();
    let ok = false;
    try {
      await job.run(this.deps.clock.now());
      ok = true;
    } finally {
      this.deps.onRun?.({ job: job.name, ok, lagSeconds: Math.max(0, started - plannedAt) / 1000, seconds: (performance.now() - started) / 1000 });
    }
  }

  /** Each job every `everyMs`, first after one interval; skipped while `ready()` is false (the database is not prepared). */
  start(ready: () => boolean): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    for (const job of this.#jobs.values()) {
      let plannedAt = 0;
      const tick = async () => {
        if (this.#stopped) return;
        if (ready()) {
          try {
            await this.#timed(job, plannedAt);
          } catch (error) {
            this.deps.logger.warn({ err: error, job: job.name }, 'scheduled job failed; it runs again at its next time');
          }
        }
        schedule();
      };
      const schedule = () => {
        if (this.#stopped) return;
        plannedAt = performance.now() + job.everyMs;
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
