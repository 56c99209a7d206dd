import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styles from './DockBar.module.css';
import { href } from '#app/config/href';

/** How far down the page (in screens) "맨 위로" appears: at the top there is nowhere to go. */
const TOP_BUTTON_AFTER_SCREENS = 0.5;

function useScrolledDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setDown(window.scrollY > window.innerHeight * TOP_BUTTON_AFTER_SCREENS);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return down;
}

/** Quick actions floating at the page edge; hidden on focused flows (SPEC 2.3). */
export function DockBar({ aboveMobileNav }: { aboveMobileNav: boolean }) {
  const scrolled = useScrolledDown();
  return (
    <aside className={`${styles.dock} ${aboveMobileNav ? styles.raised : ''}`} aria-label="빠른 메뉴">
      <Link to={href('dailyportiontool')} className={styles.item}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 10h16l-1.5 9a2 2 0 0 1-2 1.7H7.5a2 2 0 0 1-2-1.7zM8 10c0-3 1.8-5 4-5s4 2 4 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span>사료 찾기</span>
      </Link>
      <Link to={href('recruitment')} className={`${styles.item} ${styles.primary}`}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-6 0M12 6c2-4 6-3 6 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span>무료 체험</span>
      </Link>
      <a href="#top" className={`${styles.item} ${styles.top}`} data-shown={scrolled ? 'true' : 'false'}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 14l6-6 6 6" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        </svg>
        <span>맨 위로</span>
      </a>
    </aside>
  );
}
