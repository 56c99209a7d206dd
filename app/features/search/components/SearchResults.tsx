import { AppLink } from '#app/ui/link/AppLink';
import { Marked } from '#app/ui/marked/Marked';
import { Paginator } from '#app/ui/paginator/Paginator';
import { matchedLine, SEARCH_GROUPS, type SearchGroup, type SearchHit, type SearchResult, SUGGESTED_TERMS } from '../search-types';
import styles from './Search.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';
import { href } from '#app/config/href';

/** A search's address (its term is never empty where a result is shown: the page asks for one first). */
const searchHref = (q: string, type?: string, page?: number) => href('search', { q, type, page: page && page > 1 ? page : undefined });

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <article className={hit.imageUrl ? `${styles.hit} ${styles.withImage}` : styles.hit}>
      {hit.imageUrl && <SiteImage className={hit.type === 'product' ? styles.hitPack : styles.hitImage} src={hit.imageUrl} alt="" width={hit.type === 'product' ? 800 : 1200} height={hit.type === 'product' ? 800 : 675} />}
      <div className={styles.hitBody}>
        <h3 className={styles.hitTitle}>
          <AppLink href={hit.url} className={styles.hitLink}>
            <Marked segments={hit.title} />
          </AppLink>
        </h3>
        {hit.meta && <p className={styles.hitMeta}>{hit.meta}</p>}
        <p className={styles.hitSnippet}>
          <Marked segments={hit.snippet} />
        </p>
        {hit.matched.length > 0 && (
          <p className={styles.hitMatched} data-testid="search-matched">
            {matchedLine(hit)}
          </p>
        )}
      </div>
    </article>
  );
}

function Group({ group, query, paged }: { group: SearchGroup; query: string; paged: boolean }) {
  const preview = SEARCH_GROUPS.find((g) => g.type === group.type)?.preview ?? 0;
  return (
    <section aria-labelledby={`group-${group.type}`} className={styles.group}>
      <h2 id={`group-${group.type}`} className={styles.groupTitle}>
        {group.label} <span className={styles.count}>{group.count}건</span>
      </h2>
      <ul className={group.type === 'product' ? styles.productHits : styles.hits}>
        {group.items.map((hit) => (
          <li key={hit.id}>
            <Hit hit={hit} />
          </li>
        ))}
      </ul>
      {!paged && group.count > preview && (
        <p className={styles.moreRow}>
          <AppLink href={searchHref(query, group.type)} className={styles.more}>
            {group.label} {group.count}건 모두 보기
          </AppLink>
        </p>
      )}
    </section>
  );
}

export function SuggestedTerms({ title }: { title: string }) {
  return (
    <section aria-labelledby="suggested-terms" className={styles.suggest}>
      <h2 id="suggested-terms" className={styles.recentTitle}>
        {title}
      </h2>
      <ul className={styles.chips}>
        {SUGGESTED_TERMS.map((t) => (
          <li key={t} className={styles.chip}>
            <AppLink href={searchHref(t)}>{t}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Grouped results with counts and tabs; one group with paging; an honest empty state. */
export function SearchResults({ result, alternatives }: { result: SearchResult; alternatives: { term: string; count: number }[] }) {
  const q = result.query;
  if (result.total === 0) {
    return (
      <div className={styles.emptyState}>
        <h2 className={styles.emptyTitle}>
          ‘{q}’에 대한 검색 결과가 없습니다.
        </h2>
        {alternatives.length > 0 && (
          <p>
            이런 검색어로는 찾을 수 있어요:{' '}
            {alternatives.map((a, i) => (
              <span key={a.term}>
                {i > 0 && ', '}
                <AppLink href={searchHref(a.term)}>
                  {a.term} ({a.count}건)
                </AppLink>
              </span>
            ))}
          </p>
        )}
        <ul className={styles.tips}>
          <li>낱말의 철자와 띄어쓰기를 확인해 보세요. 띄어쓰기는 달라도 찾아 드려요.</li>
          <li>더 짧거나 일반적인 낱말로 검색해 보세요. 예: ‘헤어볼 케어 사료’ 대신 ‘헤어볼’</li>
          <li>초성으로도 찾을 수 있어요. 예: ‘ㄱㅇㅇ’ → 고양이</li>
        </ul>
        <SuggestedTerms title="이런 검색어는 어떠세요?" />
        <p className={styles.emptyLinks}>
          <AppLink href={href('faqs')} className="btn btn--ghost">
            자주 묻는 질문
          </AppLink>
          <AppLink href={href('health-article')} className="btn btn--ghost">
            건강 정보 둘러보기
          </AppLink>
        </p>
      </div>
    );
  }
  const paged = result.type !== null;
  const shown = paged ? result.groups.filter((g) => g.type === result.type) : result.groups.filter((g) => g.count > 0);
  return (
    <div>
      <h2 className={styles.summary}>
        ‘{q}’ 검색 결과 <span className={styles.total}>총 {result.total}건</span>
      </h2>
      <nav aria-label="검색 결과 분류" className={styles.tabs}>
        <ul>
          <li>
            <AppLink href={searchHref(q)} aria-current={!paged ? 'page' : undefined}>
              전체 <span className={styles.count}>{result.total}</span>
            </AppLink>
          </li>
          {result.groups.map((g) => (
            <li key={g.type}>
              <AppLink href={searchHref(q, g.type)} aria-current={result.type === g.type ? 'page' : undefined}>
                {g.label} <span className={styles.count}>{g.count}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((g) =>
        g.count === 0 ? (
          <p key={g.type} className={styles.groupEmpty}>
            {g.label}에는 ‘{q}’에 맞는 결과가 없어요.
          </p>
        ) : (
          <Group key={g.type} group={g} query={q} paged={paged} />
        ),
      )}
      {paged && result.type && (
        <Paginator
          totalEntries={shown[0]?.count ?? 0}
          perPage={result.perPage}
          page={result.page}
          hrefForPage={(p) => searchHref(q, result.type ?? undefined, p)}
          label="검색 결과 페이지"
        />
      )}
    </div>
  );
}
