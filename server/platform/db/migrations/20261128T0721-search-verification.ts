import type { Kysely } from 'kysely';

/**
 * The site-ownership values Naver Search Advisor and Google Search Console ask a site to show in
 * its pages' head (issue 25, item 1), in the settings row staff edit. Empty: no such meta tag.
 */
const COLUMNS = ['naver_site_verification', 'google_site_verification'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('site_config').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('site_config').dropColumn(column).execute();
}
