import { createMember } from './db/seed/factories';
import { readEnv } from './env';
import { createServices } from './services';

/**
 * Operator commands. Staff accounts are created only here, never by sign-up:
 *   npm run staff:create -- --email staff@example.com --name 홍길동
 * The password is read from STAFF_PASSWORD (so it stays out of shell history and process lists).
 */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (command !== 'staff:create') {
    console.error('Usage: staff:create --email EMAIL --name NAME   (password in STAFF_PASSWORD)');
    process.exit(2);
  }
  const email = flag('email')?.trim().toLowerCase();
  const name = flag('name')?.trim();
  const password = process.env.STAFF_PASSWORD ?? '';
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name || password.length < 12) {
    console.error('staff:create needs --email, --name and STAFF_PASSWORD of at least 12 characters.');
    process.exit(2);
  }
  const services = await createServices(readEnv());
  try {
    const existing = await services.db.kysely.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) {
      await services.db.kysely.updateTable('members').set({ role: 'staff', updated_at: new Date().toISOString() }).where('id', '=', existing.id).execute();
      console.log(`${email} is now staff.`);
    } else {
      await createMember(services.db.kysely, { email, name, password, role: 'staff' });
      console.log(`Staff account ${email} created.`);
    }
  } finally {
    await services.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
