/**
 * Work that runs at most once at a time on this instance (a staff file import: reading and
 * checking thousands of rows is cheap when alone, and two at once would double the memory and
 * the database's write load for no gain). A second start while one runs is refused at once, not
 * queued: the person who started it is told to try again, and nothing piles up behind a big file.
 */
export type ExclusiveOutcome<T> = { busy: false; value: T } | { busy: true };

export class ExclusiveWork {
  private readonly running = new Set<string>();

  isRunning(name: string): boolean {
    return this.running.has(name);
  }

  async run<T>(name: string, work: () => Promise<T>): Promise<ExclusiveOutcome<T>> {
    if (this.running.has(name)) return { busy: true };
    this.running.add(name);
    try {
      return { busy: false, value: await work() };
    } finally {
      this.running.delete(name);
    }
  }
}
