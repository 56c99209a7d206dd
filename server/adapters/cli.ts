import { memberIdByEmail, setMemberRole, setSuspension } from '#app/features/account/data/account.server';
import { isStaffRole, STAFF_ROLES } from '../platform/auth/staff-roles';
import { weakPasswordReason } from '#app/features/account/password-strength.server';
import { removeSecondFactor } from '#app/features/account/data/second-factor.server';
import { recordAccountChange } from '#app/features/account/data/staff-account-changes.server';
import { hasSiteConfig, updateSiteConfig } from '#app/features/site/data/site-config.server';
import { createMember } from './seed/factories';
import { type Env, readEnv } from '../platform/env';
import { backup, BackupError, restore } from '../platform/db/backup';
import { createServices, type Services } from '../platform/services';

/**
 * Operator commands:
 *   npm run staff:create -- --email staff@example.com --name 홍길동 [--role admin|editor|support]
 *     The first admin (and recovery): an account made here, or an existing one given the role
 *     (admin unless --role says otherwise). Other staff are invited from /staff/accounts. The
 *     password is read from STAFF_PASSWORD (so it stays out of shell history and process lists).
 *   npm run db:backup -- --to FILE / npm run db:restore -- --from FILE [--force]
 *     A consistent copy of the live database and the local uploads in one archive, and putting
 *     it back (docs/operations.md "Backups").
 *   npm run site:maintenance-off
 *     Ends maintenance from the server, for when it also blocks the login page and nobody
 *     is signed in to switch it off at /staff/site.
 */
const USAGE = `Usage:
  staff:create --email EMAIL --name NAME [--role admin|editor|support]   (password in STAFF_PASSWORD, 12+ characters; role admin by default)
  staff:reset-second-factor --email EMAIL   (recovery: removes the account's second factor and ends its sessions; it enrols again at its next sign-in)
  site:maintenance-off
  db:backup --to FILE   (a consistent copy of the running site's database and local uploads)
  db:restore --from FILE [--force]   (stop the site first; --force replaces an existing SQLite file)`;

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'staff:create') return withServices((services) => createStaff(services, args));
  if (command === 'staff:reset-second-factor') return withServices((services) => resetSecondFactor(services, args));
  if (command === 'site:maintenance-off') return withServices(maintenanceOff);
  if (command === 'db:backup' || command === 'db:restore') return backupCommand(command, args);
  console.error(USAGE);
  process.exit(2);
}

function flagOf(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Backup and restore work on the files and the database directly: no migration, no services. */
async function backupCommand(command: 'db:backup' | 'db:restore', args: string[]): Promise<void> {
  const env: Env = readEnv();
  const target = { databaseUrl: env.DATABASE_URL, uploadDir: env.S3_BUCKET ? undefined : env.UPLOAD_DIR };
  const file = flagOf(args, command === 'db:backup' ? 'to' : 'from');
  if (!file) {
    console.error(command === 'db:backup' ? 'db:backup needs --to FILE' : 'db:restore needs --from FILE');
    process.exitCode = 2;
    return;
  }
  try {
    if (command === 'db:backup') {
      const manifest = await backup(target, file);
      console.log(`Backed up the ${manifest.dialect} database${manifest.uploads ? ' and the uploads' : ''} to ${file}.`);
      if (env.S3_BUCKET) console.log(`Uploads are in the S3 bucket ${env.S3_BUCKET}: keep them with the bucket's versioning or replication.`);
    } else {
      const manifest = await restore(target, file, { force: args.includes('--force') });
      console.log(`Restored the ${manifest.dialect} database of ${manifest.createdAt}${manifest.uploads && target.uploadDir ? ' and the uploads' : ''}.`);
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`${command}: ${error.message}`);
    process.exitCode = 1;
  }
}

async function withServices(run: (services: Services) => Promise<void>): Promise<void> {
  const services = await createServices(readEnv());
  try {
    await run(services);
  } finally {
    await services.close();
  }
}

async function createStaff(services: Services, args: string[]): Promise<void> {
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const email = flag('email')?.trim().toLowerCase();
  const name = flag('name')?.trim();
  const password = process.env.STAFF_PASSWORD ?? '';
  const role = flag('role') ?? 'admin';
  if (!isStaffRole(role) || role === 'clerk') {
    // A store clerk is bound to stores, which only the invitation on /staff/accounts sets.
    console.error(`staff:create --role must be one of ${STAFF_ROLES.filter((r) => r !== 'clerk').join(', ')}. Invite store clerks from /staff/accounts, where their stores are chosen.`);
    process.exitCode = 2;
    return;
  }
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name || password.length < 12) {
    console.error('staff:create needs --email, --name and STAFF_PASSWORD of at least 12 characters.');
    process.exitCode = 2;
    return;
  }
  // The same password rule as sign-up: staff accounts are worth more to an attacker, not less.
  const weak = weakPasswordReason(password, [email, name]);
  if (weak !== null) {
    console.error(`STAFF_PASSWORD is too easy to guess: ${weak}`);
    process.exitCode = 2;
    return;
  }
  const existing = await memberIdByEmail(services.db.kysely, email);
  if (existing !== undefined) {
    await setMemberRole(services.db.kysely, existing, role, { by: 'cli', action: 'staff.changeRole' });
    // Recovery too: a disabled account is enabled again; its sessions end, so the next sign-in
    // asks the second factor the role needs.
    await setSuspension(services.db.kysely, existing, null, { by: 'cli', action: 'staff.enable' });
    await services.sessions.destroyAllForMember(existing);
    console.log(`${email} is now staff (${role}).`);
  } else {
    const created = await createMember(services.db.kysely, { email, name, password, role });
    await recordAccountChange(services.db.kysely, created.id, { by: 'cli', action: 'staff.createAccount' }, {}, { email, name, role });
    console.log(`Staff account ${email} created (${role}).`);
  }
}

/** Recovery of a staff account whose phone and recovery codes are lost. */
async function resetSecondFactor(services: Services, args: string[]): Promise<void> {
  const i = args.indexOf('--email');
  const email = i >= 0 ? args[i + 1]?.trim().toLowerCase() : undefined;
  const id = email ? await memberIdByEmail(services.db.kysely, email) : undefined;
  if (!email || id === undefined) {
    console.error('staff:reset-second-factor needs --email of an existing account.');
    process.exitCode = 2;
    return;
  }
  await removeSecondFactor(services.db.kysely, id, { by: 'cli', action: 'staff.resetSecondFactor' });
  await services.sessions.destroyAllForMember(id);
  console.log(`${email}: second factor removed and sessions ended; it enrols again at its next sign-in.`);
}

async function maintenanceOff(services: Services): Promise<void> {
  if (!(await hasSiteConfig(services.db.kysely))) {
    console.error('No site settings in this database yet: start the server on it once first.');
    process.exitCode = 1;
    return;
  }
  await updateSiteConfig(services.db.kysely, services.invalidation, { IsMaintenance__c: false });
  services.logger.info({ by: 'cli' }, 'site settings changed: maintenance off');
  console.log(`Maintenance is off. Running servers pick it up ${services.env.REDIS_URL ? 'within a second or two' : 'within 15 seconds'}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
