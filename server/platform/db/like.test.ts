import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeLike, likeContaining, likeStartingWith } from './like';

interface Db {
  t: { v: string };
}
const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
afterAll(() => db.destroy());

const VALUES = ['50% 할인', '500원', 'a_b', 'axb', 'c\\d', 'cd', '할인 50%'];

async function matching(pattern: ReturnType<typeof likeContaining>): Promise<string[]> {
  await db.schema.createTable('t').ifNotExists().addColumn('v', 'text').execute();
  if ((await db.selectFrom('t').select('v').execute()).length === 0) await db.insertInto('t').values(VALUES.map((v) => ({ v }))).execute();
  return (await db.selectFrom('t').select('v').where('v', 'like', pattern).orderBy('v').execute()).map((r) => r.v);
}

describe('LIKE patterns from typed words', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
  });

  it('matches %, _ and \\ as themselves', async () => {
    expect(await matching(likeContaining('50%'))).toEqual(['50% 할인', '할인 50%']);
    expect(await matching(likeContaining('a_b'))).toEqual(['a_b']);
    expect(await matching(likeContaining('c\\d'))).toEqual(['c\\d']);
    expect(await matching(likeContaining('%'))).toEqual(['50% 할인', '할인 50%']);
  });

  it('anchors a prefix at the start', async () => {
    expect(await matching(likeStartingWith('50'))).toEqual(['50% 할인', '500원']);
    expect(await matching(likeStartingWith('50%'))).toEqual(['50% 할인']);
  });
});
