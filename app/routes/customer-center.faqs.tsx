import { Form } from 'react-router';
import { FAQ_CATEGORIES, FAQS_PER_PAGE, faqCategoryLabel } from '#app/features/customer-center/cc-types';
import styles from '#app/features/customer-center/components/CustomerCenter.module.css';
import { FaqList } from '#app/features/customer-center/components/FaqList';
import { faqsByIds, listFaqs } from '#app/features/customer-center/customer-center.server';
import { searchFaqIds } from '#app/features/search/search.server';
import { highlight, parseQuery } from '#app/lib/korean-search';
import { AppLink } from '#app/ui/link/AppLink';
import { normalisePage } from '#app/ui/paginator/paginator';
import { Paginator } from '#app/ui/paginator/Paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center.faqs';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('category');
  const category = FAQ_CATEGORIES.some((c) => c.id === requested) ? requested : null;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 50);
  if (q !== '') {
    // Searching looks through every category; the Korean matching rules of the integrated search apply.
    const items = await faqsByIds(context.services, await searchFaqIds(context.services, q));
    const query = parseQuery(q);
    const marks = Object.fromEntries(items.map((f) => [f.Id, highlight(f.Question, query)]));
    return { q, category: null, list: { items, total: items.length, page: 1, perPage: Math.max(1, items.length) }, marks };
  }
  const list = await listFaqs(context.services, { category: category ?? undefined, page: normalisePage(url.searchParams.get('page')), perPage: FAQS_PER_PAGE });
  return { q, category, list, marks: undefined };
}

/** FAQ by category, with a search box; answers in an accordion, ten questions a page. */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { q, category, list, marks } = loaderData;
  const base = category ? `/customer-center/faqs?category=${category}&` : '/customer-center/faqs?';
  return (
    <RoutePage routeId="faqs" lead="궁금한 점을 검색하거나 분류를 골라 보세요. 찾는 답이 없으면 1:1 문의를 남겨 주세요.">
      <Form method="get" action="/customer-center/faqs" role="search" className={styles.searchForm}>
        <label htmlFor="faq-q" className="visually-hidden">
          자주 묻는 질문 검색어
        </label>
        <input id="faq-q" type="search" name="q" defaultValue={q} placeholder="예: 쿠폰, 사료 바꾸기, ㅂㅁㅂㅎ" maxLength={50} autoComplete="off" />
        <button type="submit" className="btn">
          검색
        </button>
      </Form>
      <nav aria-label="질문 분류" className={styles.tabs}>
        <ul>
          <li>
            <AppLink href="/customer-center/faqs" aria-current={category === null && q === '' ? 'page' : undefined}>
              전체
            </AppLink>
          </li>
          {FAQ_CATEGORIES.map((c) => (
            <li key={c.id}>
              <AppLink href={`/customer-center/faqs?category=${c.id}`} aria-current={category === c.id ? 'page' : undefined}>
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
            <AppLink href="/mypage/myqna/request" className="btn btn--ghost">
              1:1 문의하기
            </AppLink>
          </p>
        </div>
      ) : (
        <FaqList faqs={list.items} marks={marks} />
      )}
      {q === '' && <Paginator totalEntries={list.total} perPage={list.perPage} page={list.page} hrefForPage={(p) => `${base}page=${p}`} label="자주 묻는 질문 페이지" />}
    </RoutePage>
  );
}
