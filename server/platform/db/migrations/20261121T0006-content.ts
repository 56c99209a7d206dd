import type { Kysely } from 'kysely';

/**
 * Articles (SPEC 9.10 category tree, SPEC 3.8 CMS content), the customer centre (FAQ, news of
 * SPEC 9.4), the integrated search index and members' recent searches (SPEC 9.3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Level 1 rows are the 8 top categories; level 2 rows (parent_id set) are their tags.
  await db.schema
    .createTable('article_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('article_categories.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('article_categories_parent_idx').on('article_categories').columns(['parent_id', 'sort_order']).execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_key', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'text', (c) => c.notNull().references('article_categories.id'))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    /** JSON array of content blocks: html (sanitised editor HTML), media, video. */
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('product_codes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('reviewer', 'text')
    .addColumn('reading_minutes', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category_id', 'is_published', 'publish_date']).execute();
  await db.schema.createIndex('articles_publish_idx').on('articles').columns(['is_published', 'publish_date']).execute();

  await db.schema
    .createTable('article_tags')
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (c) => c.notNull().references('article_categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('article_tags_tag_idx').on('article_tags').column('tag_id').execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer_html', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faqs_category_idx').on('faqs').columns(['category', 'is_published', 'sort_order']).execute();

  // SPEC 3.8 notice/news item: Pin__c, SortOrder__c, PublishDate__c.
  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('pin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_order_idx').on('news').columns(['is_published', 'pin', 'sort_order', 'publish_date']).execute();

  // One row per searchable document: compact (spaceless, lower-case) text and its 초성 string.
  await db.schema
    .createTable('search_index')
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('compact', 'text', (c) => c.notNull())
    .addColumn('chosung', 'text', (c) => c.notNull())
    .addColumn('sort_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_index_pk', ['doc_type', 'doc_id'])
    .execute();

  await db.schema
    .createTable('member_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'text', (c) => c.notNull())
    .execute();
  // Deduplicated by term (SPEC 9.3): one row per member and term, its date moved on each search.
  await db.schema.createIndex('member_searches_term_uq').unique().on('member_searches').columns(['member_id', 'term']).execute();
  await db.schema.createIndex('member_searches_recent_idx').on('member_searches').columns(['member_id', 'searched_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_searches').execute();
  await db.schema.dropTable('search_index').execute();
  await db.schema.dropTable('news').execute();
  await db.schema.dropTable('faqs').execute();
  await db.schema.dropTable('article_tags').execute();
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('article_categories').execute();
}
