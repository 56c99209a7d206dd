import { NavLink } from 'react-router';
import { mobileTabs } from '#app/config/main-nav';
import styles from './MobileNav.module.css';
import { href } from '#app/config/href';

const ICONS: Record<string, string> = {
  '/': 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  [href('health-service')]: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z',
  [href('product-list')]: 'M4 8h16l-2 12H6zM8 8V6a4 4 0 0 1 8 0v2',
  [href('recruitment')]: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-6 0M12 6c2-4 6-3 6 0',
  [href('mypage')]: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
};

/** The phone's bottom tab bar (widget mobile styling up to 999px, SPEC 2.8). */
export function MobileNav() {
  return (
    <nav className={styles.nav} aria-label="모바일 메뉴">
      <ul>
        {mobileTabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.to === '/'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ICONS[tab.to] ?? ''} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
              <span>{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
