import { sql } from 'kysely';
import type { DbConn } from '#server/platform/db/database';

/**
 * The name staff know a content record by, for each kind the audit trail names (its object types,
 * both spellings the operations use): the table and the column that holds the name.
 */
const NAMED_KINDS: Record<string, { table: string; column: string }> = {
  trial_campaign: { table: 'trial_campaigns', column: 'title' },
  'trial-campaign': { table: 'trial_campaigns', column: 'title' },
  'plus1-campaign': { table: 'store_campaigns', column: 'title' },
  store: { table: 'stores', column: 'name' },
  article: { table: 'articles', column: 'title' },
  news: { table: 'news', column: 'title' },
  faq: { table: 'faqs', column: 'question' },
  reply_template: { table: 'reply_templates', column: 'title' },
};

/** Names of content records by `{type}:{id}`, for the kinds above (other kinds are not looked up). */
export async function contentRecordNames(db: DbConn, objects: readonly { type: string; id: string }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const byType = new Map<string, Set<string>>();
  for (const o of objects) if (NAMED_KINDS[o.type] && o.id !== '' && !o.id.includes(',')) byType.set(o.type, (byType.get(o.type) ?? new Set()).add(o.id));
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const { table, column } = NAMED_KINDS[type]!;
      const rows = await sql<{ id: string | number; name: string }>`select id, ${sql.ref(column)} as name from ${sql.table(table)} where id in (${sql.join([...ids])})`.execute(db);
      for (const r of rows.rows) names.set(`${type}:${String(r.id)}`, r.name);
    }),
  );
  return names;
}
