import type { DbConn } from './database';

/**
 * Erases what one feature holds about a member, inside the withdrawal's transaction (`db` is it).
 * Deletes or anonymises rows only: files and caches are the caller's, after the commit.
 */
export type MemberEraser = (db: DbConn, memberId: string) => Promise<void>;

/**
 * The features that hold personal data of members beyond the shared entities (health records
 * today) register their eraser here at start-up (`server/adapters/member-erasers.ts`, from `createApp`),
 * so the account's withdrawal erases their rows in its one transaction without importing them
 * (issue 12: a shared feature never imports an area).
 */
export class MemberErasure {
  readonly #erasers = new Map<string, MemberEraser>();

  /** `owner` names the feature; registering it again replaces its eraser. */
  register(owner: string, erase: MemberEraser): void {
    this.#erasers.set(owner, erase);
  }

  get owners(): string[] {
    return [...this.#erasers.keys()];
  }

  /**
   * Runs every registered eraser in registration order. With none registered it refuses: a
   * withdrawal that silently kept health records would break the promise of decision 005.
   */
  async eraseMember(db: DbConn, memberId: string): Promise<void> {
    if (this.#erasers.size === 0) throw new Error('No member erasers registered: call registerMemberErasers(services) at start-up.');
    for (const erase of this.#erasers.values()) await erase(db, memberId);
  }
}
