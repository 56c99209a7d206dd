import type { DbConn } from '#server/platform/db/database';

/**
 * Which demo content was inserted once (issue 15 item 9; table seed_keys, owned by the seed).
 * The seed runs at every start and inserts a demo item only when its key is not recorded, then
 * records it: an item staff edited stays as they left it, and one they deleted (even by SQL)
 * never comes back. Keys name the item (`product:p-dog-derma-adult`, `home-layout`).
 */
export class SeedKeys {
  private constructor(
    private readonly db: DbConn,
    private readonly applied: Set<string>,
  ) {}

  static async load(db: DbConn): Promise<SeedKeys> {
    const rows = await db.selectFrom('seed_keys').select('key').execute();
    return new SeedKeys(db, new Set(rows.map((r) => r.key)));
  }

  has(key: string): boolean {
    return this.applied.has(key);
  }

  /** Runs `insert` once per key: skipped when the key is recorded, recorded after it ran. */
  async once(key: string, insert: () => Promise<void>): Promise<boolean> {
    if (this.applied.has(key)) return false;
    await insert();
    await this.record(key);
    return true;
  }

  async record(key: string): Promise<void> {
    await this.db.insertInto('seed_keys').values({ key, applied_at: new Date().toISOString() }).onConflict((oc) => oc.column('key').doNothing()).execute();
    this.applied.add(key);
  }
}
