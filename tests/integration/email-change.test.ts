import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { serverFixture } from '../fixtures/server';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { dialects } from '../setup/test-server';

/** Issue 13, item 3: the e-mail changes only through a link sent to the new address; the old one is told. */
describe.each(dialects)('e-mail change on %s', (dialect) => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp.close());
  const server = serverFixture(dialect, () => ({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false', EMAIL_CHANGE_MAX_PER_HOUR: '100' }));
  beforeEach(() => {
    smtp.messages.length = 0;
    server.services.clock.reset();
  });

  async function member(name = '한도담') {
    const m = await createMember(server.services.db.kysely, { name });
    const { id } = await server.services.sessions.create(m.id);
    return { ...m, cookie: `sid=${id}` };
  }
  const ask = (cookie: string, fields: Record<string, string>) => postForm(server, '/mypage/edit', { intent: 'email', ...fields }, cookie);
  const linkTo = (address: string) => {
    const mail = smtp.to(address).at(-1);
    const path = /https?:\/\/\S+?(\/email-change\?token=[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!path) throw new Error(`no change link mailed to ${address}`);
    return path;
  };
  const emailOf = async (id: string) => (await server.services.db.kysely.selectFrom('members').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

  it('sends the link to the new address, changes nothing until it is confirmed, then tells the old address', async () => {
    const m = await member();
    const newEmail = `new-${m.id.slice(0, 8)}@example.com`;
    const asked = await ask(m.cookie, { newEmail: newEmail.toUpperCase(), password: m.password });
    expect(asked.status).toBe(200);
    expect(pageText(await htmlOf(asked))).toContain(`${newEmail} 으로 확인 메일을 보냈어요`);
    await server.services.mail.runOnce();
    const path = linkTo(newEmail);
    expect(smtp.to(newEmail)[0]!.subject).toContain('새 이메일 주소를 확인해 주세요');
    expect(await emailOf(m.id)).toBe(m.email);

    // Opening the link shows the change; only the button makes it (a mail scanner's GET changes nothing).
    const page = await server.fetch(path);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(pageText(await htmlOf(page))).toContain(`${newEmail} 으로 바꿀까요?`);
    expect(await emailOf(m.id)).toBe(m.email);
    const token = path.split('token=')[1]!;
    const done = await postForm(server, '/email-change', { token });
    expect(done.status).toBe(200);
    expect(pageText(await htmlOf(done))).toContain('계정 이메일을');
    expect(await emailOf(m.id)).toBe(newEmail);

    await server.services.mail.runOnce();
    const told = smtp.to(m.email).at(-1)!;
    expect(told.subject).toContain('계정 이메일이 바뀌었어요');
    expect(told.text).toContain('ne***');
    expect(told.text).not.toContain(newEmail);

    expect((await postForm(server, '/login', { email: newEmail, password: m.password })).status).toBe(302);
    expect((await postForm(server, '/login', { email: m.email, password: m.password })).status).toBe(400);
    // Used once.
    expect((await postForm(server, '/email-change', { token })).status).toBe(410);
  });

  it('refuses a wrong password, the same address and one another account holds', async () => {
    const m = await member();
    const other = await createMember(server.services.db.kysely);
    expect((await ask(m.cookie, { newEmail: 'x-free@example.com', password: 'not the password' })).status).toBe(400);
    expect((await ask(m.cookie, { newEmail: m.email, password: m.password })).status).toBe(400);
    const taken = await ask(m.cookie, { newEmail: other.email, password: m.password });
    expect(taken.status).toBe(409);
    expect(pageText(await htmlOf(taken))).toContain('이미 다른 계정이 쓰는 이메일입니다');
    await server.services.mail.runOnce();
    expect(smtp.messages).toHaveLength(0);
  });

  it('a link is good for 24 hours, and a new request replaces it', async () => {
    const m = await member();
    await ask(m.cookie, { newEmail: `first-${m.id.slice(0, 6)}@example.com`, password: m.password });
    await ask(m.cookie, { newEmail: `second-${m.id.slice(0, 6)}@example.com`, password: m.password });
    await server.services.mail.runOnce();
    // The first request's mail was still waiting: it was dropped with its link.
    expect(smtp.to(`first-${m.id.slice(0, 6)}@example.com`)).toHaveLength(0);
    const second = linkTo(`second-${m.id.slice(0, 6)}@example.com`).split('token=')[1]!;
    server.services.clock.advance(24 * 3_600_000 + 1000);
    expect((await postForm(server, '/email-change', { token: second })).status).toBe(410);
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('a Kakao-only account asks without a password', async () => {
    const m = await member();
    await server.services.db.kysely.updateTable('members').set({ password_hash: null, kakao_id: `k-${m.id}` }).where('id', '=', m.id).execute();
    const asked = await ask(m.cookie, { newEmail: `kakao-${m.id.slice(0, 6)}@example.com` });
    expect(asked.status).toBe(200);
  });

  it('an address taken after the request cannot be confirmed', async () => {
    const m = await member();
    const wanted = `race-${m.id.slice(0, 6)}@example.com`;
    await ask(m.cookie, { newEmail: wanted, password: m.password });
    await server.services.mail.runOnce();
    const token = linkTo(wanted).split('token=')[1]!;
    await createMember(server.services.db.kysely, { email: wanted });
    const refused = await postForm(server, '/email-change', { token });
    expect(refused.status).toBe(409);
    expect(await emailOf(m.id)).toBe(m.email);
  });
});
