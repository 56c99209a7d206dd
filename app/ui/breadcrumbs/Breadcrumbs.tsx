import { Link } from 'react-router';
import styles from './Breadcrumbs.module.css';

/** Same shape as the chains built in #app/config/breadcrumbs (SPEC 2.2). */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

export interface BreadcrumbsProps {
  crumbs: readonly BreadcrumbItem[];
  className?: string;
}

/**
 * The page's breadcrumb trail. Crumbs with `to` are router links; the last crumb is the
 * current page. Separators come from CSS so they are never read out.
 */
export function Breadcrumbs({ crumbs, className }: BreadcrumbsProps) {
  if (crumbs.length === 0) return null;
  const lastIndex = crumbs.length - 1;
  return (
    <nav aria-label="현재 위치" className={className ? `${styles.breadcrumbs} ${className}` : styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const isCurrent = index === lastIndex;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {crumb.to !== undefined ? (
                <Link to={crumb.to} className={styles.link} aria-current={isCurrent ? 'page' : undefined}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={isCurrent ? styles.current : styles.text} aria-current={isCurrent ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
