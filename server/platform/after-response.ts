import type { Logger } from 'pino';

/**
 * Work a request hands over to be done once its answer is written (back-office attack, item 7):
 * an answer that must not tell something by its time — whether an address has an account —
 * does only what every such request does, and the rest runs here after the response.
 *
 * The HTTP server serves each request inside `serve`; the request's `laterFor` (handed to
 * loaders, actions and server methods as `afterResponse`) queues work until the response is
 * written. Outside a request (CLI, jobs, a timer that outlived its request) the work starts at
 * once, still off the caller's path. Failures are logged, never thrown at anyone: the person was
 * already answered.
 *
 * The request is named explicitly (the request object node:http gave the server), not found
 * through an AsyncLocalStorage: the code that queues work says which answer it waits for, and a
 * test or a command passes `laterFor(undefined)` to run it at once.
 */

/** Queues `work` until the current request's answer is written. */
export type Later = (name: string, work: () => Promise<void>) => void;

interface Scope {
  queued: { name: string; work: () => Promise<void> }[];
  open: boolean;
  /** Settles once the request's answer is written and its queued work has started. */
  done: Promise<void>;
}

export class AfterResponse {
  /** The scope of each request being answered, by the request object the server gave `serve`. */
  readonly #scopes = new WeakMap<object, Scope>();
  /** Work running, and answers with work queued behind them. */
  readonly #pending = new Set<Promise<unknown>>();

  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  /** Answers one request; the work it queued starts once `answer` has finished writing the response. */
  async serve<T>(request: object, answer: () => Promise<T>): Promise<T> {
    let finished!: () => void;
    const scope: Scope = { queued: [], open: true, done: new Promise<void>((resolve) => (finished = resolve)) };
    this.#scopes.set(request, scope);
    try {
      return await answer();
    } finally {
      scope.open = false;
      for (const item of scope.queued) this.#start(item.name, item.work);
      finished();
    }
  }

  /** Work after the answer to `request` (the object given to `serve`); at once when it is not being answered. */
  laterFor(request: object | undefined): Later {
    return (name, work) => {
      const scope = request === undefined ? undefined : this.#scopes.get(request);
      if (!scope?.open) return this.#start(name, work);
      // From now on `settled` also waits for this answer to be written, then for the work.
      if (scope.queued.length === 0) this.#track(scope.done);
      scope.queued.push({ name, work });
    };
  }

  /** Resolves once every request being answered and every piece of work handed over has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  #start(name: string, work: () => Promise<void>): void {
    this.#track(
      (async () => {
        try {
          await work();
        } catch (err) {
          this.#logger.error({ err, work: name }, 'work after the response failed');
        }
      })(),
    );
  }

  #track(promise: Promise<unknown>): void {
    this.#pending.add(promise);
    void promise.finally(() => this.#pending.delete(promise));
  }
}
