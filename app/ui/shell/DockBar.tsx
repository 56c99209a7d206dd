import { Link } from 'react-router';
import styles from './DockBar.module.css';

/** Quick actions floating at the page edge; hidden on focused flows (SPEC 2.3). */
export function DockBar({ aboveMobileNav }: { aboveMobileNav: boolean }) {
  return (
    <aside className={`${styles.dock} ${aboveMobileNav ? styles.raised : ''}`} aria-label="빠른 메뉴">
      <Link to="/dailyportiontool" className={styles.item}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 10h16l-1.5 9a2 2 0 0 1-2 1.7H7.5a2 2 0 0 1-2-1.7zM8 10c0-3 1.8-5 4-5s4 2 4 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span>사료 찾기</span>
      </Link>
      <Link to="/recruitment" className={`${styles.item} ${styles.primary}`}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-6 0M12 6c2-4 6-3 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span>무료 체험</span>
      </Link>
      <a href="#top" className={styles.item}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 14l6-6 6 6" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        </svg>
        <span>맨 위로</span>
      </a>
    </aside>
  );
}
