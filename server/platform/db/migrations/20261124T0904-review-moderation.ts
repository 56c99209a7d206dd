import type { Kysely } from 'kysely';

/**
 * Review moderation (issue 15 item 8): staff hide a review with a reason (and show it again);
 * the member sees that it is hidden and why. Who hid it is kept for the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_reviews').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('product_reviews').addColumn('hidden_reason', 'text').execute();
  await db.schema.alterTable('product_reviews').addColumn('hidden_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['hidden_by', 'hidden_reason', 'hidden_at']) await db.schema.alterTable('product_reviews').dropColumn(column).execute();
}
