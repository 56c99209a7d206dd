import { type Kysely, sql } from 'kysely';
import { chosungOf } from '#app/lib/korean-search';

/**
 * Member support finds a member by the initial consonants of the name, as Korean staff type
 * them ("ㄱㄷㄷ" for 김도담; issue 14 item 5, "Korean-aware"): each name's initials are kept
 * next to it (spaces removed), written with the name, filled here for the members there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('name_initials', 'text', (c) => c.notNull().defaultTo('')).execute();
  const members = db as unknown as Kysely<{ members: { id: string; name: string; name_initials: string } }>;
  let after = '';
  for (;;) {
    const rows = await members.selectFrom('members').select(['id', 'name']).where('id', '>', after).orderBy('id').limit(1000).execute();
    if (rows.length === 0) break;
    for (const row of rows) await members.updateTable('members').set({ name_initials: nameInitials(row.name) }).where('id', '=', row.id).execute();
    after = rows.at(-1)!.id;
  }
  await sql`CREATE INDEX members_name_initials ON members (name_initials)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX members_name_initials`.execute(db);
  await db.schema.alterTable('members').dropColumn('name_initials').execute();
}

/** The name's initial consonants with spaces removed (a copy of the app's rule: a migration is frozen as written). */
function nameInitials(name: string): string {
  return chosungOf(name.normalize('NFC').replace(/\s+/g, ''));
}
