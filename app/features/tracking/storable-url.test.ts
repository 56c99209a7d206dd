import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStoredParam, storableUrl } from './tracking-rules';

/**
 * Back-office attack, item 6: URLs stored by the tracking, referer and client logs keep only an
 * allow-list of query parameters, so a one-time token or code in a link never lands in a log.
 */
describe('storableUrl: the query parameters a stored URL keeps', () => {
  it('keeps utm_*, the marketing-automation ids and the pages’ record and list parameters', () => {
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'utm_source_platform', 'sfmc_id', 'sfmc_species', 'sfmc_agegroup', 'sfmc_agemonth', 'id', 'recordId', 'productId', 'storeId', 'feed', 'category', 'tag', 'type', 'tab', 'page', 'sort']) {
      expect(isStoredParam(name), name).toBe(true);
    }
  });

  it('drops tokens, codes, return paths, e-mail addresses and typed text', () => {
    for (const name of ['token', 'code', 'state', 'email', 'startURL', 'enc_data', 'access_token', 'session', 'password', 'q', 'query', 'TOKEN', 'Utm_source', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(isStoredParam(name), name).toBe(false);
    }
    // A referrer keeps the search words a search engine sent.
    expect(isStoredParam('query', 'referrer')).toBe(true);
    expect(isStoredParam('q', 'referrer')).toBe(true);
    expect(isStoredParam('token', 'referrer')).toBe(false);
  });

  it.each([
    ['https://www.dodampet.co.kr/password-reset/new?token=SECRET&utm_source=x', 'https://www.dodampet.co.kr/password-reset/new?utm_source=x'],
    ['https://www.dodampet.co.kr/email-change?token=SECRET', 'https://www.dodampet.co.kr/email-change'],
    ['https://www.dodampet.co.kr/staff-invitation?token=SECRET&utm_medium=email', 'https://www.dodampet.co.kr/staff-invitation?utm_medium=email'],
    ['https://www.dodampet.co.kr/kakao/callback?code=SECRET&state=SECRET', 'https://www.dodampet.co.kr/kakao/callback'],
    ['https://www.dodampet.co.kr/products/detail/?id=p-1&utm_source=naver#reviews', 'https://www.dodampet.co.kr/products/detail/?id=p-1&utm_source=naver'],
    ['https://www.dodampet.co.kr/x#access_token=SECRET', 'https://www.dodampet.co.kr/x'],
    ['https://user:SECRET@www.dodampet.co.kr/login?startURL=%2Fmypage', 'https://www.dodampet.co.kr/login'],
    ['https://www.dodampet.co.kr/search?q=010-1234-5678&page=2', 'https://www.dodampet.co.kr/search?page=2'],
    ['https://www.dodampet.co.kr/?utm_term=강아지 사료&%74oken=SECRET&tok%65n=SECRET', 'https://www.dodampet.co.kr/?utm_term=강아지 사료'],
    ['https://www.dodampet.co.kr/?%ZZ=SECRET&utm_id=1', 'https://www.dodampet.co.kr/?utm_id=1'],
    ['  https://www.dodampet.co.kr/a?utm_source=x  ', 'https://www.dodampet.co.kr/a?utm_source=x'],
    ['android-app://com.google.android.gm/?token=SECRET', 'android-app://com.google.android.gm'],
    ['javascript:alert(1)', ''],
    ['not a url', ''],
    ['', ''],
  ])('%s → %s', (href, stored) => {
    expect(storableUrl(href)).toBe(stored);
  });

  it('a referrer keeps the search words and nothing secret', () => {
    expect(storableUrl('https://search.naver.com/search.naver?where=nexearch&query=고양이사료&sm=top', 'referrer')).toBe('https://search.naver.com/search.naver?query=고양이사료');
    expect(storableUrl('https://mail.example/read?code=SECRET&q=x', 'referrer')).toBe('https://mail.example/read?q=x');
  });
});

/**
 * Every column of a visitor log that holds a URL, and where it is written: each write must go
 * through storableUrl (or currentPageUrl, which calls it). A new URL column of a log table, or a
 * new place writing one of these columns, fails here until it does.
 */
const URL_COLUMNS_OF_LOGS = ['component_logs.page_url', 'component_logs.browser_json', 'referer_logs.current_page_url', 'referer_logs.referer', 'tracking_module_logs.current_page_url'];

const ROOT = path.resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });

describe('every stored URL of the visitor logs goes through storableUrl', () => {
  it('the log tables have no URL column besides the known ones', () => {
    const schemaDir = 'server/platform/db/schema';
    const found: string[] = [];
    for (const file of sources(schemaDir)) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      // Each `export interface XLogsTable { … }` block: its table name comes from database.ts.
      for (const match of text.matchAll(/export interface (\w+)Table \{([\s\S]*?)\n\}/g)) {
        const table = match[1]!.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
        if (!table.endsWith('_logs')) continue;
        for (const column of match[2]!.matchAll(/^\s+(\w+)\??:/gm)) if (/url|referer|referrer|href|address|browser/.test(column[1]!)) found.push(`${table}.${column[1]}`);
      }
    }
    expect(found.sort()).toEqual([...URL_COLUMNS_OF_LOGS].sort());
  });

  it('each write of such a column goes through storableUrl', () => {
    const columns = new Set(URL_COLUMNS_OF_LOGS.map((c) => c.split('.')[1]!));
    const unfiltered: string[] = [];
    for (const file of [...sources('app'), ...sources('server')]) {
      if (file.startsWith(path.join('server', 'platform', 'db'))) continue;
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const write = /^\s*(\w+): (.+?),?$/.exec(line);
          if (!write || !columns.has(write[1]!)) return;
          if (/^null$/.test(write[2]!) || /\b(storableUrl|currentPageUrl)\(/.test(write[2]!)) return;
          unfiltered.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(unfiltered).toEqual([]);
  });
});
