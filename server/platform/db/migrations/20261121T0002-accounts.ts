import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (column: string, type: 'text' | 'integer', notNullDefault?: string | number) =>
    db.schema
      .alterTable('members')
      .addColumn(column, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
      .execute();
  await add('mobile', 'text');
  await add('postcode', 'text');
  await add('road_address', 'text');
  await add('jibun_address', 'text');
  await add('extra_address', 'text');
  await add('address_detail', 'text');
  await add('kakao_id', 'text');
  await add('terms_agreed_at', 'text');
  await add('privacy_agreed_at', 'text');
  await add('marketing_sms', 'integer', 0);
  await add('marketing_email', 'integer', 0);
  await add('marketing_kakao', 'integer', 0);
  await add('marketing_updated_at', 'text');
  await add('password_changed_at', 'text');
  await add('withdrawn_at', 'text');
  await db.schema.createIndex('members_kakao_id_uq').unique().on('members').column('kakao_id').execute();

  // Every change of marketing consent, with its date: proof of consent the law asks us to keep.
  await db.schema
    .createTable('marketing_consent_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sms', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('kakao', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('marketing_consent_member_idx').on('marketing_consent_log').column('member_id').execute();

  await db.schema
    .createTable('pets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('neutered', 'integer', (c) => c.notNull())
    .addColumn('birth_year', 'integer', (c) => c.notNull())
    .addColumn('birth_month', 'integer')
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('photo_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pets_member_idx').on('pets').column('member_id').execute();

  // Why people leave, without who they were.
  await db.schema
    .createTable('withdrawal_reasons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_reasons').execute();
  await db.schema.dropTable('pets').execute();
  await db.schema.dropTable('marketing_consent_log').execute();
  await db.schema.dropIndex('members_kakao_id_uq').execute();
  for (const column of [
    'withdrawn_at', 'password_changed_at', 'marketing_updated_at', 'marketing_kakao', 'marketing_email', 'marketing_sms',
    'privacy_agreed_at', 'terms_agreed_at', 'kakao_id', 'address_detail', 'extra_address', 'jibun_address', 'road_address',
    'postcode', 'mobile',
  ]) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
