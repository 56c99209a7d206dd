import type { Kysely } from 'kysely';

/**
 * The mail outbox (server/platform/mail/, docs/decisions/045-mail-and-notifications.md): a message is
 * a row written in the transaction of the event that causes it, then sent by a worker. Rows are
 * claimed with a lease (`lease_owner`, `lease_until`), so two instances never send one twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The member the message is about (withdrawal drops their messages); null for staff mail.
    .addColumn('member_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    // The template's data as JSON; emptied once an SMTP server took the message.
    .addColumn('data', 'text', (c) => c.notNull())
    // queued | sending | sent | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    // smtp | outbox (the development outbox staff read in the browser)
    .addColumn('transport', 'text')
    .addColumn('subject', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_member_idx').on('mail_outbox').column('member_id').execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
