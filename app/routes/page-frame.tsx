import { Link, useMatches } from 'react-router';
import { siteRoute, siteRoutes, withBrand } from '#app/config/site-routes';
import { breadcrumbs } from '#app/lib/breadcrumbs';
import { useBrand } from '#app/lib/use-brand';
import { PageFrame } from '#app/ui/shell/PageFrame';
import styles from './page-frame.module.css';

/**
 * The frame of a page whose own content arrives with its feature: breadcrumb, heading and the
 * pages around it, so every route of SPEC 2.1 is reachable and navigable from the start.
 */
export default function PageFrameRoute() {
  const matches = useMatches();
  const brand = useBrand();
  const id = matches[matches.length - 1]?.id ?? 'home';
  const route = siteRoute(id);
  const related = siteRoutes.filter((r) => r.area !== undefined && r.area === route.area && r.id !== route.id);
  return (
    <PageFrame title={withBrand(route.label, brand)} crumbs={breadcrumbs(route.id, brand)}>
      {related.length > 0 && (
        <nav aria-labelledby="related-pages" className={styles.related}>
          <h2 id="related-pages" className={styles.relatedTitle}>
            함께 보면 좋은 페이지
          </h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <Link to={r.path}>{withBrand(r.label, brand)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PageFrame>
  );
}
