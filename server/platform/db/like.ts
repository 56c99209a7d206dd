import { type RawBuilder, sql } from 'kysely';

/**
 * LIKE patterns from words people type. `%`, `_` and `\` in the words are matched as themselves
 * (escaped with `\`, which SQLite and PostgreSQL both honour through ESCAPE), so a search for
 * "50%" finds "50%" and a lone "%" finds only text that holds one. Each helper answers the pattern
 * with its ESCAPE clause: use it as the right side of `like` (`eb(col, 'like', likeContaining(w))`
 * or inside a raw `sql` template).
 */
export function escapeLike(words: string): string {
  return words.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Matches text that contains `words`. */
export function likeContaining(words: string): RawBuilder<string> {
  return sql<string>`${`%${escapeLike(words)}%`} escape '\\'`;
}

/** Matches text that starts with `words`. */
export function likeStartingWith(words: string): RawBuilder<string> {
  return sql<string>`${`${escapeLike(words)}%`} escape '\\'`;
}
