import { describe, expect, it } from 'vitest';
import { buildRefererLog, buildTrackingModuleLog } from '#app/features/tracking/tracking-rules';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

const UUID = 'c5e1a4b3-6d7f-4a81-8c9d-1e2f3a4b5c6d';
const SECRET = 'Zq3Vb8Rk2Lm5Np7Tx9Wc1Yd4Fg6Hj0Ks2Lm5Np7Tx9W';
const LANDING = `https://www.dodampet.co.kr/password-reset/new?token=${SECRET}&utm_source=x&sfmc_id=003XY`;

/**
 * Back-office attack, item 6: opening `/password-reset/new?token=…&utm_source=x` stored the
 * whole URL, token and all, in tracking_module_logs. Every URL the tracking, referer and client
 * logs store now keeps only the allowed query parameters, whatever the browser sends.
 */
describe.each(dialects)('stored URLs keep no tokens on %s', (dialect) => {
  const server = serverFixture(dialect, { SITE_HOSTS: 'dodampet.co.kr,localhost,127.0.0.1', CLIENT_LOGGING_ENABLED: 'true', CLIENT_LOG_LEVEL: 'DEBUG' });
  const db = () => server.services.db.kysely;

  /** Everything stored for the visitor, as one text to search. */
  const storedFor = async (uuid: string) => {
    await server.services.batches.flush();
    const tracking = await db().selectFrom('tracking_module_logs').select(['current_page_url']).where('uuid', '=', uuid).execute();
    const referer = await db().selectFrom('referer_logs').select(['referer', 'current_page_url']).where('uuid', '=', uuid).execute();
    const client = await db().selectFrom('component_logs').select(['page_url', 'browser_json']).where('uuid', '=', uuid).execute();
    return { tracking, referer, client, all: JSON.stringify([tracking, referer, client]) };
  };

  it('a guest landing on a reset link with utm_source: the tracking log the page sends keeps utm_source, not the token', async () => {
    const log = buildTrackingModuleLog(LANDING, UUID);
    expect(log).not.toBeNull();
    expect((await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: log! })).status).toBe(200);
    const stored = await storedFor(UUID);
    expect(stored.tracking).toEqual([{ current_page_url: 'https://www.dodampet.co.kr/password-reset/new?utm_source=x&sfmc_id=003XY' }]);
    expect(stored.all).not.toContain(SECRET);
  });

  it('the server drops tokens and codes whatever the browser sends: tracking, referer and client logs', async () => {
    const uuid = 'd6f2b5c4-7e80-4b92-9dae-2f3a4b5c6d7e';
    const page = `https://www.dodampet.co.kr/products/detail?id=p-1&token=${SECRET}&utm_campaign=spring#access_token=${SECRET}`;
    const tracking = await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: { UTMSource__c: 'x', CurrentPageUrl__c: LANDING, UUID__c: uuid } });
    expect(tracking.status).toBe(200);
    const referer = await rpcRequest(server, 'UserActivityController', 'createRefererLog', {
      refererLog: { Referer__c: `https://mail.example/read?code=${SECRET}&query=사료`, CurrentPageUrl__c: page, UUID__c: uuid },
    });
    expect(await referer.json()).toEqual({ success: true });
    const client = await rpcRequest(server, 'ComponentLogger', 'saveComponentLogEntries', {
      uuid,
      componentLogEntries: [{ loggingLevel: 'ERROR', message: '저장 실패', timestamp: new Date().toISOString(), browser: { address: `https://www.dodampet.co.kr/email-change?token=${SECRET}&tab=info`, userAgent: 'test' } }],
    });
    expect(client.status).toBe(200);

    const stored = await storedFor(uuid);
    expect(stored.all).not.toContain(SECRET);
    expect(stored.tracking[0]?.current_page_url).toBe('https://www.dodampet.co.kr/password-reset/new?utm_source=x&sfmc_id=003XY');
    expect(stored.referer[0]).toEqual({ referer: 'https://mail.example/read?query=사료', current_page_url: 'https://www.dodampet.co.kr/products/detail?id=p-1&utm_campaign=spring' });
    expect(stored.client[0]?.page_url).toBe('https://www.dodampet.co.kr/email-change?tab=info');
    expect(JSON.parse(stored.client[0]!.browser_json!)).toMatchObject({ address: 'https://www.dodampet.co.kr/email-change?tab=info', userAgent: 'test' });
  });

  it('the referer log the page builds keeps the search words and drops the rest', () => {
    const log = buildRefererLog(`https://search.naver.com/search.naver?query=강아지사료&session=${SECRET}`, LANDING, UUID, ['dodampet.co.kr']);
    expect(log).toMatchObject({ Referer__c: 'https://search.naver.com/search.naver?query=강아지사료', CurrentPageUrl__c: 'https://www.dodampet.co.kr/password-reset/new?utm_source=x&sfmc_id=003XY' });
  });
});
