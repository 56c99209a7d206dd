import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';

const RPC = '/lwr/apex/v65.0';
const UUID = 'a3c9e2f1-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const UUID2 = 'b4d0f3a2-5c6e-4f70-9b8c-0d1e2f3a4b5c';

/**
 * Visitor attribution over HTTP (SPEC 3.4, 3.5, 4.8, 7.2) and client logging (SPEC 3.11, 3.12),
 * on both databases.
 */
describe.each(dialects)('tracking and client logs on %s', (dialect) => {
  const server = serverFixture(dialect, { SITE_HOSTS: 'dodampet.co.kr,localhost,127.0.0.1', CLIENT_LOG_PER_VISITOR_PER_MINUTE: '5', CLIENT_LOG_PER_IP_PER_MINUTE: '8' });
  let member: Awaited<ReturnType<typeof signedInMember>>;
  let other: Awaited<ReturnType<typeof signedInMember>>;
  let staff: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', '김도담');
    other = await signedInMember(server.services, 'member', '박보리');
    staff = await signedInMember(server.services, 'staff', '마케터');
  });

  const logsOf = async (uuid: string) => {
    await server.services.batches.flush();
    return server.services.db.kysely.selectFrom('tracking_module_logs').selectAll().where('uuid', '=', uuid).orderBy('created_at').execute();
  };

  it('the root data hands the site hosts to the page (for the referrer rule)', async () => {
    const html = await htmlOf(await server.fetch('/'));
    expect(html).toContain('dodampet.co.kr,localhost,127.0.0.1');
  });

  it('stores a guest tracking log with every field of SPEC 3.4', async () => {
    const res = await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', {
      trackingModuleLog: {
        UTMSource__c: 'naver',
        UTMMedium__c: 'cpc',
        UTMCampaign__c: 'spring_trial',
        UTMTerm__c: '강아지 피부 사료',
        UTMContent__c: 'banner_a',
        UTMId__c: 'cmp-01',
        SFMCContactId__c: '003XY',
        SFMCPetSpecies__c: 'Dog',
        SFMCPetAgeGroup__c: 'Adult',
        SFMCPetAgeMonth__c: '30',
        CurrentPageUrl__c: 'https://www.dodampet.co.kr/products/detail?id=p-dog-derma-adult&utm_source=naver',
        UUID__c: UUID,
        Product__c: 'p-dog-derma-adult',
      },
    });
    expect(res.status).toBe(200);
    const [row] = await logsOf(UUID);
    expect(row).toMatchObject({
      uuid: UUID,
      member_id: null,
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring_trial',
      utm_term: '강아지 피부 사료',
      utm_content: 'banner_a',
      utm_id: 'cmp-01',
      sfmc_contact_id: '003XY',
      sfmc_pet_species: 'Dog',
      sfmc_pet_age_group: 'Adult',
      sfmc_pet_age_month: '30',
      product_id: 'p-dog-derma-adult',
      article_id: null,
    });
  });

  it('refuses a tracking log without any UTM or SFMC value, and keeps enc_data URLs out', async () => {
    const empty = await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: '  ', CurrentPageUrl__c: 'https://x.kr/', UUID__c: UUID2 } });
    expect(empty.status).toBe(400);
    await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: 'kakao', CurrentPageUrl__c: 'https://www.dodampet.co.kr/register?enc_data=secret', UUID__c: UUID2 } });
    const [row] = await logsOf(UUID2);
    expect(row?.current_page_url).toBeNull();
    const badUuid = await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: 'x', UUID__c: '../../etc' } });
    expect(badUuid.status).toBe(400);
    const tooLong = await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: 'x'.repeat(300), UUID__c: UUID2 } });
    expect(tooLong.status).toBe(400);
  });

  it('stores referer logs from other sites and ignores our own hosts', async () => {
    const outside = await rpcRequest(server, 'UserActivityController', 'createRefererLog', {
      refererLog: { Referer__c: 'https://search.naver.com/search.naver?query=강아지사료', CurrentPageUrl__c: 'https://www.dodampet.co.kr/', UUID__c: UUID },
    });
    expect(await outside.json()).toEqual({ success: true });
    const own = await rpcRequest(server, 'UserActivityController', 'createRefererLog', {
      refererLog: { Referer__c: 'https://m.dodampet.co.kr/bcs', CurrentPageUrl__c: 'https://www.dodampet.co.kr/', UUID__c: UUID },
    });
    expect(await own.json()).toEqual({ success: false });
    await server.services.batches.flush();
    const rows = await server.services.db.kysely.selectFrom('referer_logs').select('referer').where('uuid', '=', UUID).execute();
    expect(rows.map((r) => r.referer)).toEqual(['https://search.naver.com/search.naver?query=강아지사료']);
  });

  it('members: first log → account UTM → all logs updated (SPEC 4.8)', async () => {
    await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: 'instagram', UUID__c: UUID } });
    expect((await rpcRequest(server, 'UserActivityController', 'getFirstTrackingModuleLog', { uuid: UUID })).status).toBe(401);
    const first = await server.fetch(`${RPC}/UserActivityController/getFirstTrackingModuleLog?methodParams=${encodeURIComponent(JSON.stringify({ uuid: UUID }))}`, {
      headers: { Cookie: member.cookie },
    });
    const utm = (await first.json()) as Record<string, string | null>;
    expect(utm).toEqual({ UTMSource__c: 'naver', UTMMedium__c: 'cpc', UTMCampaign__c: 'spring_trial', UTMTerm__c: '강아지 피부 사료', UTMContent__c: 'banner_a', UTMId__c: 'cmp-01' });

    const update = await rpcRequest(server, 'AccountController', 'updateAccountUTM', { utmSource: utm.UTMSource__c, utmCampaign: utm.UTMCampaign__c, utmMedium: utm.UTMMedium__c, utmTerm: utm.UTMTerm__c, utmContent: utm.UTMContent__c, utmId: utm.UTMId__c }, { cookie: member.cookie });
    expect(update.status).toBe(200);
    const account = await server.services.db.kysely.selectFrom('members').select(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(account).toEqual({ utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'spring_trial', utm_term: '강아지 피부 사료', utm_content: 'banner_a', utm_id: 'cmp-01' });

    const all = await rpcRequest(server, 'UserActivityController', 'updateAllLogs', { uuid: UUID }, { cookie: member.cookie });
    expect(await all.json()).toEqual({ updated: 3 });
    expect((await logsOf(UUID)).every((r) => r.member_id === member.id)).toBe(true);
    const refs = await server.services.db.kysely.selectFrom('referer_logs').select('member_id').where('uuid', '=', UUID).execute();
    expect(refs.every((r) => r.member_id === member.id)).toBe(true);

    // Claimed logs are nobody else's: another member reads nothing and claims nothing.
    const stolen = await rpcRequest(server, 'UserActivityController', 'getFirstTrackingModuleLog', { uuid: UUID }, { cookie: other.cookie });
    expect(await stolen.json()).toBeNull();
    const stolenGet = await server.fetch(`${RPC}/UserActivityController/getFirstTrackingModuleLog?methodParams=${encodeURIComponent(JSON.stringify({ uuid: UUID }))}`, { headers: { Cookie: other.cookie } });
    expect(await stolenGet.json()).toBeNull();
    expect(await (await rpcRequest(server, 'UserActivityController', 'updateAllLogs', { uuid: UUID }, { cookie: other.cookie })).json()).toEqual({ updated: 0 });
  });

  it('a member landing with UTM values gets the log directly', async () => {
    const uuid = 'c5e1a4b3-6d7f-4081-8c9d-1e2f3a4b5c6d';
    await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: 'kakao', UUID__c: uuid } }, { cookie: other.cookie });
    expect((await logsOf(uuid))[0]?.member_id).toBe(other.id);
  });

  it('the attribution report counts visitors, members and trial applications by source, for staff only', async () => {
    const campaign = await server.services.db.kysely.selectFrom('trial_campaigns').select('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await server.services.db.kysely
      .insertInto('trial_orders')
      .values({
        id: crypto.randomUUID(), campaign_id: campaign.id, member_id: member.id, pet_id: null, pet_name: '보리', pet_species: 'dog',
        recipient_name: '김도담', mobile: '01012345678', postcode: '06236', road_address: '서울 강남구 테헤란로 152', jibun_address: '서울 강남구 역삼동 737',
        extra_address: '', address_detail: '101동 1001호', delivery_request: '', status: 'applied', courier: null, tracking_number: null,
        agreed_at: at, created_at: at, updated_at: at,
      })
      .execute();
    expect((await server.fetch('/staff/attribution', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const html = await htmlOf(await server.fetch('/staff/attribution?by=source', { headers: { Cookie: staff.cookie } }));
    expect(html).toContain('유입 분석');
    // naver: 1 visitor, 1 member, 100.0% conversion, 1 trial application.
    expect(html).toMatch(/<th scope="row"[^>]*>naver<\/th><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>100\.0%<\/td><td[^>]*>1<\/td>/);
    expect(html).toContain('<svg');
    expect(html).toContain('role="img"');
    const byCampaign = await htmlOf(await server.fetch('/staff/attribution?by=campaign', { headers: { Cookie: staff.cookie } }));
    expect(byCampaign).toContain('spring_trial');
  });

  it('ComponentLogger.getSettings answers SPEC 3.12', async () => {
    const res = await server.fetch(`${RPC}/ComponentLogger/getSettings`);
    expect(await res.json()).toEqual({
      isEnabled: true,
      userLoggingLevel: { name: 'INFO', ordinal: 6 },
      supportedLoggingLevels: { ERROR: 8, WARN: 7, INFO: 6, DEBUG: 5, FINE: 4, FINER: 3, FINEST: 2 },
      isConsoleLoggingEnabled: false,
      isLightningLoggerEnabled: false,
      defaultSaveMethodName: 'EVENT_BUS',
    });
  });

  const entry = (message: string, level = 'ERROR') => ({
    browser: { address: 'https://www.dodampet.co.kr/bcs/step2', formFactor: 'Small', language: 'ko-KR', screenResolution: '390 x 844', userAgent: 'Mozilla/5.0', windowResolution: '390 x 760' },
    error: { message: 'Cannot read properties of undefined', type: 'TypeError', stackTrace: 'TypeError: Cannot read…\n at step2' },
    loggingLevel: level,
    message,
    originStackTrace: 'at log (logger.js:1)',
    scenario: 'BCS 체크',
    tags: ['bcs', 'step2'],
    timestamp: '2026-03-01T01:02:03.000Z',
  });

  it('saves component log entries, keeps out entries below the level, and limits size', async () => {
    const res = await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: [entry('체중 입력 오류'), entry('자세한 기록', 'DEBUG')], saveMethodName: 'EVENT_BUS', uuid: UUID });
    expect(await res.json()).toEqual({ saved: 1, skipped: 1 });
    const huge = await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: [entry('가'.repeat(5000))] });
    expect(huge.status).toBe(400);
    const many = await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: Array.from({ length: 21 }, () => entry('x')) });
    expect(many.status).toBe(400);
    const noTimestamp = await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: [{ ...entry('x'), timestamp: 'yesterday' }] });
    expect(noTimestamp.status).toBe(400);
    await server.services.batches.flush();
    const [row] = await server.services.db.kysely.selectFrom('component_logs').selectAll().where('message', '=', '체중 입력 오류').execute();
    expect(row).toMatchObject({ logging_level: 'ERROR', scenario: 'BCS 체크', tags: 'bcs,step2', error_type: 'TypeError', uuid: UUID, page_url: 'https://www.dodampet.co.kr/bcs/step2', save_method: 'EVENT_BUS', logged_at: '2026-03-01T01:02:03.000Z' });
  });

  it('rate-limits entries per visitor (IP + UUID) and per IP, so the log cannot flood the database', async () => {
    const visitor = 'd6f2b5c4-7e80-4192-9dae-2f3a4b5c6d7e';
    const first = (await (await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: Array.from({ length: 7 }, (_, i) => entry(`폭주 ${i}`)), uuid: visitor })).json()) as { saved: number };
    expect(first.saved).toBe(5);
    const again = (await (await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: [entry('또')], uuid: visitor })).json()) as { saved: number };
    expect(again.saved).toBe(0);
    // A new UUID from the same IP still meets the per-IP limit (8 a minute here, 1 + 5 used).
    const rotated = (await (await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', { componentLogEntries: Array.from({ length: 5 }, () => entry('새 UUID')), uuid: UUID2 })).json()) as { saved: number };
    expect(rotated.saved).toBe(2);
    const logInfo = await rpcRequest(server, 'Utils', 'logInfo', { message: '{"event":"x"}', uuid: UUID2 });
    expect(await logInfo.json()).toEqual({ saved: false });
  });

  it('staff list and filter the entries', async () => {
    expect((await server.fetch('/staff/client-logs', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const all = await htmlOf(await server.fetch('/staff/client-logs', { headers: { Cookie: staff.cookie } }));
    expect(all).toContain('체중 입력 오류');
    expect(all).toContain('폭주 0');
    const filtered = await htmlOf(await server.fetch(`/staff/client-logs?level=ERROR&q=${encodeURIComponent('체중')}`, { headers: { Cookie: staff.cookie } }));
    expect(filtered).toContain('체중 입력 오류');
    expect(filtered).not.toContain('폭주 0');
    expect(filtered).toContain('로그 1건');
  });
});

describe.each(dialects)('Utils.logInfo on %s', (dialect) => {
  const server = serverFixture(dialect);

  it('keeps the JSON message as an INFO entry', async () => {
    const res = await server.fetch(`${RPC}/Utils/logInfo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: '{"event":"bcs-result","score":5}' }) });
    expect(await res.json()).toEqual({ saved: true });
    await server.services.batches.flush();
    const row = await server.services.db.kysely.selectFrom('component_logs').select(['logging_level', 'message', 'save_method']).executeTakeFirstOrThrow();
    expect(row).toEqual({ logging_level: 'INFO', message: '{"event":"bcs-result","score":5}', save_method: 'Utils.logInfo' });
  });
});
