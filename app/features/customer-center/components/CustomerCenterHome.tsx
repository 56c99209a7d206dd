import { useServicePromises } from '#app/ui/shell/use-brand';
import { AppLink } from '#app/ui/link/AppLink';
import type { Faq, NewsSummary } from '../cc-types';
import styles from './CustomerCenter.module.css';
import { FaqList } from './FaqList';
import { FaqSearchForm } from './FaqSearchForm';
import { NewsList } from './NewsList';
import { href } from '#app/config/href';

const LINKS = [
  { href: href('faqs'), title: '자주 묻는 질문', text: '회원, 무료 체험, 제품과 급여에 대해 자주 묻는 질문을 모았어요.' },
  { href: href('news'), title: '공지사항', text: '서비스 소식, 이벤트, 점검 안내를 확인하세요.' },
  { href: href('myqna'), title: '1:1 문의', text: '답을 찾지 못하셨다면 문의를 남겨 주세요.' },
];

/** The customer centre's front page: FAQ search, the ways to get help, top questions, latest notices and the contact details. */
export function CustomerCenterHome({ faqs, news }: { faqs: Faq[]; news: NewsSummary[] }) {
  // Times and contacts: the site settings' one set (app/lib/service-promises.ts).
  const promises = useServicePromises();
  return (
    <>
      <FaqSearchForm id="cc-q" placeholder="예: 쿠폰, 배송, 급여량" />
      <ul className={styles.cards}>
        {LINKS.map((l) => (
          <li key={l.href}>
            <AppLink href={l.href} className={styles.card}>
              <span className={styles.cardTitle}>{l.title}</span>
              <span className={styles.cardText}>
                {l.text}
                {l.href === href('myqna') && promises ? ` ${promises.inquiryAnswerTime} 답변해 드려요.` : ''}
              </span>
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
            <AppLink href={href('faqs')} className={styles.more}>
              전체 보기
            </AppLink>
          </div>
          <FaqList faqs={faqs} />
        </section>
        <section aria-labelledby="cc-news" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="cc-news" className={styles.sectionTitle}>
              공지사항
            </h2>
            <AppLink href={href('news')} className={styles.more}>
              전체 보기
            </AppLink>
          </div>
          <NewsList items={news} headingLevel={3} />
        </section>
      </div>
      {promises && (
        <section aria-labelledby="cc-contact" className={`${styles.section} ${styles.contact}`}>
          <h2 id="cc-contact" className={styles.sectionTitle}>
            고객센터 연락처
          </h2>
          <dl>
            <dt>전화</dt>
            <dd>{promises.csPhone}</dd>
            <dt>운영 시간</dt>
            <dd>{promises.csHours}</dd>
            <dt>이메일</dt>
            <dd>{promises.csEmail}</dd>
            <dt>1:1 문의</dt>
            <dd>24시간 접수, {promises.inquiryAnswerTime} 답변</dd>
            <dt>무료 체험 배송</dt>
            <dd>
              {promises.trialShipping} 보내 드리고, {promises.deliveryTime} 받아 보실 수 있어요
            </dd>
          </dl>
        </section>
      )}
    </>
  );
}
