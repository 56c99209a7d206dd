import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

const DAY = 86_400_000;

/**
 * Issue 26, item 4: the retention job deletes, after each kind's period, what is no longer needed
 * and nothing else; its work shows in the metrics. Both databases.
 */
describe.each(dialects)('retention job (%s)', (dialect) => {
  const server = serverFixture(dialect, { RETENTION_TRACKING_DAYS: '180', RETENTION_WEB_VITALS_DAYS: '90', MAIL_RETENTION_DAYS: '30', RETENTION_ENDED_DAYS: '7' });

  it('deletes old logs, sent mail, ended sessions and expired links in batches, and keeps the rest', async () => {
    const { services } = server;
    const db = services.db.kysely;
    const now = services.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    const member = await createMember(db, { email: `retention-${randomUUID().slice(0, 8)}@example.com` });
    const tag = randomUUID().slice(0, 8);

    // 1,203 old tracking rows (more than two batches) and one recent; referer logs the same way.
    const old = Array.from({ length: 1203 }, (_, i) => ({ id: `${tag}-old-${i}`, uuid: randomUUID(), member_id: null, utm_source: 'naver', utm_medium: null, utm_campaign: `old-${tag}`, utm_term: null, utm_content: null, utm_id: null, sfmc_contact_id: null, sfmc_pet_species: null, sfmc_pet_age_group: null, sfmc_pet_age_month: null, current_page_url: null, product_id: null, article_id: null, created_at: ago(200) }));
    for (let i = 0; i < old.length; i += 300) await db.insertInto('tracking_module_logs').values(old.slice(i, i + 300)).execute();
    await db.insertInto('tracking_module_logs').values({ ...old[0]!, id: `${tag}-new`, utm_campaign: `new-${tag}`, created_at: ago(10) }).execute();
    await db.insertInto('referer_logs').values([
      { id: `${tag}-ref-old`, uuid: randomUUID(), member_id: null, referer: 'https://search.naver.com/', current_page_url: null, product_id: null, article_id: null, created_at: ago(181) },
      { id: `${tag}-ref-new`, uuid: randomUUID(), member_id: null, referer: 'https://search.naver.com/', current_page_url: null, product_id: null, article_id: null, created_at: ago(179) },
    ]).execute();
    const click = (id: string, days: number) => ({ id: `${tag}-${id}`, link_id: 'l', product_id: 'p-dog-coat', shop: 'coupang', shop_name: null, uuid: randomUUID(), attributed_by: 'visitor', utm_source: 'naver', utm_medium: null, utm_campaign: `c-${tag}`, utm_term: null, utm_content: null, created_at: ago(days) });
    await db.insertInto('outbound_clicks').values([click('click-old', 181), click('click-new', 179)]).execute();
    await db.insertInto('web_vitals').values([
      { id: `${tag}-wv-old`, page: 'home', metric: 'LCP', value: 900, rating: 'good', created_at: ago(91) },
      { id: `${tag}-wv-new`, page: 'home', metric: 'LCP', value: 900, rating: 'good', created_at: ago(89) },
    ]).execute();
    const mail = (id: string, status: 'sent' | 'queued', sentDaysAgo: number | null) => ({
      id: `${tag}-${id}`, member_id: null, to_address: 'a@example.test', template: 'x', data: '{}', status, attempts: 0, next_attempt_at: ago(40), lease_owner: null, lease_until: null, last_error: null, transport: null, subject: null, created_at: ago(40), sent_at: sentDaysAgo === null ? null : ago(sentDaysAgo),
    });
    await db.insertInto('mail_outbox').values([mail('mail-old', 'sent', 31), mail('mail-new', 'sent', 29), mail('mail-queued', 'queued', null)]).execute();
    await db.insertInto('sessions').values([
      { id_hash: `${tag}-s-ended`, member_id: member.id, created_at: ago(30), last_seen_at: ago(20), idle_expires_at: ago(19), absolute_expires_at: ago(1) },
      { id_hash: `${tag}-s-recent`, member_id: member.id, created_at: ago(5), last_seen_at: ago(4), idle_expires_at: ago(3), absolute_expires_at: ago(-1) },
      { id_hash: `${tag}-s-live`, member_id: member.id, created_at: ago(1), last_seen_at: ago(0), idle_expires_at: ago(-1), absolute_expires_at: ago(-2) },
    ]).execute();
    await db.insertInto('password_resets').values([
      { token_hash: `${tag}-pr-old`, member_id: member.id, created_at: ago(9), expires_at: ago(8), used_at: null },
      { token_hash: `${tag}-pr-new`, member_id: member.id, created_at: ago(1), expires_at: ago(-1), used_at: null },
    ]).execute();
    await db.insertInto('notifications').values([
      { id: `${tag}-n-read`, member_id: member.id, kind: 'trial-result', title: 't', body: 'b', link: '/', dedupe_key: `${tag}-1`, created_at: ago(400), read_at: ago(399) },
      { id: `${tag}-n-unread`, member_id: member.id, kind: 'trial-result', title: 't', body: 'b', link: '/', dedupe_key: `${tag}-2`, created_at: ago(400), read_at: null },
    ] as never).execute();

    await services.jobs.run('retention');

    const ids = async (table: 'tracking_module_logs' | 'referer_logs' | 'outbound_clicks' | 'web_vitals' | 'mail_outbox' | 'notifications') =>
      (await db.selectFrom(table).select('id').where('id', 'like', `${tag}-%`).execute()).map((r) => r.id).sort();
    expect(await ids('tracking_module_logs')).toEqual([`${tag}-new`]);
    expect(await ids('referer_logs')).toEqual([`${tag}-ref-new`]);
    expect(await ids('outbound_clicks')).toEqual([`${tag}-click-new`]);
    expect(await ids('web_vitals')).toEqual([`${tag}-wv-new`]);
    expect(await ids('mail_outbox')).toEqual([`${tag}-mail-new`, `${tag}-mail-queued`]);
    expect(await ids('notifications')).toEqual([`${tag}-n-unread`]);
    const sessions = (await db.selectFrom('sessions').select('id_hash').where('id_hash', 'like', `${tag}-%`).execute()).map((r) => r.id_hash).sort();
    expect(sessions).toEqual([`${tag}-s-live`, `${tag}-s-recent`]);
    const resets = (await db.selectFrom('password_resets').select('token_hash').where('token_hash', 'like', `${tag}-%`).execute()).map((r) => r.token_hash);
    expect(resets).toEqual([`${tag}-pr-new`]);
    // The browser ids of old visitor-days go; the report's counts, which hold none, stay.
    const oldDays = await db.selectFrom('tracking_visitor_days').select('uuid').where('value', '=', `old-${tag}`).execute();
    expect(oldDays).toEqual([]);
    const counts = await db.selectFrom('tracking_visitor_counts').select('n').where('value', '=', `old-${tag}`).execute();
    expect(counts.reduce((a, r) => a + Number(r.n), 0)).toBe(1203);

    const deleted = (await services.metrics.retentionDeleted.get()).values;
    expect(deleted.find((v) => v.labels.kind === 'tracking')?.value).toBeGreaterThanOrEqual(1203);
    expect((await services.metrics.jobRuns.get()).values.find((v) => v.labels.job === 'retention')?.labels.result).toBe('ok');
  });
});
