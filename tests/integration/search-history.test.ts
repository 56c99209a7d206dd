import { describe, expect, it } from 'vitest';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';

/** Members' recent searches on the server (SPEC 9.3 rule: newest first, at most 10, one per term). */
describe.each(dialects)("members' recent searches on %s", (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });

  const terms = (list: { SearchTerm__c: string }[]) => list.map((s) => s.SearchTerm__c);

  it('keeps the newest first, one entry per term, at most 10', async () => {
    const m = await signedInMember(server.services);
    for (let i = 1; i <= 12; i += 1) {
      expect((await rpc(server, 'SearchController', 'addMyRecentSearch', { term: `검색어 ${i}` }, { cookie: m.cookie })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 3));
    }
    const again = await rpc(server, 'SearchController', 'addMyRecentSearch', { term: '  검색어   5 ' }, { cookie: m.cookie });
    expect(terms(again.body.data)).toEqual(['검색어 5', '검색어 12', '검색어 11', '검색어 10', '검색어 9', '검색어 8', '검색어 7', '검색어 6', '검색어 4', '검색어 3']);
    const rows = await server.services.db.kysely.selectFrom('member_searches').select('term').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(10);
    const listed = await server.fetch('/lwr/apex/v65.0/SearchController/getMyRecentSearches', { headers: { Cookie: m.cookie } });
    expect(listed.status).toBe(200);
    expect(terms((await listed.json()) as { SearchTerm__c: string }[])[0]).toBe('검색어 5');
  });

  it('holds one row per term when the same search arrives at once', async () => {
    const m = await signedInMember(server.services);
    const answers = await Promise.all(Array.from({ length: 8 }, () => rpc(server, 'SearchController', 'addMyRecentSearch', { term: '동시에' }, { cookie: m.cookie })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await server.services.db.kysely.selectFrom('member_searches').select('term').where('member_id', '=', m.id).execute();
    expect(rows.map((r) => r.term)).toEqual(['동시에']);
  });

  it('deletes one, clears all, and refuses bad input with a Korean message', async () => {
    const m = await signedInMember(server.services);
    await rpc(server, 'SearchController', 'addMyRecentSearch', { term: '사료' }, { cookie: m.cookie });
    const added = await rpc(server, 'SearchController', 'addMyRecentSearch', { term: '헤어볼' }, { cookie: m.cookie });
    const id = added.body.data[0]!.Id as string;
    expect(terms((await rpc(server, 'SearchController', 'deleteMyRecentSearch', { id }, { cookie: m.cookie })).body.data)).toEqual(['사료']);
    expect((await rpc(server, 'SearchController', 'deleteMyRecentSearch', { id }, { cookie: m.cookie })).status).toBe(404);
    expect((await rpc(server, 'SearchController', 'clearMyRecentSearches', {}, { cookie: m.cookie })).status).toBe(200);
    expect(await server.services.db.kysely.selectFrom('member_searches').select('id').where('member_id', '=', m.id).execute()).toEqual([]);

    const blank = await rpc(server, 'SearchController', 'addMyRecentSearch', { term: '   ' }, { cookie: m.cookie });
    expect(blank.status).toBe(400);
    expect(blank.failure.field).toBe('term');
    expect(blank.failure.issues).toEqual([{ field: 'term', message: '검색어를 입력해 주세요.' }]);
    expect((await rpc(server, 'SearchController', 'addMyRecentSearch', { term: '가'.repeat(51) }, { cookie: m.cookie })).failure.issues?.[0]?.message).toBe('검색어는 50자 이내로 입력해 주세요.');
    expect(await server.services.db.kysely.selectFrom('member_searches').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
  });

  it('is for members only; guests keep theirs in the browser', async () => {
    expect((await rpc(server, 'SearchController', 'addMyRecentSearch', { term: '사료' })).status).toBe(401);
    expect((await rpc(server, 'SearchController', 'getMyRecentSearches', {})).status).toBe(401);
  });

  it("server-renders a member's recent searches on the search page, and never records on GET", async () => {
    const m = await signedInMember(server.services);
    await rpc(server, 'SearchController', 'addMyRecentSearch', { term: '중성화' }, { cookie: m.cookie });
    const res = await server.fetch(`/search?q=${encodeURIComponent('헤어볼')}`, { headers: { Cookie: m.cookie } });
    const html = await res.text();
    expect(html).toContain('최근 검색어');
    expect(html).toContain('중성화');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const rows = await server.services.db.kysely.selectFrom('member_searches').select('term').where('member_id', '=', m.id).execute();
    expect(rows.map((r) => r.term)).toEqual(['중성화']);
  });
});
