import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { addRecentSearch, clearRecentSearches, deleteRecentSearch, listRecentSearches } from './data/recent-searches.server';
import { searchTermSchema } from './schemas';

/**
 * A member's recent searches (SPEC 9.3), declared once (docs/decisions/012-operations.md). Each
 * answers the member's list as it is after the change; none takes a member id: the caller's own
 * are used.
 */
export const rememberSearch = defineOperation({
  name: 'search.remember',
  input: z.object({ term: searchTermSchema }),
  access: 'member',
  refusals: {},
  async run({ term }, { db, credential }) {
    await addRecentSearch(db, credential.memberId, term);
    return answer.ok(await listRecentSearches(db, credential.memberId));
  },
});

export const forgetSearch = defineOperation({
  name: 'search.forget',
  input: z.object({ id: z.string().trim().min(1).max(64) }),
  access: 'member',
  refusals: { NOT_FOUND: { status: 404, message: '최근 검색어를 찾을 수 없습니다.' } },
  async run({ id }, { db, credential }) {
    if (!(await deleteRecentSearch(db, credential.memberId, id))) return answer.refuse('NOT_FOUND');
    return answer.ok(await listRecentSearches(db, credential.memberId));
  },
});

export const forgetAllSearches = defineOperation({
  name: 'search.forget-all',
  input: z.object({}),
  access: 'member',
  refusals: {},
  async run(_input, { db, credential }) {
    await clearRecentSearches(db, credential.memberId);
    return answer.ok([]);
  },
});
