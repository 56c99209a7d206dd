import type { Kysely } from 'kysely';

/**
 * The home page editor (issue 15 item 6): staff edit a draft of a page's sections next to the
 * published ones (`sections_json`, what guests see). Null when there is no draft; publishing
 * copies it over the published sections and clears it. `draft_updated_at` says when it was saved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_layout').addColumn('draft_json', 'text').execute();
  await db.schema.alterTable('page_layout').addColumn('draft_updated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_layout').dropColumn('draft_updated_at').execute();
  await db.schema.alterTable('page_layout').dropColumn('draft_json').execute();
}
