import { describe, expect, it } from 'vitest';
import {
  buildRefererLog,
  buildTrackingModuleLog,
  currentPageUrl,
  isOwnHost,
  pageRecord,
  pageViewLogs,
  parseSiteHosts,
  UUID_STORAGE_KEY,
  utmOf,
  visitAttribution,
} from './tracking-rules';

const UUID = '3f1c2a9e-5b7d-4c1e-9a2b-0d8e7f6a5b4c';
const HOSTS = parseSiteHosts('dodampet.co.kr, localhost,127.0.0.1');

describe('tracking module log (SPEC 3.4, 5.2)', () => {
  it('maps every UTM parameter to its field', () => {
    const log = buildTrackingModuleLog(
      'https://www.dodampet.co.kr/?utm_source=naver&utm_medium=cpc&utm_campaign=spring_trial&utm_term=%EA%B0%95%EC%95%84%EC%A7%80%EC%82%AC%EB%A3%8C&utm_content=banner_a&utm_id=cmp-01',
      UUID,
    );
    expect(log).toEqual({
      UTMSource__c: 'naver',
      UTMMedium__c: 'cpc',
      UTMCampaign__c: 'spring_trial',
      UTMTerm__c: '강아지사료',
      UTMContent__c: 'banner_a',
      UTMId__c: 'cmp-01',
      CurrentPageUrl__c: expect.stringContaining('utm_source=naver'),
      UUID__c: UUID,
    });
  });

  it('fills the SFMC fields from sfmc_id, sfmc_species, sfmc_agegroup and sfmc_agemonth', () => {
    const log = buildTrackingModuleLog('https://www.dodampet.co.kr/?sfmc_id=003XY&sfmc_species=Cat&sfmc_agegroup=Senior&sfmc_agemonth=96', UUID);
    expect(log).toMatchObject({
      SFMCContactId__c: '003XY',
      SFMCPetSpecies__c: 'Cat',
      SFMCPetAgeGroup__c: 'Senior',
      SFMCPetAgeMonth__c: '96',
      UUID__c: UUID,
    });
    expect(log).not.toHaveProperty('UTMSource__c');
  });

  it('is sent only when at least one UTM or SFMC value is non-blank', () => {
    expect(buildTrackingModuleLog('https://www.dodampet.co.kr/products/Product2?feed=fullList', UUID)).toBeNull();
    expect(buildTrackingModuleLog('https://www.dodampet.co.kr/?utm_source=&utm_medium=%20%20&sfmc_id=', UUID)).toBeNull();
    expect(buildTrackingModuleLog('https://www.dodampet.co.kr/?utm_medium=%20email%20', UUID)).toMatchObject({ UTMMedium__c: 'email' });
    expect(buildTrackingModuleLog('https://www.dodampet.co.kr/?sfmc_agemonth=12', UUID)).toMatchObject({ SFMCPetAgeMonth__c: '12' });
  });

  it('sends the current page URL blank when it contains enc_data', () => {
    const log = buildTrackingModuleLog('https://www.dodampet.co.kr/register?utm_source=kakao&enc_data=abc123', UUID);
    expect(log?.CurrentPageUrl__c).toBe('');
    expect(log?.UTMSource__c).toBe('kakao');
    expect(currentPageUrl('https://x.kr/a?b=enc_data')).toBe('');
    expect(currentPageUrl('https://x.kr/a?id=1')).toBe('https://x.kr/a?id=1');
  });

  it('carries Product__c on product pages and Article__c on article pages', () => {
    expect(buildTrackingModuleLog('https://www.dodampet.co.kr/products/detail/?id=p-dog-derma-adult&utm_source=insta', UUID)).toMatchObject({
      Product__c: 'p-dog-derma-adult',
    });
    expect(buildTrackingModuleLog('https://www.dodampet.co.kr/health-article/list/detail?id=a-12&utm_source=insta', UUID)).toMatchObject({ Article__c: 'a-12' });
    const home = buildTrackingModuleLog('https://www.dodampet.co.kr/?id=p-1&utm_source=insta', UUID);
    expect(home).not.toHaveProperty('Product__c');
    expect(home).not.toHaveProperty('Article__c');
    expect(pageRecord('/shop/products/detail', '?id=p-2', '/shop')).toEqual({ Product__c: 'p-2' });
  });

  it('keeps the UUID under the local-storage key UUID (SPEC 9.3)', () => {
    expect(UUID_STORAGE_KEY).toBe('UUID');
  });
});

