import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../fixtures/cli';
import { createMember } from '#server/adapters/seed/factories';
import type { Role } from '#server/platform/db/schema/members';
import { postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { dialects } from '../setup/test-server';

const NEW_PASSWORD = 'quiet harbour lantern 42';

/**
 * Item 5 of the back-office security issue: every change to a staff account is in the audit trail,
 * whichever door it came through — the holder's own pages and links (/mypage/edit, the e-mail
 * change link, the password reset link), an admin's operations, the command line — once each.
 * A member's own changes write nothing.
 */
describe.each(dialects)('changes to staff accounts are audited on %s', (dialect) => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp.close());
  const server = serverFixture(dialect, () => ({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false', EMAIL_CHANGE_MAX_PER_HOUR: '100', PAGE_CACHE_SECONDS: '0' }));
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const db = () => server.services.db.kysely;
  async function account(role: Role, name: string) {
    const m = await createMember(db(), { name, role });
    const { id } = await server.services.sessions.create(m.id);
    return { ...m, cookie: `sid=${id}` };
  }
  const entriesOf = async (id: string) =>
    (await db().selectFrom('audit_log').select(['action', 'actor_id', 'kind', 'changes']).where('object_id', '=', id).orderBy('at').orderBy('id').execute()).map((e) => ({
      ...e,
      changes: JSON.parse(e.changes) as Record<string, { before: unknown; after: unknown }>,
    }));
  const linkIn = (to: string, pattern: RegExp) => {
    const path = pattern.exec(smtp.to(to).at(-1)?.text ?? '')?.[1];
    if (!path) throw new Error(`no link mailed to ${to}`);
    return path.split('token=')[1]!;
  };

  async function changeEmail(who: { email: string; password: string; cookie: string }, newEmail: string) {
    expect((await postForm(server, '/mypage/edit', { intent: 'email', newEmail, password: who.password }, who.cookie)).status).toBe(200);
    await server.services.mail.runOnce();
    const token = linkIn(newEmail, /https?:\/\/\S+?(\/email-change\?token=[A-Za-z0-9_-]{43})/);
    expect((await postForm(server, '/email-change', { token })).status).toBe(200);
  }

  it('a staff member’s e-mail change through /mypage/edit and its link is audited; a member’s is not', async () => {
    const support = await account('support', '상담하나');
    const newEmail = `desk-${support.id.slice(0, 8)}@example.kr`;
    await changeEmail(support, newEmail);
    const entries = await entriesOf(support.id);
    expect(entries).toEqual([{ action: 'staff.changeEmail', actor_id: support.id, kind: 'change', changes: { email: { before: support.email, after: newEmail } } }]);

    const member = await account('member', '회원하나');
    await changeEmail(member, `home-${member.id.slice(0, 8)}@example.kr`);
    expect(await entriesOf(member.id)).toEqual([]);
  });

  it('a staff password change on /mypage/edit and a reset through the mailed link are audited, never with the password', async () => {
    const editor = await account('editor', '편집하나');
    const changed = await postForm(server, '/mypage/edit', { intent: 'password', currentPassword: editor.password, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD }, editor.cookie);
    expect(changed.status).toBeLessThan(400);
    expect((await entriesOf(editor.id)).map((e) => [e.action, e.actor_id])).toEqual([['staff.changePassword', editor.id]]);

    expect((await postForm(server, '/password-reset', { email: editor.email })).status).toBe(200);
    // The link is made and queued after the answer (reset timing, docs/security.md).
    await server.services.afterResponse.settled();
    await server.services.mail.runOnce();
    const token = linkIn(editor.email, /https?:\/\/\S+(\/password-reset\/new\?token=[A-Za-z0-9_-]{43})/);
    const other = 'another calm lantern 77';
    expect((await postForm(server, '/password-reset/new', { token, newPassword: other, newPasswordConfirm: other })).status).toBeLessThan(400);
    const entries = await entriesOf(editor.id);
    expect(entries.map((e) => e.action)).toEqual(['staff.changePassword', 'staff.resetPassword']);
    const stored = JSON.stringify(entries);
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(other);
    expect(stored).not.toContain(token);
  });

  it('an admin’s role change, disable and second-factor reset write one entry each; the command line’s second-factor reset and promotion are audited as the CLI', async () => {
    const admin = await signedInMember(server.services, 'staff', '관리하나');
    const agent = await account('support', '상담둘');
    await postForm(server, '/staff/accounts', { intent: 'role', memberId: agent.id, role: 'editor' }, admin.cookie);
    await postForm(server, '/staff/accounts', { intent: 'disable', memberId: agent.id }, admin.cookie);
    expect((await entriesOf(agent.id)).map((e) => [e.action, e.actor_id, e.changes])).toEqual([
      ['staff.changeRole', admin.id, { role: { before: 'support', after: 'editor' } }],
      ['staff.disable', admin.id, { disabled: { before: false, after: true } }],
    ]);

    // An admin resets a lost second factor on /staff/accounts: one entry, and the account's sessions end.
    const phoneless = await account('editor', '분실둘');
    await db().insertInto('staff_second_factors').values({ member_id: phoneless.id, secret: 'JBSWY3DPEHPK3PXP', last_step: 0, enrolled_at: new Date().toISOString() }).execute();
    expect((await postForm(server, '/staff/accounts', { intent: 'reset-second-factor', memberId: phoneless.id }, admin.cookie)).headers.get('location')).toBe('/staff/accounts?done=second-factor');
    expect((await entriesOf(phoneless.id)).map((e) => [e.action, e.actor_id, e.changes.secondFactor])).toEqual([['staff.resetSecondFactor', admin.id, { before: true, after: false }]]);
    expect(await db().selectFrom('staff_second_factors').select('member_id').where('member_id', '=', phoneless.id).executeTakeFirst()).toBeUndefined();
    expect((await server.fetch('/mypage', { headers: { Cookie: phoneless.cookie } })).status).toBe(302);

    const lost = await account('admin', '분실하나');
    await db().insertInto('staff_second_factors').values({ member_id: lost.id, secret: 'JBSWY3DPEHPK3PXP', last_step: 0, enrolled_at: new Date().toISOString() }).execute();
    expect((await cli(['staff:reset-second-factor', '--email', lost.email])).code).toBe(0);
    const member = await account('member', '승격하나');
    expect((await cli(['staff:create', '--email', member.email, '--name', '승격하나', '--role', 'support'], { STAFF_PASSWORD: 'a long passphrase here' })).code).toBe(0);
    expect((await entriesOf(lost.id)).map((e) => [e.action, e.actor_id, e.changes.secondFactor])).toEqual([['staff.resetSecondFactor', 'cli', { before: true, after: false }]]);
    expect((await entriesOf(member.id)).map((e) => [e.action, e.actor_id])).toEqual([['staff.changeRole', 'cli']]);
  });

  const cli = (args: string[], env: Record<string, string> = {}) => runCli(server.databaseUrl, args, env);
});
