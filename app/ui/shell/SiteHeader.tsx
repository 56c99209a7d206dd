import { Form, Link, NavLink } from 'react-router';
import { mainNav } from '#app/config/main-nav';
import styles from './SiteHeader.module.css';
import { href } from '#app/config/href';

export interface HeaderViewer {
  isGuest: boolean;
  name?: string;
}

export function SiteHeader({
  brand,
  viewer,
  currentPath,
  unreadNotices = 0,
}: {
  brand: string;
  viewer: HeaderViewer;
  currentPath: string;
  /** The member's unread notices (trials, deliveries, returns, inquiry answers). */
  unreadNotices?: number;
}) {
  return (
    <header className={styles.header}>
      <div className={`shell ${styles.bar}`}>
        <Link to={href('home')} className={styles.logo} aria-label={`${brand} 홈`}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="20" r="8" fill="#e2001a" />
            <circle cx="7" cy="11" r="4" fill="#e2001a" />
            <circle cx="13" cy="6" r="4" fill="#e2001a" />
            <circle cx="19" cy="6" r="4" fill="#e2001a" />
            <circle cx="25" cy="11" r="4" fill="#e2001a" />
          </svg>
          <span>{brand}</span>
        </Link>

        <nav className={styles.desktopNav} aria-label="주 메뉴">
          <ul>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.utility}>
          <Link to={href('search')} className={styles.iconLink} aria-label="통합 검색">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          {viewer.isGuest ? (
            <>
              <Link to={href('login', { startURL: currentPath })} className={styles.textLink}>
                로그인
              </Link>
              <Link to={href('register', { startURL: currentPath })} className={`${styles.textLink} ${styles.signupLink}`}>
                회원가입
              </Link>
            </>
          ) : (
            <>
              <Link to={href('mypage')} className={`${styles.textLink} ${styles.mypageLink}`}>
                <svg className={styles.mypageIcon} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                <span className={styles.mypageText}>
                  <span className={styles.memberName}>{viewer.name}님</span> 마이페이지
                </span>
              </Link>
              <Link to={href('notifications')} className={styles.answerNotice}>
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
                </svg>
                {unreadNotices > 0 ? (
                  <>
                    {/* The name is the text itself ("새 알림 2건 확인하기"), so the visible count is part of it. */}
                    <span className="visually-hidden">새 알림 </span>
                    <span className={styles.answerBadge}>{unreadNotices > 99 ? '99+' : unreadNotices}</span>
                    <span className="visually-hidden">건 확인하기</span>
                  </>
                ) : (
                  <span className="visually-hidden">알림</span>
                )}
              </Link>
              <Form method="post" action={href('logout')} className={styles.logoutForm}>
                <button type="submit" className={styles.textButton}>
                  로그아웃
                </button>
              </Form>
            </>
          )}
          <details className={styles.mobileMenu}>
            <summary aria-label="전체 메뉴">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <nav className={styles.drawer} aria-label="전체 메뉴">
              <ul>
                {mainNav.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={styles.drawerTop}>
                      {item.label}
                    </Link>
                    {item.children && (
                      <ul>
                        {item.children.map((child) => (
                          <li key={child.to + child.label}>
                            <Link to={child.to}>{child.label}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
              {viewer.isGuest ? (
                <p className={styles.drawerAccount}>
                  <Link to={href('login', { startURL: currentPath })}>로그인</Link>
                  <Link to={href('register', { startURL: currentPath })}>회원가입</Link>
                </p>
              ) : (
                <Form method="post" action={href('logout')} className={styles.drawerLogout}>
                  <button type="submit">로그아웃</button>
                </Form>
              )}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
