import { type Kysely, sql } from 'kysely';

/**
 * Notices to members (issue 13, item 4): the my-page list with read/unread, the header badge, and
 * each member's choice of channels. The free-trial tables get the marks of the timed notices
 * (the draw result on the announce date, a new trial opening), written when a notice is sent so
 * two instances never send it twice; what already happened before this migration is marked as
 * told, so deploying it sends nothing about the past.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    // What the notice is about (`trial-result:{order id}`): one notice per key and member.
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_member_key_uq').on('notifications').columns(['member_id', 'dedupe_key']).unique().execute();
  await db.schema.createIndex('notifications_member_created_idx').on('notifications').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('notifications_member_unread_idx').on('notifications').columns(['member_id', 'read_at']).execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('member_id', 'text', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    // Service notices by e-mail too (separate from the marketing consent).
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(0))
    // "새 체험이 열리면 알려 주세요"
    .addColumn('trial_openings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_settings_openings_idx').on('notification_settings').column('trial_openings').execute();

  await db.schema.alterTable('trial_orders').addColumn('result_notified_at', 'text').execute();
  await db.schema.alterTable('trial_campaigns').addColumn('opening_notified_at', 'text').execute();
  const now = new Date().toISOString();
  await sql`update trial_orders set result_notified_at = ${now}
    where status <> 'applied' and campaign_id in (select id from trial_campaigns where announce_at <= ${now})`.execute(db);
  await sql`update trial_campaigns set opening_notified_at = ${now} where starts_at <= ${now}`.execute(db);
  await db.schema.createIndex('trial_orders_result_due_idx').on('trial_orders').columns(['status', 'result_notified_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trial_orders_result_due_idx').execute();
  await db.schema.alterTable('trial_campaigns').dropColumn('opening_notified_at').execute();
  await db.schema.alterTable('trial_orders').dropColumn('result_notified_at').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notifications').execute();
}
