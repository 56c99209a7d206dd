import { AboutUsNav } from '#app/features/brand/components/AboutUsNav';
import { BrandContent } from '#app/features/brand/components/BrandContent';
import { loadBrandPage } from '#app/features/brand/pages/brand.server';
import { useBrand } from '#app/ui/shell/use-brand';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/about-us';

export const loader = (args: Route.LoaderArgs) => loadBrandPage(args);

/** /about-us and its four sub-pages (SPEC 2.1): one module, the page chosen by its route, its words from the back-office. */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { page } = loaderData;
  return (
    <RoutePage routeId={page.routeId}>
      <AboutUsNav current={page.routeId} brand={brand} />
      <BrandContent page={page} brand={brand} />
    </RoutePage>
  );
}
