import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work done on the request thread (reading an uploaded file) hands the event loop back every
 * few milliseconds, so no other request waits behind it for longer than one slice.
 */
export class Pacer {
  private sliceStart = performance.now();

  constructor(private readonly sliceMs = 2) {}

  /** Lets other work run when this slice is used up; otherwise returns at once. */
  async breathe(): Promise<void> {
    if (performance.now() - this.sliceStart < this.sliceMs) return;
    await this.yieldNow();
  }

  /** Lets other work run now, and starts a fresh slice (before long work that follows other work of the same turn). */
  async yieldNow(): Promise<void> {
    await nextTurn();
    this.sliceStart = performance.now();
  }
}
