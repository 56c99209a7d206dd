import { useMatches } from 'react-router';
import { BRAND_PAGES } from '#app/features/brand/brand-content';
import { AboutUsNav } from '#app/features/brand/components/AboutUsNav';
import { BrandContent } from '#app/features/brand/components/BrandContent';
import { loadBrandPage } from '#app/features/brand/pages.server';
import { useBrand } from '#app/lib/use-brand';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/about-us';

export const loader = (args: Route.LoaderArgs) => loadBrandPage(args);

/** /about-us and its four sub-pages (SPEC 2.1): one module, the page chosen by its route. */
export default function AboutUs() {
  const brand = useBrand();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? 'about-us';
  const page = BRAND_PAGES[id] ?? BRAND_PAGES['about-us']!;
  return (
    <RoutePage routeId={page.routeId}>
      <AboutUsNav current={id} brand={brand} />
      <BrandContent page={page} brand={brand} />
    </RoutePage>
  );
}
