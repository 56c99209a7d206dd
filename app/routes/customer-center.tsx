import { Form } from 'react-router';
import styles from '#app/features/customer-center/components/CustomerCenter.module.css';
import { FaqList } from '#app/features/customer-center/components/FaqList';
import { NewsList } from '#app/features/customer-center/components/NewsList';
import { listFaqs, listNews } from '#app/features/customer-center/customer-center.server';
import { AppLink } from '#app/ui/link/AppLink';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center';

export async function loader({ context }: Route.LoaderArgs) {
  const [faqs, news] = await Promise.all([listFaqs(context.services, { page: 1, perPage: 5 }), listNews(context.services, { page: 1, perPage: 5 })]);
  return { faqs: faqs.items, news: news.items };
}

const LINKS = [
  { href: '/customer-center/faqs', title: '자주 묻는 질문', text: '회원, 무료 체험, 제품과 급여에 대해 자주 묻는 질문을 모았어요.' },
  { href: '/customer-center/news', title: '공지사항', text: '서비스 소식, 이벤트, 점검 안내를 확인하세요.' },
  { href: '/mypage/myqna', title: '1:1 문의', text: '답을 찾지 못하셨다면 문의를 남겨 주세요. 영업일 기준 하루 안에 답변해 드려요.' },
];

/** The customer centre's front page: FAQ search, the ways to get help, top questions and latest notices. */
export default function CustomerCenter({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="customer-center" lead="무엇을 도와드릴까요?">
      <Form method="get" action="/customer-center/faqs" role="search" className={styles.searchForm}>
        <label htmlFor="cc-q" className="visually-hidden">
          자주 묻는 질문 검색어
        </label>
        <input id="cc-q" type="search" name="q" placeholder="예: 쿠폰, 배송, 급여량" maxLength={50} autoComplete="off" />
        <button type="submit" className="btn">
          검색
        </button>
      </Form>
      <ul className={styles.cards}>
        {LINKS.map((l) => (
          <li key={l.href}>
            <AppLink href={l.href} className={styles.card}>
              <span className={styles.cardTitle}>{l.title}</span>
              <span className={styles.cardText}>{l.text}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <div className={styles.columns}>
        <section aria-labelledby="cc-faqs" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="cc-faqs" className={styles.sectionTitle}>
              자주 묻는 질문
            </h2>
            <AppLink href="/customer-center/faqs" className={styles.more}>
              전체 보기
            </AppLink>
          </div>
          <FaqList faqs={loaderData.faqs} />
        </section>
        <section aria-labelledby="cc-news" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="cc-news" className={styles.sectionTitle}>
              공지사항
            </h2>
            <AppLink href="/customer-center/news" className={styles.more}>
              전체 보기
            </AppLink>
          </div>
          <NewsList items={loaderData.news} headingLevel={3} />
        </section>
      </div>
      <section aria-labelledby="cc-contact" className={`${styles.section} ${styles.contact}`}>
        <h2 id="cc-contact" className={styles.sectionTitle}>
          고객센터 연락처
        </h2>
        <dl>
          <dt>전화</dt>
          <dd>080-000-0000 (수신자 부담)</dd>
          <dt>운영 시간</dt>
          <dd>평일 09:00~18:00 (점심 12:00~13:00), 주말·공휴일 휴무</dd>
          <dt>1:1 문의</dt>
          <dd>24시간 접수, 다음 영업일까지 답변</dd>
        </dl>
      </section>
    </RoutePage>
  );
}
