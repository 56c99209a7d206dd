import { Link } from 'react-router';
import { STAFF_MENU } from '../staff-routes';
import styles from './Staff.module.css';


/** The staff pages' own navigation. */
export function StaffNav({ current }: { current: string }) {
  return (
    <nav aria-label="운영 메뉴">
      <ul className={styles.nav}>
        {STAFF_MENU.map((l) => (
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
