import type { Kysely } from 'kysely';

const CATEGORIES = ['skin', 'weight', 'digest', 'hair', 'stress', 'urinary', 'dental', 'hairball', 'neutering'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Pet health program logs (SPEC 3.6): one row per finished sensitivity check or cats signal,
  // one issue flag and one state per category. Deleting the pet (or the member) deletes them.
  let logs = db.schema
    .createTable('health_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('pet_id', 'text', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('species', 'text');
  for (const category of CATEGORIES) {
    logs = logs.addColumn(`has_${category}_issue`, 'integer', (c) => c.notNull().defaultTo(0)).addColumn(`${category}_state`, 'text');
  }
  await logs
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('health_logs_member_idx').on('health_logs').columns(['member_id', 'program', 'created_at']).execute();
  await db.schema.createIndex('health_logs_pet_idx').on('health_logs').columns(['pet_id', 'created_at']).execute();

  await db.schema
    .createTable('bcs_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('pet_id', 'text', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('life_stage', 'text', (c) => c.notNull())
    .addColumn('ribs', 'integer', (c) => c.notNull())
    .addColumn('waist', 'integer', (c) => c.notNull())
    .addColumn('belly', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('ideal_weight_grams', 'integer', (c) => c.notNull())
    .addColumn('daily_grams', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bcs_results_member_idx').on('bcs_results').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('bcs_results_pet_idx').on('bcs_results').columns(['pet_id', 'created_at']).execute();

  // Product finder / daily portion tool runs of members. A run may name no pet (answers only);
  // deleting the pet keeps the run without it. Withdrawal deletes the member's runs.
  await db.schema
    .createTable('product_finder_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('pet_id', 'text', (c) => c.references('pets.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('results_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_finder_runs_member_idx').on('product_finder_runs').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_finder_runs').execute();
  await db.schema.dropTable('bcs_results').execute();
  await db.schema.dropTable('health_logs').execute();
}