describe('referer log (SPEC 3.5, 5.2)', () => {
  const page = 'https://www.dodampet.co.kr/products/detail?id=p-cat-urinary&utm_source=naver';

  it('is made for a referrer from another site, with the page fields', () => {
    expect(buildRefererLog('https://search.naver.com/search.naver?query=고양이사료', page, UUID, HOSTS)).toEqual({
      Referer__c: 'https://search.naver.com/search.naver?query=고양이사료',
      CurrentPageUrl__c: page,
      UUID__c: UUID,
      Product__c: 'p-cat-urinary',
    });
  });

  it('is ignored when the referrer is empty', () => {
    expect(buildRefererLog('', page, UUID, HOSTS)).toBeNull();
    expect(buildRefererLog('   ', page, UUID, HOSTS)).toBeNull();
  });

  it("is ignored when the referrer is one of the site's own hosts (and their subdomains)", () => {
    expect(buildRefererLog('https://dodampet.co.kr/bcs', page, UUID, HOSTS)).toBeNull();
    expect(buildRefererLog('https://m.dodampet.co.kr/bcs', page, UUID, HOSTS)).toBeNull();
    expect(buildRefererLog('http://localhost:3000/mypage', 'http://localhost:3000/', UUID, HOSTS)).toBeNull();
    expect(buildRefererLog('https://notdodampet.co.kr/', page, UUID, HOSTS)).not.toBeNull();
  });

  it('treats the page’s own host as its own even when it is not listed', () => {
    expect(buildRefererLog('https://preview.example.net/a', 'https://preview.example.net/b', UUID, [])).toBeNull();
  });

  it('ignores an unreadable referrer', () => {
    expect(buildRefererLog('not a url', page, UUID, HOSTS)).toBeNull();
  });

  it('sends the current page URL blank when it contains enc_data', () => {
    expect(buildRefererLog('https://www.google.com/', 'https://www.dodampet.co.kr/login?enc_data=x', UUID, HOSTS)?.CurrentPageUrl__c).toBe('');
  });

  it('a listed host with a port only matches that port', () => {
    const hosts = parseSiteHosts('staging.dodampet.co.kr:8443');
    expect(isOwnHost(new URL('https://staging.dodampet.co.kr:8443/'), hosts)).toBe(true);
    expect(isOwnHost(new URL('https://staging.dodampet.co.kr/'), hosts)).toBe(false);
  });
});

describe('UTM values for the account (SPEC 4.8)', () => {
  it('maps the first log to updateAccountUTM parameters', () => {
    expect(utmOf({ UTMSource__c: 'naver', UTMMedium__c: 'cpc', UTMCampaign__c: null })).toEqual({
      utmSource: 'naver',
      utmCampaign: '',
      utmMedium: 'cpc',
      utmTerm: '',
      utmContent: '',
      utmId: '',
    });
  });
});

describe('page views after the landing (client-side navigation, SPEC 3.4, 4.8)', () => {
  const landing = 'https://www.dodampet.co.kr/?utm_source=naver&utm_campaign=spring&sfmc_id=003XY';

  it('carries the landing’s values and outside referrer to each page, with that page’s record', () => {
    const visit = visitAttribution(landing, 'https://search.naver.com/search?q=1', HOSTS);
    expect(visit).toEqual({ values: { UTMSource__c: 'naver', UTMCampaign__c: 'spring', SFMCContactId__c: '003XY' }, referrer: 'https://search.naver.com/search?q=1' });
    const product = pageViewLogs('https://www.dodampet.co.kr/products/detail/?id=p-cat-urinary', UUID, visit);
    expect(product.tracking).toEqual({
      UTMSource__c: 'naver',
      UTMCampaign__c: 'spring',
      SFMCContactId__c: '003XY',
      CurrentPageUrl__c: 'https://www.dodampet.co.kr/products/detail/?id=p-cat-urinary',
      UUID__c: UUID,
      Product__c: 'p-cat-urinary',
    });
    expect(product.referer).toEqual({ Referer__c: 'https://search.naver.com/search?q=1', CurrentPageUrl__c: 'https://www.dodampet.co.kr/products/detail/?id=p-cat-urinary', UUID__c: UUID, Product__c: 'p-cat-urinary' });
    const article = pageViewLogs('https://www.dodampet.co.kr/health-article/list/detail?id=a-9', UUID, visit);
    expect(article.tracking).toMatchObject({ Article__c: 'a-9' });
    expect(article.referer).toMatchObject({ Article__c: 'a-9' });
  });

  it('logs nothing for a visit that came without values and from our own site, as a landing would not', () => {
    const visit = visitAttribution('https://www.dodampet.co.kr/', 'https://www.dodampet.co.kr/bcs', HOSTS);
    expect(visit).toEqual({ values: {}, referrer: null });
    expect(pageViewLogs('https://www.dodampet.co.kr/products/detail?id=p-dog-coat', UUID, visit)).toEqual({ tracking: null, referer: null });
  });

  it('lets the page’s own values win over the landing’s', () => {
    const visit = visitAttribution(landing, '', HOSTS);
    expect(pageViewLogs('https://www.dodampet.co.kr/recruitment?utm_source=kakao', UUID, visit).tracking).toMatchObject({ UTMSource__c: 'kakao', UTMCampaign__c: 'spring' });
    expect(pageViewLogs('https://www.dodampet.co.kr/recruitment', UUID, visit).referer).toBeNull();
  });
});
