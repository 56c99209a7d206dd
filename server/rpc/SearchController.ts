import { z } from 'zod';
import { searchQuerySchema, searchTermSchema } from '#app/features/search/schemas';
import { addRecentSearch, clearRecentSearches, deleteRecentSearch, listRecentSearches, search } from '#app/features/search/search.server';
import { method, wrappedMethod } from './define';
import { notFound } from '../platform/errors/request-errors';

/**
 * The integrated search (public) and members' recent searches (SPEC 9.3: newest first, at most
 * 10, one per term). Recent-search methods never take a member id: the caller's own are used.
 */
export const SearchController = {
  search: wrappedMethod({
    input: z.strictObject({ q: searchQuerySchema.shape.q, type: searchQuerySchema.shape.type, page: z.number().int().min(1).max(1000).optional() }),
    access: 'public',
    cacheable: true,
    handler: ({ q, type, page }, { services }) => search(services, { q, type, page }),
  }),

  getMyRecentSearches: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => listRecentSearches(services, member.memberId),
  }),

  addMyRecentSearch: wrappedMethod({
    input: z.strictObject({ term: searchTermSchema }),
    access: 'member',
    handler: async ({ term }, { services, member }) => addRecentSearch(services, member.memberId, term),
  }),

  deleteMyRecentSearch: wrappedMethod({
    input: z.strictObject({ id: z.string().trim().min(1).max(64) }),
    access: 'member',
    handler: async ({ id }, { services, member }) => {
      if (!(await deleteRecentSearch(services, member.memberId, id))) throw notFound('최근 검색어를 찾을 수 없습니다.');
      return listRecentSearches(services, member.memberId);
    },
  }),

  clearMyRecentSearches: wrappedMethod({
    input: z.strictObject({}),
    access: 'member',
    handler: async (_input, { services, member }) => {
      await clearRecentSearches(services, member.memberId);
      return [];
    },
  }),
} as const;
