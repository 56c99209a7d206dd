import { Link } from 'react-router';
import { type StaffMenuLink, staffMenuGroups } from '../../../config/staff-routes';
import styles from './StaffFrame.module.css';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';

/** The staff area's navigation: the pages the signed-in role may open (staffMenuFor) under their groups, current one marked. */
export function StaffNav({ links, current, id }: { links: readonly StaffMenuLink[]; current: string; id?: string }) {
  const { top, groups } = staffMenuGroups(links);
  return (
    <nav aria-label="운영 메뉴" id={id} className={styles.nav}>
      <ul>{top.map((l) => item(l, current))}</ul>
      {groups.map((g, i) => (
        <section key={g.label} aria-labelledby={`staff-menu-group-${i}`}>
          <h2 id={`staff-menu-group-${i}`} className={styles.groupLabel}>
            {g.label}
          </h2>
          <ul>{g.links.map((l) => item(l, current))}</ul>
        </section>
      ))}
      <p className={styles.navSiteLink}>
        <SiteLink />
      </p>
    </nav>
  );
}

function item(l: StaffMenuLink, current: string) {
  return (
    <li key={l.to}>
      <Link to={l.to} aria-current={isCurrent(current, l.to) ? 'page' : undefined}>
        {l.label}
      </Link>
    </li>
  );
}

/** A detail page belongs to its list's menu entry (/staff/trials/detail → 체험 신청 관리); /staff only to itself. */
function isCurrent(current: string, to: string): boolean {
  const home = staffHref('staff');
  if (to === home) return current === home || current === `${home}/`;
  return current === to || current.startsWith(`${to}/`);
}

/** The site as guests see it, in a new window so the back-office stays open. */
export function SiteLink({ className }: { className?: string }) {
  return (
    <a href={href('home')} target="_blank" rel="noopener" className={className}>
      사이트 보기<span className="visually-hidden">(새 창)</span>
    </a>
  );
}
