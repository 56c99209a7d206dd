import { useRouteLoaderData } from 'react-router';
import type { RootData } from '#app/root';

/** The configured brand name (site_config), from the root loader. */
export function useBrand(): string {
  return useRouteLoaderData<RootData>('root')?.brand ?? '';
}

/** The viewer as the root loader saw it (SPEC 3.3). */
export function useViewer(): RootData['viewer'] {
  return useRouteLoaderData<RootData>('root')?.viewer ?? { isGuest: true };
}
