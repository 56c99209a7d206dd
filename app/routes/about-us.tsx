import { data, useMatches } from 'react-router';
import { siteRoute, withBrand, findSiteRouteByPath } from '#app/config/site-routes';
import { ABOUT_US_PAGES, BRAND_PAGES } from '#app/features/brand/brand-content';
import styles from '#app/features/brand/components/Brand.module.css';
import { BrandContent } from '#app/features/brand/components/BrandContent';
import { useBrand } from '#app/lib/use-brand';
import { AppLink } from '#app/ui/link/AppLink';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/about-us';
import { appPathOf } from '#app/lib/site-url';

export function loader({ request }: Route.LoaderArgs) {
  const route = findSiteRouteByPath(appPathOf(new URL(request.url)));
  if (!route || !BRAND_PAGES[route.id]) throw data('페이지를 찾을 수 없습니다.', { status: 404 });
  return null;
}

/** /about-us and its four sub-pages (SPEC 2.1): one module, the page chosen by its route. */
export default function AboutUs() {
  const brand = useBrand();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? 'about-us';
  const page = BRAND_PAGES[id] ?? BRAND_PAGES['about-us']!;
  return (
    <RoutePage routeId={page.routeId}>
      <nav aria-label={`${withBrand('{brand} 이야기', brand)} 메뉴`} className={styles.subnav}>
        <ul>
          {ABOUT_US_PAGES.map((rid) => {
            const r = siteRoute(rid);
            return (
              <li key={rid}>
                <AppLink href={r.path} aria-current={rid === id ? 'page' : undefined}>
                  {withBrand(r.label, brand)}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <BrandContent page={page} brand={brand} />
    </RoutePage>
  );
}
