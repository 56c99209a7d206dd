import { expect } from 'vitest';
import type { AttackModule } from './types';

/** Members' recent searches: the second member must neither see nor change the first one's. */
export const searchAttacks: AttackModule = {
  async setup({ server, a }) {
    const res = await server.fetch('/lwr/apex/v65.0/SearchController/addMyRecentSearch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: a.cookie },
      body: JSON.stringify({ term: '첫째회원의 비밀 검색어' }),
    });
    const body = (await res.json()) as { data: { Id: string; SearchTerm__c: string }[] };
    return { searchId: body.data[0]!.Id };
  },
  attacks: {
    'SearchController.getMyRecentSearches': async ({ call, a }) => {
      expect((await call('SearchController', 'getMyRecentSearches', { memberId: a.id })).status).toBe(400);
      const own = (await (await call('SearchController', 'getMyRecentSearches', {})).json()) as { SearchTerm__c: string }[];
      expect(own.map((s) => s.SearchTerm__c)).not.toContain('첫째회원의 비밀 검색어');
    },
    'SearchController.addMyRecentSearch': async ({ call, a, server }) => {
      expect((await call('SearchController', 'addMyRecentSearch', { term: '끼워넣기', memberId: a.id })).status).toBe(400);
      expect((await call('SearchController', 'addMyRecentSearch', { term: '둘째회원 검색어' })).status).toBe(200);
      const victims = await server.services.db.kysely.selectFrom('member_searches').select('term').where('member_id', '=', a.id).execute();
      expect(victims.map((r) => r.term)).toEqual(['첫째회원의 비밀 검색어']);
    },
    'SearchController.deleteMyRecentSearch': async ({ call, ids, server }) => {
      const res = await call('SearchController', 'deleteMyRecentSearch', { id: ids.searchId });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('비밀');
      expect(await server.services.db.kysely.selectFrom('member_searches').select('id').where('id', '=', ids.searchId!).executeTakeFirst()).toBeTruthy();
    },
    'SearchController.clearMyRecentSearches': async ({ call, ids, server }) => {
      expect((await call('SearchController', 'clearMyRecentSearches', {})).status).toBe(200);
      expect(await server.services.db.kysely.selectFrom('member_searches').select('id').where('id', '=', ids.searchId!).executeTakeFirst()).toBeTruthy();
    },
  },
};
