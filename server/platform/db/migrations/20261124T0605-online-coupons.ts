import type { Kysely } from 'kysely';

/**
 * Online coupons the brand's online mall redeems through OnlineMallController (issue 13, item 5):
 * the mall's order number is kept with the use, so both sides can reconcile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('online_order_no', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('online_order_no').execute();
}
