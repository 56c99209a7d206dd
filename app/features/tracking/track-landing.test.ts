import { describe, expect, it, vi } from 'vitest';
import { syncMember, trackLanding, trackPageView } from './track-landing';

const UUID = '3f1c2a9e-5b7d-4c1e-9a2b-0d8e7f6a5b4c';
const ctx = (href: string, referrer = '') => ({ href, referrer, siteHosts: 'dodampet.co.kr,localhost', basePath: '' });

function fakeApex(answers: Record<string, unknown> = {}, failing: string[] = []) {
  const calls: { name: string; params: unknown }[] = [];
  const call = vi.fn(async (className: string, methodName: string, params?: unknown) => {
    const name = `${className}.${methodName}`;
    calls.push({ name, params });
    if (failing.includes(name)) throw new Error(`${name} failed`);
    return answers[name] ?? null;
  });
  return { call: call as never, calls };
}

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('landing (SPEC 4.8, 5.2, 8)', () => {
  it('sends a tracking log and a referer log when both apply', async () => {
    const { call, calls } = fakeApex();
    const result = await trackLanding(ctx('https://www.dodampet.co.kr/?utm_source=naver', 'https://search.naver.com/'), call, UUID);
    expect(result).toMatchObject({ uuid: UUID, sent: true, visit: { values: { UTMSource__c: 'naver' }, referrer: 'https://search.naver.com/' } });
    expect(calls.map((c) => c.name)).toEqual(['UserActivityController.createTrackingModuleLog', 'UserActivityController.createRefererLog']);
    expect(calls[0]!.params).toMatchObject({ trackingModuleLog: { UTMSource__c: 'naver', UUID__c: UUID } });
  });

  it('sends nothing without UTM/SFMC values and without an outside referrer', async () => {
    const { call, calls } = fakeApex();
    expect(await trackLanding(ctx('https://www.dodampet.co.kr/bcs', 'https://www.dodampet.co.kr/'), call, UUID)).toEqual({ uuid: UUID, sent: false, visit: { values: {}, referrer: null } });
    expect(calls).toHaveLength(0);
  });

  it('logs failures to the console only and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { call } = fakeApex({}, ['UserActivityController.createTrackingModuleLog', 'UserActivityController.createRefererLog']);
    await expect(trackLanding(ctx('https://www.dodampet.co.kr/?utm_source=naver', 'https://m.search.daum.net/'), call, UUID)).resolves.toMatchObject({ sent: true });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('page views after the landing', () => {
  it('sends the page view’s logs with the visit’s attribution, and nothing for a plain visit', async () => {
    const { call, calls } = fakeApex();
    const landing = await trackLanding(ctx('https://www.dodampet.co.kr/?utm_source=naver', 'https://search.naver.com/'), call, UUID);
    calls.length = 0;
    expect(await trackPageView('https://www.dodampet.co.kr/products/detail?id=p-dog-coat', landing, '', call)).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['UserActivityController.createTrackingModuleLog', 'UserActivityController.createRefererLog']);
    expect(calls[0]!.params).toMatchObject({ trackingModuleLog: { UTMSource__c: 'naver', Product__c: 'p-dog-coat' } });
    const plain = await trackLanding(ctx('https://www.dodampet.co.kr/', ''), call, UUID);
    calls.length = 0;
    expect(await trackPageView('https://www.dodampet.co.kr/products/detail?id=p-dog-coat', plain, '', call)).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('members after tracking (SPEC 4.8)', () => {
  const first = { UTMSource__c: 'naver', UTMMedium__c: 'cpc', UTMCampaign__c: 'spring', UTMTerm__c: null, UTMContent__c: null, UTMId__c: null };

  it('fetches the first log, copies its UTM values to the account, then updates all logs — in that order', async () => {
    const { call, calls } = fakeApex({ 'UserActivityController.getFirstTrackingModuleLog': first });
    expect(await syncMember('m1', { uuid: UUID, sent: true }, call, memory())).toBe(true);
    expect(calls.map((c) => c.name)).toEqual([
      'UserActivityController.getFirstTrackingModuleLog',
      'AccountController.updateAccountUTM',
      'UserActivityController.updateAllLogs',
    ]);
    expect(calls[0]!.params).toEqual({ uuid: UUID });
    expect(calls[1]!.params).toEqual({ utmSource: 'naver', utmCampaign: 'spring', utmMedium: 'cpc', utmTerm: '', utmContent: '', utmId: '' });
    expect(calls[2]!.params).toEqual({ uuid: UUID });
  });

  it('skips the account update when the browser has no tracking log, but still updates the logs', async () => {
    const { call, calls } = fakeApex({ 'UserActivityController.getFirstTrackingModuleLog': null });
    await syncMember('m1', { uuid: UUID, sent: false }, call, memory());
    expect(calls.map((c) => c.name)).toEqual(['UserActivityController.getFirstTrackingModuleLog', 'UserActivityController.updateAllLogs']);
  });

  it('runs once per member and tab unless this landing sent a log', async () => {
    const marks = memory();
    const { call, calls } = fakeApex();
    await syncMember('m1', { uuid: UUID, sent: false }, call, marks);
    const after = calls.length;
    await syncMember('m1', { uuid: UUID, sent: false }, call, marks);
    expect(calls.length).toBe(after);
    await syncMember('m1', { uuid: UUID, sent: true }, call, marks);
    expect(calls.length).toBeGreaterThan(after);
    await syncMember('m2', { uuid: UUID, sent: false }, call, marks);
    expect(calls.filter((c) => c.name.endsWith('updateAllLogs'))).toHaveLength(3);
  });

  it('a failure stays in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { call } = fakeApex({}, ['UserActivityController.getFirstTrackingModuleLog']);
    await expect(syncMember('m1', { uuid: UUID, sent: true }, call, memory())).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
