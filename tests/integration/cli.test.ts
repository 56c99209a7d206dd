import { describe, expect, it } from 'vitest';
import { runCli } from '../fixtures/cli';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';

/** The operator commands of build/cli.js (README, docs/operations.md), on both databases. */
describe.each(dialects)('operator commands on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });

  const cli = (args: string[], env: Record<string, string> = {}) => runCli(server.databaseUrl, args, env);
  const kysely = () => server.services.db.kysely;

  it('staff:create makes a staff account from STAFF_PASSWORD, promotes an existing one, and refuses weak input', async () => {
    const made = await cli(['staff:create', '--email', 'Ops@Example.kr', '--name', '운영자'], { STAFF_PASSWORD: 'a long passphrase here' });
    expect(made.code).toBe(0);
    expect(made.out).toContain('Staff account ops@example.kr created (admin).');
    const row = await kysely().selectFrom('members').select(['role', 'password_hash']).where('email', '=', 'ops@example.kr').executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^\$argon2/);

    const weak = await cli(['staff:create', '--email', 'x@example.kr', '--name', '약한'], { STAFF_PASSWORD: 'short' });
    expect(weak.code).toBe(2);
    expect(weak.err).toContain('STAFF_PASSWORD of at least 12 characters');
    expect(await kysely().selectFrom('members').select('id').where('email', '=', 'x@example.kr').executeTakeFirst()).toBeUndefined();
    expect((await cli(['nothing'])).code).toBe(2);
    expect((await cli(['staff:create', '--email', 'r@example.kr', '--name', '역할', '--role', 'owner'], { STAFF_PASSWORD: 'a long passphrase here' })).code).toBe(2);
    const support = await cli(['staff:create', '--email', 'help@example.kr', '--name', '상담원', '--role', 'support'], { STAFF_PASSWORD: 'a long passphrase here' });
    expect(support.out).toContain('Staff account help@example.kr created (support).');
  });

  it('staff:reset-second-factor removes the factor and ends the sessions (recovery)', async () => {
    const made = await cli(['staff:create', '--email', 'lost@example.kr', '--name', '분실'], { STAFF_PASSWORD: 'a long passphrase here' });
    expect(made.code).toBe(0);
    const { id } = await kysely().selectFrom('members').select('id').where('email', '=', 'lost@example.kr').executeTakeFirstOrThrow();
    await kysely().insertInto('staff_second_factors').values({ member_id: id, secret: 'JBSWY3DPEHPK3PXP', last_step: 0, enrolled_at: new Date().toISOString() }).execute();
    const session = await server.services.sessions.create(id);
    const reset = await cli(['staff:reset-second-factor', '--email', 'lost@example.kr']);
    expect(reset.code).toBe(0);
    expect(await kysely().selectFrom('staff_second_factors').select('member_id').where('member_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await server.services.sessions.get(session.id)).toBeNull();
    expect((await cli(['staff:reset-second-factor', '--email', 'nobody@example.kr'])).code).toBe(2);
  });

  it('site:maintenance-off ends a maintenance that also blocks the login page', async () => {
    await kysely().updateTable('site_config').set({ is_maintenance: 1, disabled_paths: '/', alert_message: '전체 점검 중' }).where('id', '=', 1).execute();
    await server.services.cache.delete('site-settings');
    expect((await server.fetch('/login')).status).toBe(503);
    const off = await cli(['site:maintenance-off']);
    expect(off.code).toBe(0);
    expect(off.out).toContain('Maintenance is off.');
    expect((await kysely().selectFrom('site_config').select('is_maintenance').where('id', '=', 1).executeTakeFirstOrThrow()).is_maintenance).toBe(0);
    await server.services.cache.delete('site-settings'); // the running server's own 15 s cache
    expect((await server.fetch('/login')).status).toBe(200);
  });
});
