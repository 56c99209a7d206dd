import { Link } from 'react-router';
import styles from './Staff.module.css';

const LINKS = [
  { to: '/staff/inquiries', label: '1:1 문의 답변' },
  { to: '/staff/trials', label: '체험 신청 관리' },
  { to: '/staff/claims', label: '반품·환불 처리' },
  { to: '/staff/attribution', label: '유입 분석' },
  { to: '/staff/client-logs', label: '클라이언트 로그' },
  { to: '/staff/site', label: '사이트 설정' },
] as const;

/** The staff pages' own navigation. */
export function StaffNav({ current }: { current: string }) {
  return (
    <nav aria-label="운영 메뉴">
      <ul className={styles.nav}>
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} aria-current={current === l.to ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const STAFF_CRUMBS = [
  { label: 'Home', to: '/' },
  { label: '운영 관리', to: '/staff' },
];
