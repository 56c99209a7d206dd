import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOnlineCoupon } from '#app/features/offline-store/data/coupons.server';
import { postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { apply, createCampaign, deliver } from '../fixtures/recruitment';
import { serverFixture } from '../fixtures/server';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { dialects } from '../setup/test-server';

/**
 * Issue 13, item 7: withdrawal with mail and notices. Messages still waiting to go to the member
 * are dropped (never sent), notices, reset and change links and unused coupons go, applications
 * not yet sent are cancelled; personal data is erased as before and the legal records stay.
 */
describe.each(dialects)('withdrawal and messages on %s', (dialect) => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp.close());
  const server = serverFixture(dialect, () => ({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false', EMAIL_CHANGE_MAX_PER_HOUR: '50' }));

  it('drops pending mail, erases notices, links and unused coupons, cancels unsent applications, keeps the records', async () => {
    const db = server.services.db.kysely;
    const member = await signedInMember(server.services, 'member', '탈퇴예정');
    await db.insertInto('notification_settings').values({ member_id: member.id, email: 1, trial_openings: 1, updated_at: new Date().toISOString() }).execute();
    const pet = await addPet(server.services, member.id);
    // One trial delivered (a record to keep), one waiting for the draw, one drawn not yet sent.
    const delivered = await apply(server, member.cookie, await createCampaign(server.services), pet);
    await deliver(server.services, delivered);
    const waitingCampaign = await createCampaign(server.services, { announceAt: new Date(Date.now() + 5 * 86_400_000) });
    const waiting = await apply(server, member.cookie, waitingCampaign, pet);
    const drawn = await apply(server, member.cookie, await createCampaign(server.services), pet);
    await db.updateTable('trial_orders').set({ status: 'selected' }).where('id', '=', drawn).execute();
    // Unused and used coupons; a reset link and an e-mail change waiting; mail waiting in the outbox.
    await issueOnlineCoupon(server.services.db.kysely, member.id, `review:${delivered}`, { title: '리뷰 감사 쿠폰', benefit: '10%', validDays: 30 });
    await issueOnlineCoupon(server.services.db.kysely, member.id, 'test:used', { title: '사용한 쿠폰', benefit: '10%', validDays: 30 });
    await db.updateTable('coupons').set({ used_at: new Date().toISOString(), online_order_no: 'MALL-1' }).where('member_id', '=', member.id).where('source_key', '=', 'test:used').execute();
    expect((await postForm(server, '/password-reset', { email: member.email })).status).toBe(200);
    await server.services.afterResponse.settled(); // the reset link is written after the answer
    expect((await postForm(server, '/mypage/edit', { intent: 'email', newEmail: `next-${member.id.slice(0, 6)}@example.com`, password: member.password }, member.cookie)).status).toBe(200);
    const pending = await db.selectFrom('mail_outbox').select('to_address').where('member_id', '=', member.id).where('status', '=', 'queued').execute();
    expect(pending.length).toBeGreaterThanOrEqual(5); // notices (applied ×3, shipped, delivered) and the two links
    expect(await db.selectFrom('notifications').select('id').where('member_id', '=', member.id).execute()).not.toHaveLength(0);
    const appliedBefore = (await db.selectFrom('trial_campaigns').select('applied_count').where('id', '=', waitingCampaign).executeTakeFirstOrThrow()).applied_count;

    const res = await postForm(server, '/mypage/withdrawal', { reasons: ['not-used'], password: member.password, confirm: 'on' }, member.cookie);
    expect(res.status).toBe(302);

    // Nothing waiting goes out: the worker finds nothing of theirs.
    await server.services.mail.runOnce();
    expect(smtp.messages.filter((m) => m.to.includes(member.email) || m.to.some((t) => t.startsWith('next-')))).toHaveLength(0);
    expect(await db.selectFrom('mail_outbox').select('id').where('member_id', '=', member.id).execute()).toHaveLength(0);
    for (const table of ['notifications', 'notification_settings', 'password_resets', 'email_changes'] as const) {
      expect(await db.selectFrom(table).select('member_id').where('member_id', '=', member.id).execute(), table).toHaveLength(0);
    }
    expect((await db.selectFrom('coupons').select('title').where('member_id', '=', member.id).execute()).map((c) => c.title)).toEqual(['사용한 쿠폰']);
    const orders = new Map((await db.selectFrom('trial_orders').select(['id', 'status']).where('member_id', '=', member.id).execute()).map((o) => [o.id, o.status]));
    expect(orders.get(delivered)).toBe('delivered');
    expect(orders.get(waiting)).toBe('cancelled');
    expect(orders.get(drawn)).toBe('cancelled');
    expect((await db.selectFrom('trial_campaigns').select('applied_count').where('id', '=', waitingCampaign).executeTakeFirstOrThrow()).applied_count).toBe(appliedBefore - 1);
    const row = await db.selectFrom('members').select(['name', 'email', 'withdrawn_at']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('탈퇴회원');
    expect(row.withdrawn_at).not.toBeNull();

    // Later jobs tell a withdrawn member nothing.
    server.services.clock.travelTo(new Date(Date.now() + 10 * 86_400_000));
    try {
      await server.services.jobs.runAll();
    } finally {
      server.services.clock.reset();
    }
    expect(await db.selectFrom('notifications').select('id').where('member_id', '=', member.id).execute()).toHaveLength(0);
  });
});
