import { z } from 'zod';
import { MAX_SEARCH_TERM_LENGTH, normaliseSearchTerm } from '#app/lib/guest-storage';
import { parseQuery } from '#app/lib/korean-search';
import { type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { searchQuerySchema } from '../schemas';
import { listRecentSearches } from '../data/recent-searches.server';
import { search } from '../search.server';
import { isSearchGroupType } from '../search-types';

/** The query of /search as a link may carry it: never refused, unknown groups are no group. */
const SearchPageQuery = z.object({
  q: z.string().default(''),
  type: z
    .string()
    .optional()
    .transform((value) => (isSearchGroupType(value) ? value : null)),
  page: pageParam,
});

/** /search: the integrated search (products, articles, FAQ, notices), and the member's recent terms. */
export async function loadSearch(args: PageArgs) {
  const query = readQuery(args, SearchPageQuery);
  const parsed = searchQuerySchema.safeParse(query);
  const q = normaliseSearchTerm(parsed.success ? parsed.data.q : '');
  const tooLong = query.q.trim().length > MAX_SEARCH_TERM_LENGTH;
  const { viewer, services } = args.context;
  const recent = viewer.isGuest ? [] : await listRecentSearches(services.db.kysely, viewer.userId);
  if (q === '' || parseQuery(q).terms.length === 0) return { q, result: null, alternatives: [], recent, isGuest: viewer.isGuest, tooLong };
  const result = await search(services.db.kysely, { q, type: parsed.success ? parsed.data.type : null, page: parsed.success ? parsed.data.page : 1 });
  // Nothing for the whole query: try each of its words alone, so the empty state can offer them.
  const terms = parseQuery(q).terms;
  const alternatives =
    result.total === 0 && terms.length > 1
      ? (await Promise.all(terms.map(async (t) => ({ term: t.text, count: (await search(services.db.kysely, { q: t.text })).total })))).filter((a) => a.count > 0)
      : [];
  return { q, result, alternatives, recent, isGuest: viewer.isGuest, tooLong };
}
