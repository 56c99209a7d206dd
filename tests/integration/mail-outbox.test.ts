import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { claimDueMail, countOutboxByStatus, enqueueMail } from '#server/platform/mail/outbox';
import { defineMailTemplate } from '#server/platform/mail/template';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

/**
 * Issue 13, item 1: messages are written to the outbox in the event's transaction and sent by
 * workers with retries and back-off; with the SMTP server away nothing is lost, and with two
 * instances sending nothing is sent twice. Against a local SMTP server, on both databases.
 */
const testNotice = defineMailTemplate({
  name: 'test-notice',
  data: z.object({ n: z.number().int(), name: z.string() }),
  compose: (d) => ({ subject: `알림 ${d.n}`, heading: `${d.name}님, 안녕하세요`, paragraphs: [`${d.n}번째 알림이에요.`], action: { label: '확인하기', path: `/mypage?n=${d.n}` } }),
});

describe.each(dialects)('mail outbox on %s', (dialect) => {
  let smtp: SmtpStandIn;
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    database = await createTestDatabase(dialect);
    // Two instances on one database; their workers are driven by the test (MAIL_WORKER=false).
    const env = { SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false', MAIL_RETRY_BASE_MS: '10000', MAIL_RETRY_MAX_MS: '60000', MAIL_FROM: 'no-reply@example.test', SMTP_TIMEOUT_MS: '2000' };
    a = await startTestServer(database.url, env);
    b = await startTestServer(database.url, env, { seed: false });
    for (const s of [a, b]) s.services.mail.register(testNotice);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await smtp?.close();
  });
  beforeEach(async () => {
    await smtp.up().catch(() => undefined);
    smtp.messages.length = 0;
    smtp.refuse.clear();
    await a.services.db.kysely.deleteFrom('mail_outbox').execute();
    for (const s of [a, b]) s.services.clock.reset();
  });

  const both = (ms: number) => {
    for (const s of [a, b]) s.services.clock.advance(ms);
  };
  /** Both instances' workers at once, until a pass of both sends and retries nothing. */
  const drain = async () => {
    for (let i = 0; i < 50; i++) {
      const [x, y] = await Promise.all([a.services.mail.runOnce(), b.services.mail.runOnce()]);
      if (x.sent + x.retried + x.failed + y.sent + y.retried + y.failed === 0) return;
    }
    throw new Error('the outbox did not settle');
  };

  it('a message rolled back with its event is never sent; a committed one is, rendered in Korean with the letterhead', async () => {
    const db = a.services.db.kysely;
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueueMail(trx, { to: 'rolled@example.test', template: testNotice, data: { n: 0, name: '취소' } });
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    await db.transaction().execute((trx) => enqueueMail(trx, { to: 'kim@example.test', template: testNotice, data: { n: 1, name: '김도담' } }));
    await drain();
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    const brand = (await db.selectFrom('site_config').select('brand_name').executeTakeFirstOrThrow()).brand_name;
    expect(mail!.to).toEqual(['kim@example.test']);
    expect(mail!.subject).toBe(`[${brand}] 알림 1`);
    expect(mail!.from).toContain(brand);
    expect(mail!.text).toContain('김도담님, 안녕하세요');
    expect(mail!.text).toMatch(/확인하기: http:\/\/[^\s]+\/mypage\?n=1/);
    expect(mail!.text).toContain('고객센터');
    expect(mail!.html).toContain('lang="ko"');
    expect(mail!.html).toContain('href="http');
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, data: '{}' });
    expect(mail!.messageId).toBe(`<${row.id}@example.test>`);
  });

  it('with the SMTP server down for a minute, nothing is lost and nothing is sent twice by two instances', async () => {
    const count = 30;
    await smtp.down();
    await a.services.db.kysely.transaction().execute(async (trx) => {
      for (let n = 1; n <= count; n++) await enqueueMail(trx, { to: `member${n}@example.test`, template: testNotice, data: { n, name: `회원${n}` } });
    });

    // Both workers try while the server is away: every message goes back to the queue with back-off.
    const [x, y] = await Promise.all([a.services.mail.runOnce(), b.services.mail.runOnce()]);
    expect(x.sent + y.sent).toBe(0);
    // Each claims a batch (up to 20) of its own: all 30 tried once, none by both.
    expect(x.retried + y.retried).toBe(count);
    await drain();
    expect(await countOutboxByStatus(a.services.db.kysely)).toMatchObject({ queued: count, sending: 0, sent: 0, failed: 0 });

    // Half a minute on, the next tries fail again (the back-off doubles: 10 s, then 20 s).
    both(30_000);
    await drain();
    const waiting = await a.services.db.kysely.selectFrom('mail_outbox').select(['attempts', 'next_attempt_at', 'last_error']).execute();
    expect(waiting.every((r) => r.attempts === 2 && r.last_error !== null)).toBe(true);
    expect(smtp.messages).toHaveLength(0);

    // A minute after it went away the server is back: every message arrives, exactly once.
    await smtp.up();
    both(30_000);
    await drain();
    expect(await countOutboxByStatus(a.services.db.kysely)).toMatchObject({ queued: 0, sending: 0, sent: count, failed: 0 });
    expect(smtp.messages).toHaveLength(count);
    const ids = smtp.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(count);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(count);
  });

  it('two workers claiming at the same moment never take the same row', async () => {
    await a.services.db.kysely.transaction().execute(async (trx) => {
      for (let n = 1; n <= 40; n++) await enqueueMail(trx, { to: `c${n}@example.test`, template: testNotice, data: { n, name: 'x' } });
    });
    const now = a.services.clock.now();
    const until = new Date(now.getTime() + 60_000);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimDueMail((i % 2 ? a : b).services.db.kysely, dialect, `owner-${i}`, now, until, 7)),
    );
    const ids = claims.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });

  it('a message claimed by a worker that died is sent by another once the lease runs out', async () => {
    await enqueueMail(a.services.db.kysely, { to: 'lease@example.test', template: testNotice, data: { n: 7, name: '리스' } });
    const now = a.services.clock.now();
    const claimed = await claimDueMail(a.services.db.kysely, dialect, 'crashed-worker', now, new Date(now.getTime() + 120_000), 10);
    expect(claimed).toHaveLength(1);
    // Within the lease no other worker touches it.
    expect(await b.services.mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    both(121_000);
    expect(await b.services.mail.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.to('lease@example.test')).toHaveLength(1);
  });

  it('a recipient the server refuses for good (550) is marked failed at once, without retries', async () => {
    smtp.refuse.add('nobody@example.test');
    await enqueueMail(a.services.db.kysely, { to: 'nobody@example.test', template: testNotice, data: { n: 9, name: '없음' } });
    expect(await a.services.mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await a.services.db.kysely.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('550');
  });

  it('an unknown template fails the row, and enqueueing data that does not fit the template fails the event', async () => {
    await expect(enqueueMail(a.services.db.kysely, { to: 'x@example.test', template: testNotice, data: { n: 'one', name: 'x' } as never })).rejects.toThrow();
    await a.services.db.kysely
      .insertInto('mail_outbox')
      .values({ id: 'orphan', member_id: null, to_address: 'o@example.test', template: 'no-such-template', data: '{}', status: 'queued', attempts: 0, next_attempt_at: new Date(0).toISOString(), lease_owner: null, lease_until: null, last_error: null, transport: null, subject: null, created_at: new Date().toISOString(), sent_at: null })
      .execute();
    expect(await a.services.mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
  });

  it('after the last allowed try (MAIL_MAX_ATTEMPTS) a message is failed', async () => {
    await smtp.down();
    try {
      const id = await enqueueMail(a.services.db.kysely, { to: 'last@example.test', template: testNotice, data: { n: 4, name: '마지막' } });
      await a.services.db.kysely.updateTable('mail_outbox').set({ attempts: a.services.env.MAIL_MAX_ATTEMPTS - 1 }).where('id', '=', id).execute();
      expect(await a.services.mail.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
      expect(await countOutboxByStatus(a.services.db.kysely)).toMatchObject({ failed: 1, queued: 0 });
    } finally {
      await smtp.up();
    }
  });

  it('the worker loop the app starts sends on its own', async () => {
    // The started loop (MAIL_POLL_MS) is what production runs: start it on one instance.
    await enqueueMail(a.services.db.kysely, { to: 'loop@example.test', template: testNotice, data: { n: 3, name: '루프' } });
    a.services.mail.start(20, () => true);
    try {
      const mail = await smtp.waitFor((m) => m.to.includes('loop@example.test'));
      expect(mail.subject).toContain('알림 3');
    } finally {
      await a.services.mail.stop();
    }
  });
});

/**
 * With nothing configured (no SMTP_URL) every message stays in the outbox and staff read it at
 * /staff/mail, links included, so `npm start` needs no mail server.
 */
describe.each(dialects)('the development outbox at /staff/mail on %s', (dialect) => {
  const server = serverFixture(dialect, { MAIL_WORKER: 'false', JOBS_ENABLED: 'false' });

  it('keeps the message, shows it to staff only, and failed messages can be sent again', async () => {
    const staff = await signedInMember(server.services, 'staff', '운영자');
    const member = await signedInMember(server.services);
    expect((await postForm(server, '/password-reset', { email: member.email })).status).toBe(200);
    await server.services.afterResponse.settled(); // the reset link is written after the answer
    expect(await server.services.mail.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const row = await server.services.db.kysely.selectFrom('mail_outbox').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', transport: 'outbox' });
    expect(row.data).toContain('/password-reset/new?token=');

    expect((await server.fetch('/staff/mail')).status).toBe(302);
    expect((await server.fetch('/staff/mail', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const html = await htmlOf(await server.fetch(`/staff/mail?to=${encodeURIComponent(member.email)}`, { headers: { Cookie: staff.cookie } }));
    expect(pageText(html)).toContain('이 서버에는 메일 서버가 연결되어 있지 않습니다');
    expect(pageText(html)).toContain('비밀번호 재설정 안내');
    // Issue 24, item 4: the way it truly went, never "보냄", and no environment variable names.
    expect(pageText(html)).toContain('개발용 보관함에만 저장');
    expect(pageText(html)).toContain('받는 사람에게는 가지 않았습니다');
    expect(pageText(html)).not.toContain('보냄');
    expect(html).not.toMatch(/SMTP|MAIL_/);
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/password-reset\/new\?token=[A-Za-z0-9_-]{43}">/);

    await server.services.db.kysely.updateTable('mail_outbox').set({ status: 'failed', last_error: '550 no such user' }).where('id', '=', row.id).execute();
    const listed = pageText(await htmlOf(await server.fetch('/staff/mail?state=failed', { headers: { Cookie: staff.cookie } })));
    expect(listed).toContain('발송 실패');
    expect(listed).toContain('마지막 오류: 메일 서버가 받는 주소를 거절했습니다');
    expect(listed).toContain('기술 정보 550 no such user');
    expect((await postForm(server, '/staff/mail?status=failed', { mailId: row.id }, member.cookie)).status).toBe(403);
    const again = await postForm(server, '/staff/mail?status=failed', { mailId: row.id }, staff.cookie);
    expect(again.status).toBe(302);
    expect((await server.services.db.kysely.selectFrom('mail_outbox').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('queued');
    const twice = await postForm(server, '/staff/mail', { mailId: row.id }, staff.cookie);
    expect(twice.status).toBe(409);
  });

  it('says per message how it went, whatever this instance is configured with: a mail server, retrying, waiting', async () => {
    const staff = await signedInMember(server.services, 'staff', '발송 확인');
    const db = server.services.db.kysely;
    const base = { member_id: null, template: 'account.password-changed', data: '{}', lease_owner: null, lease_until: null, subject: '비밀번호가 바뀌었어요', created_at: '2026-11-28T06:04:00.000Z' };
    await db
      .insertInto('mail_outbox')
      .values([
        { ...base, id: 'mail-smtp', to_address: 'smtp-sent@example.test', status: 'sent', attempts: 1, next_attempt_at: base.created_at, last_error: null, transport: 'smtp', sent_at: '2026-11-28T06:05:00.000Z' },
        { ...base, id: 'mail-retry', to_address: 'retrying@example.test', status: 'queued', attempts: 2, next_attempt_at: '2026-11-28T06:10:00.000Z', last_error: 'connect ECONNREFUSED 10.0.0.1:587', transport: null, sent_at: null },
        { ...base, id: 'mail-wait', to_address: 'waiting@example.test', status: 'queued', attempts: 0, next_attempt_at: base.created_at, last_error: null, transport: null, sent_at: null },
      ])
      .execute();
    const text = async (query: string) => pageText(await htmlOf(await server.fetch(`/staff/mail?${query}`, { headers: { Cookie: staff.cookie } })));
    const delivered = await text('state=delivered');
    expect(delivered).toContain('smtp-sent@example.test');
    expect(delivered).toContain('메일 서버로 발송했습니다.');
    expect(delivered).toContain('처리한 때 2026년 11월 28일 오후 3:05');
    expect(delivered).not.toContain('retrying@example.test');
    const retrying = await text('state=retrying');
    expect(retrying).toContain('retrying@example.test');
    expect(retrying).toContain('보내 본 횟수 2회');
    expect(retrying).toContain('다음 시도 2026년 11월 28일 오후 3:10');
    expect(retrying).toContain('마지막 오류: 메일 서버에 연결하지 못했습니다.');
    expect(retrying).toContain('ECONNREFUSED');
    const waiting = await text('state=waiting');
    expect(waiting).toContain('waiting@example.test');
    expect(waiting).toContain('아직 보내지 않았습니다');
    expect(waiting).not.toContain('메일 서버로 발송했습니다');
  });
});
