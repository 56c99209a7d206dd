/**
 * Where scheduled work (the mail worker's back-off, the trial-result notices, notice clean-up)
 * reads the time: `services.clock.now()`. In production it is the system clock; tests move it
 * (`travelTo`, `advance`) instead of sleeping, so "on the announce date" or "a minute later"
 * takes no time.
 */
export class Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** Tests: from now on the clock reads `at` (and runs on from there). */
  travelTo(at: Date | string): void {
    this.#offsetMs = new Date(at).getTime() - Date.now();
  }

  /** Tests: the clock jumps `ms` ahead. */
  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  /** Back to the system clock. */
  reset(): void {
    this.#offsetMs = 0;
  }
}
