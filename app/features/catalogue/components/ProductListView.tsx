import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '#app/ui/link/AppLink';
import { Paginator } from '#app/ui/paginator/Paginator';
import { FEED_LABEL, FEEDS, type ProductFilters, productListHref, SORT_LABEL, SORTS, parseProductFilters } from '../product-filters';
import type { FacetCounts, ProductListItem } from '../data/products.server';
import { BookmarkButton } from './BookmarkButton';
import { ActiveFilters, FILTER_FORM_ID, ProductFilterPanel } from './ProductFilterPanel';
import { ProductCard } from './ProductCard';
import { LaterRecentlyViewed } from './LaterRecentlyViewed';
import styles from './ProductList.module.css';
import { formatNumber } from '#app/lib/format';

export interface ProductListViewProps {
  filters: ProductFilters;
  items: ProductListItem[];
  counts: FacetCounts;
  page: number;
  perPage: number;
  isGuest: boolean;
}

const DESKTOP = '(min-width: 64.0625em)';

export function ProductListView({ filters, items, counts, page, perPage, isGuest }: ProductListViewProps) {
  const navigate = useNavigate();
  const details = useRef<HTMLDetailsElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  // The select stays mounted (focus kept); a list reached another way sets it.
  useEffect(() => {
    if (sortRef.current) sortRef.current.value = filters.sort;
  }, [filters.sort]);
  // The panel is a sidebar on desktop (always open) and a fold-out on phones.
  useEffect(() => {
    if (details.current && window.matchMedia(DESKTOP).matches) details.current.open = true;
  }, []);

  return (
    <>
      <nav aria-label="사료 분류" className={styles.feeds}>
        <ul>
          {FEEDS.map((feed) => (
            <li key={feed}>
              <AppLink
                href={productListHref({ feed, codes: [], sort: filters.sort, page: 1 })}
                aria-current={feed === filters.feed ? 'page' : undefined}
                className={styles.feed}
              >
                {FEED_LABEL[feed]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.layout}>
        <details ref={details} className={styles.filterDetails}>
          <summary className={styles.filterSummary}>
            필터{filters.codes.length + (filters.stage ? 1 : 0) + (filters.size ? 1 : 0) + (filters.form ? 1 : 0) > 0 ? ' (적용 중)' : ''}
          </summary>
          <ProductFilterPanel filters={filters} counts={counts} />
        </details>

        <section aria-labelledby="product-results" className={styles.results}>
          <div className={styles.resultsHeader}>
            <h2 id="product-results" className={styles.total} aria-live="polite">
              총 <strong>{formatNumber(counts.total)}</strong>개의 사료
            </h2>
            <label className={styles.sort}>
              <span className="visually-hidden">정렬</span>
              <select
                name="sort"
                form={FILTER_FORM_ID}
                defaultValue={filters.sort}
                ref={sortRef}
                onChange={(event) => {
                  const form = event.currentTarget.form;
                  const params = new URLSearchParams();
                  if (form) for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v !== '') params.append(k, v);
                  void navigate(productListHref(parseProductFilters(params), { page: 1 }), { preventScrollReset: true });
                }}
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABEL[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ActiveFilters filters={filters} />

          {items.length === 0 ? (
            <div className={styles.empty}>
              <p>조건에 맞는 사료가 없어요. 필터를 줄이거나 다른 건강 고민을 선택해 보세요.</p>
              <AppLink href={productListHref({ feed: filters.feed, codes: [], sort: 'recommended', page: 1 })} className="btn btn--ghost">
                {FEED_LABEL[filters.feed]} 사료 모두 보기
              </AppLink>
            </div>
          ) : (
            <ul className={styles.grid}>
              {items.map((product, index) => (
                <li key={product.Id}>
                  <ProductCard
                    product={product}
                    priority={index === 0 ? 'lcp' : index < 2 ? 'eager' : 'lazy'}
                    action={<BookmarkButton productId={product.Id} productName={product.Name} bookmarked={product.Bookmarked} isGuest={isGuest} />}
                  />
                </li>
              ))}
            </ul>
          )}

          <Paginator
            totalEntries={counts.total}
            perPage={perPage}
            page={page}
            hrefForPage={(n) => productListHref(filters, { page: n })}
            label="사료 목록 페이지"
            className={styles.paginator}
          />
        </section>
      </div>

      {isGuest && <LaterRecentlyViewed />}
    </>
  );
}
