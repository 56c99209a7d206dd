import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../tests/setup/test-server';
import { type Db, openDb } from './database';
import { isUniqueViolation } from './unique-violation';

/** The errors the drivers really raise, not hand-made objects: a code that changes shows here. */
describe.each(dialects)('isUniqueViolation on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;
  const failure = async (statement: () => Promise<unknown>): Promise<unknown> => {
    try {
      await statement();
    } catch (error) {
      return error;
    }
    throw new Error('the statement was accepted');
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = openDb({ url: testDb.url });
    await sql`create table probe (id text primary key, email text not null unique, n integer check (n >= 0))`.execute(db.kysely);
    await sql`insert into probe (id, email, n) values ('a', 'a@example.com', 1)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('recognises a unique index and a primary key', async () => {
    expect(isUniqueViolation(await failure(() => sql`insert into probe (id, email, n) values ('b', 'a@example.com', 1)`.execute(db.kysely)))).toBe(true);
    expect(isUniqueViolation(await failure(() => sql`insert into probe (id, email, n) values ('a', 'b@example.com', 1)`.execute(db.kysely)))).toBe(true);
  });

  it('recognises one raised inside a transaction', async () => {
    const error = await failure(() =>
      db.kysely.transaction().execute(async (trx) => {
        await sql`insert into probe (id, email, n) values ('c', 'c@example.com', 1)`.execute(trx);
        await sql`insert into probe (id, email, n) values ('d', 'c@example.com', 1)`.execute(trx);
      }),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses other constraint failures and non-errors', async () => {
    expect(isUniqueViolation(await failure(() => sql`insert into probe (id, email, n) values ('e', null, 1)`.execute(db.kysely)))).toBe(false);
    expect(isUniqueViolation(await failure(() => sql`insert into probe (id, email, n) values ('f', 'f@example.com', -1)`.execute(db.kysely)))).toBe(false);
    expect(isUniqueViolation(await failure(() => sql`select * from no_such_table`.execute(db.kysely)))).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('UNIQUE constraint failed')).toBe(false);
  });
});
