import type { Kysely } from 'kysely';

/**
 * Free trials (campaigns, applications, their status log, returns and refunds, reviews with
 * photos), coupons and the 1+1 offline-store offer (stores, store campaigns and their products,
 * redemptions). "At most once" rules are unique indexes, so they hold under concurrency
 * (docs/decisions/024-recruitment-coupons.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('applied_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('announce_at', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('trial_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('trial_campaigns.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('pet_id', 'text')
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('pet_species', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('road_address', 'text', (c) => c.notNull())
    .addColumn('jibun_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('extra_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_request', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('courier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('agreed_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One application per member per campaign (DESIGN 5).
  await db.schema.createIndex('trial_orders_campaign_member_uq').unique().on('trial_orders').columns(['campaign_id', 'member_id']).execute();
  await db.schema.createIndex('trial_orders_member_idx').on('trial_orders').columns(['member_id', 'created_at']).execute();

  // Returns and refunds of a trial order. open_key is the order id while the claim is open and
  // null once cancelled, so an order has at most one live claim of each kind.
  await db.schema
    .createTable('trial_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('trial_orders.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer')
    .addColumn('bank_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('account_holder', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('open_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trial_claims_open_uq').unique().on('trial_claims').column('open_key').execute();
  await db.schema.createIndex('trial_claims_member_idx').on('trial_claims').columns(['member_id', 'kind', 'created_at']).execute();

  // Status history of orders and claims.
  await db.schema
    .createTable('recruitment_status_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruitment_status_log_subject_idx').on('recruitment_status_log').columns(['subject', 'subject_id', 'created_at']).execute();

  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('trial_orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('pet_species', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One review per trial order.
  await db.schema.createIndex('product_reviews_order_uq').unique().on('product_reviews').column('order_id').execute();
  await db.schema.createIndex('product_reviews_product_idx').on('product_reviews').columns(['product_id', 'created_at']).execute();
  await db.schema.createIndex('product_reviews_member_idx').on('product_reviews').column('member_id').execute();

  // Photos of returns, refunds and reviews: private to their owner (and staff), except the
  // photos of a published review.
  await db.schema
    .createTable('recruitment_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recruitment_photos_subject_idx').on('recruitment_photos').columns(['subject', 'subject_id']).execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_region_idx').on('stores').columns(['region', 'sort_order']).execute();

  await db.schema
    .createTable('store_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('coupon_valid_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Campaign product records (SPEC 3.8): Product__r is the product they point at.
  await db.schema
    .createTable('store_campaign_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('store_campaigns.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('store_campaign_products_uq').unique().on('store_campaign_products').columns(['campaign_id', 'product_id']).execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('benefit', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('pin', 'text')
    .addColumn('store_id', 'text', (c) => c.references('stores.id'))
    .addColumn('product_id', 'text', (c) => c.references('products.id'))
    .addColumn('campaign_id', 'text')
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One coupon per member per source (a 1+1 campaign, a review…).
  await db.schema.createIndex('coupons_member_source_uq').unique().on('coupons').columns(['member_id', 'source_key']).execute();
  await db.schema.createIndex('coupons_code_uq').unique().on('coupons').column('code').execute();
  await db.schema.createIndex('coupons_pin_uq').unique().on('coupons').column('pin').execute();

  // The redemption itself: one row per coupon, ever.
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('coupon_id', 'text', (c) => c.primaryKey().references('coupons.id').onDelete('cascade'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'coupon_redemptions',
    'coupons',
    'store_campaign_products',
    'store_campaigns',
    'stores',
    'recruitment_photos',
    'product_reviews',
    'recruitment_status_log',
    'trial_claims',
    'trial_orders',
    'trial_campaigns',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
