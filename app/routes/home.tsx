import { PreviewNote, renderHomeWidget } from '#app/features/home/components/HomeWidgets';
import { loadHome } from '#app/features/home/pages/home.server';
import { LayoutSection } from '#app/ui/layout/LayoutSection';
import type { Route } from './+types/home';

export const loader = (args: Route.LoaderArgs) => loadHome(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.preview && <PreviewNote />}
      {loaderData.sections.map((section, i) => (
        <LayoutSection
          key={section.sectionKey}
          section={section}
          renderComponent={renderHomeWidget}
          backgroundLoading={i === 0 ? 'lcp' : 'lazy'}
          className="shell"
        />
      ))}
    </>
  );
}
