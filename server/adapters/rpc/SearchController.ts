import { z } from 'zod';
import { CONTENT_TOPIC } from '#server/platform/cache/publish-clock';
import { forgetAllSearches, forgetSearch, rememberSearch } from '#app/features/search/operations.server';
import { listRecentSearches } from '#app/features/search/data/recent-searches.server';
import { searchQuerySchema, searchTermSchema } from '#app/features/search/schemas';
import { search } from '#app/features/search/search.server';
import { method, wrappedMethod } from './define';
import { operationMethod } from './operation-method';

/**
 * The integrated search (public) and members' recent searches (SPEC 9.3: newest first, at most
 * 10, one per term). Recent-search methods never take a member id: the caller's own are used.
 */
export const SearchController = {
  search: wrappedMethod({
    input: z.strictObject({ q: searchQuerySchema.shape.q, type: searchQuerySchema.shape.type, page: z.number().int().min(1).max(1000).optional() }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: ({ q, type, page }, { services }) => search(services.db.kysely, { q, type, page }),
  }),

  getMyRecentSearches: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => listRecentSearches(services.db.kysely, member.memberId),
  }),

  addMyRecentSearch: operationMethod(rememberSearch, { wrapped: true, wire: z.strictObject({ term: searchTermSchema }) }),
  deleteMyRecentSearch: operationMethod(forgetSearch, { wrapped: true, wire: z.strictObject({ id: z.string().trim().min(1).max(64) }) }),
  clearMyRecentSearches: operationMethod(forgetAllSearches, { wrapped: true, wire: z.strictObject({}) }),
} as const;
