import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { htmlOf, pageText, postForm, sessionFrom } from '../fixtures/forms';
import { serverFixture } from '../fixtures/server';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { dialects } from '../setup/test-server';

/**
 * Issue 13, item 2 through the pages, against a local SMTP server: one answer for every address,
 * a link of a 256-bit token stored hashed, 30 minutes, used once, one live link per account,
 * limited per address and per e-mail, every session ended; Kakao-only accounts are told to use Kakao.
 */
const NEW_PASSWORD = 'maple leaves in autumn 77';
const CONFIRMATION = '가입된 계정이 있으면 비밀번호를 다시 정하는 링크를 보냈어요';

describe.each(dialects)('password reset on %s', (dialect) => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp.close());
  const server = serverFixture(dialect, () => ({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false', PAGE_CACHE_SECONDS: '10', PASSWORD_RESET_MAX_PER_EMAIL: '3', PASSWORD_RESET_MAX_PER_IP: '1000' }));
  beforeEach(() => {
    smtp.messages.length = 0;
    server.services.clock.reset();
  });

  const request = (email: string) => postForm(server, '/password-reset', { email }).then(async (res) => ({ res, text: pageText(await htmlOf(res)) }));
  // The link and its e-mail are written after the answer (services.afterResponse): wait for that, then send.
  const send = async () => {
    await server.services.afterResponse.settled();
    return server.services.mail.runOnce();
  };
  const linkOf = (to: string) => {
    const mail = smtp.to(to).at(-1);
    const url = /https?:\/\/\S+(\/password-reset\/new\?token=[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    if (!url) throw new Error(`no reset link mailed to ${to}`);
    return url[1]!;
  };

  it('mails a single-use link stored only as a hash, sets the new password and ends every session', async () => {
    const member = await createMember(server.services.db.kysely, { name: '이보리' });
    const other = await server.services.sessions.create(member.id);
    const asked = await request(member.email);
    expect(asked.res.status).toBe(200);
    expect(asked.text).toContain(CONFIRMATION);
    await send();
    const path = linkOf(member.email);
    const token = path.split('token=')[1]!;
    const mail = smtp.to(member.email)[0]!;
    expect(mail.subject).toContain('비밀번호 재설정 안내');
    expect(mail.text).toContain('30분');

    const stored = await server.services.db.kysely.selectFrom('password_resets').selectAll().where('member_id', '=', member.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)).toBe(30 * 60_000);

    const form = await server.fetch(path);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toContain('no-store');
    expect(pageText(await htmlOf(form))).toContain(member.email);

    const done = await postForm(server, '/password-reset/new', { token, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/login?reset=done');
    expect(await server.services.sessions.get(other.id)).toBeNull();

    const login = await postForm(server, '/login', { email: member.email, password: NEW_PASSWORD });
    expect(login.status).toBe(302);
    expect(sessionFrom(login)).toBeDefined();
    const old = await postForm(server, '/login', { email: member.email, password: member.password });
    expect(old.status).toBe(400);

    // Used once: the link and a second post with it are refused.
    expect(pageText(await htmlOf(await server.fetch(path)))).toContain('만료되었거나 이미 사용되었어요');
    const again = await postForm(server, '/password-reset/new', { token, newPassword: 'another fine phrase 88', newPasswordConfirm: 'another fine phrase 88' });
    expect(again.status).toBe(410);

    // The member is told the password changed.
    await send();
    expect(smtp.to(member.email).map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('비밀번호가 바뀌었어요')]));
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const known = await createMember(server.services.db.kysely);
    const a = await request(known.email);
    const b = await request('nobody-here@example.com');
    expect(b.res.status).toBe(a.res.status);
    expect(b.text.replace('nobody-here@example.com', 'X')).toBe(a.text.replace(known.email, 'X'));
    await send();
    expect(smtp.to('nobody-here@example.com')).toHaveLength(0);
  });

  it('keeps one live link per account: a new request makes the earlier link useless', async () => {
    const member = await createMember(server.services.db.kysely);
    await request(member.email);
    await send();
    const first = linkOf(member.email);
    await request(member.email);
    await send();
    const second = linkOf(member.email);
    expect(second).not.toBe(first);
    expect(pageText(await htmlOf(await server.fetch(first)))).toContain('만료되었거나 이미 사용되었어요');
    expect(pageText(await htmlOf(await server.fetch(second)))).toContain('새 비밀번호를 정해 주세요');
  });

  it('a link is dead after 30 minutes (the clock moved, not slept)', async () => {
    const member = await createMember(server.services.db.kysely);
    await request(member.email);
    await send();
    const path = linkOf(member.email);
    server.services.clock.advance(29 * 60_000);
    expect(pageText(await htmlOf(await server.fetch(path)))).toContain('새 비밀번호를 정해 주세요');
    server.services.clock.advance(2 * 60_000);
    expect(pageText(await htmlOf(await server.fetch(path)))).toContain('만료되었거나 이미 사용되었어요');
    const token = path.split('token=')[1]!;
    const late = await postForm(server, '/password-reset/new', { token, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD });
    expect(late.status).toBe(410);
  });

  it('is limited per e-mail address (known or not) with 429 and Retry-After', async () => {
    const email = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await request(email)).res.status).toBe(200);
    const limited = await request(email);
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.text).toContain('비밀번호 찾기 시도가 너무 많습니다');
  });

  it('refuses a guessable new password with the reason, and leaves the link live', async () => {
    const member = await createMember(server.services.db.kysely, { name: '박나래' });
    await request(member.email);
    await send();
    const token = linkOf(member.email).split('token=')[1]!;
    const weak = await postForm(server, '/password-reset/new', { token, newPassword: 'password123', newPasswordConfirm: 'password123' });
    expect(weak.status).toBe(400);
    const ok = await postForm(server, '/password-reset/new', { token, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD });
    expect(ok.status).toBe(302);
  });

  it('tells a Kakao-only account to sign in with Kakao, with the same page answer', async () => {
    const member = await createMember(server.services.db.kysely);
    await server.services.db.kysely.updateTable('members').set({ password_hash: null, kakao_id: `k-${member.id}` }).where('id', '=', member.id).execute();
    const asked = await request(member.email);
    expect(asked.text).toContain(CONFIRMATION);
    await send();
    const mail = smtp.to(member.email)[0]!;
    expect(mail.subject).toContain('카카오로 로그인해 주세요');
    expect(mail.text).not.toContain('/password-reset/new');
    expect(await server.services.db.kysely.selectFrom('password_resets').select('token_hash').where('member_id', '=', member.id).execute()).toHaveLength(0);
  });

  it('two posts with one link at the same moment: one sets the password, the other is refused', async () => {
    const member = await createMember(server.services.db.kysely);
    await request(member.email);
    await send();
    const token = linkOf(member.email).split('token=')[1]!;
    const posts = await Promise.all(
      ['first phrase for racing 1', 'second phrase for racing 2'].map((p) => postForm(server, '/password-reset/new', { token, newPassword: p, newPasswordConfirm: p })),
    );
    expect(posts.map((r) => r.status).sort()).toEqual([302, 410]);
  });
});
