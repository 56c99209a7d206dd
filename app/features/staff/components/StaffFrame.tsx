import { type ReactNode, useEffect, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Toast } from '#app/ui/toast/Toast';
import type { StaffMenuLink } from '../../../config/staff-routes';
import { SiteLink, StaffNav } from './StaffNav';
import styles from './StaffFrame.module.css';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';

export interface StaffFrameProps {
  brand: string;
  /** Null on the error page of someone who is not staff: no menu, no account. */
  staff: { name: string; roleLabel: string; menu: StaffMenuLink[] } | null;
  sessionWarning?: ReactNode;
  children: ReactNode;
}

/**
 * The back-office frame (issue 14, item 1): its own header and menu, none of the shopper's header,
 * dock bar or tab bar. On a phone the menu folds behind a button; it closes when a page opens.
 */
export function StaffFrame({ brand, staff, sessionWarning, children }: StaffFrameProps) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <header className={styles.header}>
        <Link to={staff ? (staff.menu[0]?.to ?? staffHref('staff')) : href('home')} className={styles.brand}>
          {brand} <span>운영 관리</span>
        </Link>
        {staff && (
          <>
            <SiteLink className={styles.siteLink} />
            <p className={styles.who}>
              {staff.name}님 <span className={styles.role}>{staff.roleLabel}</span>
            </p>
            <Form method="post" action={href('logout', { to: 'login' })} className={styles.logout}>
              <input type="hidden" name="startURL" value={staffHref('staff')} />
              <button type="submit">로그아웃</button>
            </Form>
            <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="staff-menu" onClick={() => setMenuOpen((open) => !open)}>
              메뉴
            </button>
          </>
        )}
      </header>
      <div className={styles.body}>
        {staff && (
          <div className={menuOpen ? `${styles.side} ${styles.sideOpen}` : styles.side}>
            <StaffNav id="staff-menu" links={staff.menu} current={location.pathname} />
          </div>
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <Toast />
      {sessionWarning}
    </div>
  );
}

