import { siteRoute, withBrand } from '#app/config/site-routes';
import { AppLink } from '#app/ui/link/AppLink';
import { ABOUT_US_PAGES } from '../brand-types';
import styles from './Brand.module.css';

/** The menu of /about-us and its four sub-pages, the current one marked. */
export function AboutUsNav({ current, brand }: { current: string; brand: string }) {
  return (
    <nav aria-label={`${withBrand('{brand} 이야기', brand)} 메뉴`} className={styles.subnav}>
      <ul>
        {ABOUT_US_PAGES.map((rid) => {
          const r = siteRoute(rid);
          return (
            <li key={rid}>
              <AppLink href={r.path} aria-current={rid === current ? 'page' : undefined}>
                {withBrand(r.label, brand)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
