import { loadEventTexts } from '#app/features/brand/pages/brand.server';
import { CatAgeing } from '#app/features/health/service/components/Service';
import { catAgeingLoader } from '#app/features/health/service/pages/service.server';
import { useBrand } from '#app/ui/shell/use-brand';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/event.cat-ageing-7';

/** The event's products and the viewer (health feature), and its words (edited at /staff/brand-pages). */
export const loader = async (args: Route.LoaderArgs) => {
  const [event, texts] = await Promise.all([catAgeingLoader(args), loadEventTexts(args)]);
  return { ...event, texts: { lead: texts.lead, sections: texts.sections } };
};

export default function CatAgeingEventPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <RoutePage routeId="cat-ageing-event">
      <CatAgeing {...loaderData} brand={brand} />
    </RoutePage>
  );
}
