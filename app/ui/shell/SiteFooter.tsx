import { Link } from 'react-router';
import styles from './SiteFooter.module.css';

export function SiteFooter({ brand }: { brand: string }) {
  return (
    <footer className={styles.footer}>
      <div className="shell">
        <nav aria-label="하단 메뉴">
          <ul className={styles.links}>
            <li><Link to="/about-us">브랜드 이야기</Link></li>
            <li><Link to="/customer-center">고객센터</Link></li>
            <li><Link to="/customer-center/faqs">자주 묻는 질문</Link></li>
            <li><Link to="/customer-center/news">공지사항</Link></li>
            <li><Link to="/marketing">마케팅 정보 활용 동의</Link></li>
          </ul>
        </nav>
        <p className={styles.company}>
          {brand} 고객센터 080-000-0000 (평일 09:00~18:00, 점심 12:00~13:00)
        </p>
        <p className={styles.copy}>© {brand}. 이 사이트의 브랜드와 제품은 데모용 가상 브랜드입니다.</p>
      </div>
    </footer>
  );
}
