import type { Kysely } from 'kysely';

/**
 * Product detail now reads the daily gram table of the health programs (SPEC 9.9, kept as code
 * data in app/features/health), so the catalogue's own stand-in for it was never read or filled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_feeding_rows').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_feeding_rows')
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('weight_g', 'integer', (c) => c.notNull())
    .addColumn('kcal_per_day', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('health_feeding_rows_pk', ['code', 'weight_g'])
    .execute();
}
