import { Link } from 'react-router';
import { contactLines, type ServicePromises } from '#app/lib/service-promises';
import styles from './SiteFooter.module.css';
import { href } from '#app/config/href';

/** Links, the customer centre and the business details (site settings: the same lines every e-mail carries). */
export function SiteFooter({ brand, promises }: { brand: string; promises: ServicePromises | null }) {
  return (
    <footer className={styles.footer}>
      <div className="shell">
        <nav aria-label="하단 메뉴">
          <ul className={styles.links}>
            <li><Link to={href('about-us')}>브랜드 이야기</Link></li>
            <li><Link to={href('stores')}>매장 찾기</Link></li>
            <li><Link to={href('customer-center')}>고객센터</Link></li>
            <li><Link to={href('faqs')}>자주 묻는 질문</Link></li>
            <li><Link to={href('news')}>공지사항</Link></li>
            <li><Link to={href('terms')}>이용약관</Link></li>
            <li><Link to={href('privacy')}><strong>개인정보처리방침</strong></Link></li>
            <li><Link to={href('marketing')}>마케팅 정보 활용 동의</Link></li>
          </ul>
        </nav>
        {promises &&
          contactLines(brand, promises).map((line) => (
            <p key={line} className={styles.company}>
              {line}
            </p>
          ))}
        <p className={styles.copy}>© {brand}. 이 사이트의 브랜드와 제품은 데모용 가상 브랜드입니다.</p>
      </div>
    </footer>
  );
}
