import { Form } from 'react-router';
import { RecentSearches } from '#app/features/search/components/RecentSearches';
import styles from '#app/features/search/components/Search.module.css';
import { SearchResults, SuggestedTerms } from '#app/features/search/components/SearchResults';
import { loadSearch } from '#app/features/search/pages/search.server';
import { MAX_SEARCH_TERM_LENGTH } from '#app/lib/guest-storage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/search';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadSearch(args);

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const brand = (matches.find((m) => m?.id === 'root')?.data as { brand?: string } | undefined)?.brand ?? '';
  const q = loaderData?.q;
  return [
    { title: q ? `‘${q}’ 검색 결과 - 통합 검색 | ${brand}` : `통합 검색 | ${brand}` },
    { name: 'description', content: `${brand}의 맞춤 사료, 건강 정보, 자주 묻는 질문, 공지사항을 한 번에 검색하세요.` },
  ];
};

/** The integrated search: products, articles, FAQ and notices at once, grouped, with counts. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, result, alternatives, recent, isGuest, tooLong } = loaderData;
  return (
    <RoutePage routeId="search">
      <Form method="get" action={href('search')} role="search" className={styles.form}>
        <label htmlFor="search-q" className="visually-hidden">
          검색어
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          placeholder="사료, 건강 고민, 궁금한 점을 검색해 보세요"
          maxLength={MAX_SEARCH_TERM_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={tooLong ? 'search-error' : undefined}
        />
        <button type="submit" className="btn">
          검색
        </button>
      </Form>
      {tooLong && (
        <p id="search-error" className={styles.error}>
          검색어는 {MAX_SEARCH_TERM_LENGTH}자 이내로 입력해 주세요. 앞의 {MAX_SEARCH_TERM_LENGTH}자로 검색했어요.
        </p>
      )}
      <RecentSearches isGuest={isGuest} initial={recent} current={q} />
      {result ? <SearchResults result={result} alternatives={alternatives} /> : <SuggestedTerms title="이런 검색어는 어떠세요?" />}
    </RoutePage>
  );
}
