import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '#server/platform/db/database';
import { migrateToLatest } from '#server/platform/db/migrate';
import { isUniqueViolation } from '#server/platform/db/unique-violation';
import { createTestDatabase, dialects, type TestDatabase } from '../../../../tests/setup/test-server';
import { activeProductById, activeProductsByIds, insertProduct, productNameById, updateProduct } from './catalogue.server';

const row = (id: string, sortOrder: number) => ({
  id,
  name: `테스트 사료 ${id}`,
  species: 'Dog' as const,
  life_stage: 'adult' as const,
  size: 'all' as const,
  form: 'dry' as const,
  internal_codes: '101',
  package_grams: 2000,
  price: 30000,
  discount_rate: 0,
  thumbnail_url: '/img/x.svg',
  summary: '요약',
  description: '설명',
  benefits_json: '[]',
  ingredients: '닭고기',
  analysis_json: '[]',
  kcal_per_kg: 3600,
  is_vet: 0,
  is_active: 1,
  sort_order: sortOrder,
  seo_title: null,
  seo_description: null,
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
});

/** The owning module's functions take a connection or a transaction alike (no casts). */
describe.each(dialects)('catalogue data module on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = openDb({ url: testDb.url });
    await migrateToLatest(db.kysely as never);
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('inserts a product with its codes inside a transaction, and reads it back through the connection', async () => {
    await db.kysely.transaction().execute((trx) => insertProduct(trx, row('p-b', 2), [101]));
    await insertProduct(db.kysely, row('p-a', 1), []);
    expect((await activeProductById(db.kysely, 'p-b'))?.name).toBe('테스트 사료 p-b');
    expect((await activeProductsByIds(db.kysely, ['p-b', 'p-a', 'p-b', 'missing'])).map((p) => p.id)).toEqual(['p-a', 'p-b']);
    const codes = await db.kysely.selectFrom('product_codes').select('code').where('product_id', '=', 'p-b').execute();
    expect(codes).toEqual([{ code: 101 }]);
  });

  it('rolls the product back when its codes fail in the same transaction', async () => {
    const error = await db.kysely
      .transaction()
      .execute((trx) => insertProduct(trx, row('p-c', 3), [7, 7]))
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await productNameById(db.kysely, 'p-c')).toBeUndefined();
  });

  it('keeps retired products readable by name but not as active', async () => {
    await updateProduct(db.kysely, 'p-a', { is_active: 0 }, new Date('2026-11-25T00:00:00Z'));
    expect(await activeProductById(db.kysely, 'p-a')).toBeUndefined();
    expect(await productNameById(db.kysely, 'p-a')).toEqual({ id: 'p-a', name: '테스트 사료 p-a' });
  });
});
