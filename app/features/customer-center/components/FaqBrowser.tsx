import type { Segment } from '#app/lib/korean-search';
import { AppLink } from '#app/ui/link/AppLink';
import { Paginator } from '#app/ui/paginator/Paginator';
import { type Faq, FAQ_CATEGORIES, faqCategoryLabel, type Page } from '../cc-types';
import styles from './CustomerCenter.module.css';
import { FaqList } from './FaqList';
import { FaqSearchForm } from './FaqSearchForm';
import { href } from '#app/config/href';

/** The FAQ page: search box, category tabs, the questions of the category (or of the search) and the pages. */
export function FaqBrowser({ q, category, list, marks }: { q: string; category: string | null; list: Page<Faq>; marks: Record<string, Segment[]> | undefined }) {
  return (
    <>
      <FaqSearchForm id="faq-q" placeholder="예: 쿠폰, 사료 바꾸기, ㅂㅁㅂㅎ" defaultValue={q} />
      <nav aria-label="질문 분류" className={styles.tabs}>
        <ul>
          <li>
            <AppLink href={href('faqs')} aria-current={category === null && q === '' ? 'page' : undefined}>
              전체
            </AppLink>
          </li>
          {FAQ_CATEGORIES.map((c) => (
            <li key={c.id}>
              <AppLink href={href('faqs', { category: c.id })} aria-current={category === c.id ? 'page' : undefined}>
                {c.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={styles.sectionTitle} aria-live="polite">
        {q !== '' ? `‘${q}’ 검색 결과` : category ? faqCategoryLabel(category) : '전체 질문'} <span className={styles.count}>총 {list.total}건</span>
      </h2>
      {list.items.length === 0 ? (
        <div className={styles.empty}>
          <p>‘{q}’에 맞는 질문을 찾지 못했어요. 다른 낱말로 검색하거나, 분류에서 골라 보세요.</p>
          <p>
            <AppLink href={href('myqna-request')} className="btn btn--ghost">
              1:1 문의하기
            </AppLink>
          </p>
        </div>
      ) : (
        <FaqList faqs={list.items} marks={marks} />
      )}
      {q === '' && <Paginator totalEntries={list.total} perPage={list.perPage} page={list.page} hrefForPage={(p) => href('faqs', { category, page: p })} label="자주 묻는 질문 페이지" />}
    </>
  );
}
