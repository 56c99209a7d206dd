import { BrandContent } from '#app/features/brand/components/BrandContent';
import { VetProducts } from '#app/features/brand/components/VetProducts';
import { loadVDiet } from '#app/features/brand/pages/brand.server';
import { useBrand } from '#app/ui/shell/use-brand';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/vdiet';

export const loader = (args: Route.LoaderArgs) => loadVDiet(args);

/** The vet-diet page (SPEC 2.1, content not shown): what prescription diets are (back-office words), and the V-DIET feeds. */
export default function VDiet({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <RoutePage routeId="vdiet">
      <BrandContent page={loaderData.page} brand={brand} />
      <VetProducts products={loaderData.products} />
    </RoutePage>
  );
}
