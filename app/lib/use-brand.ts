import { useRouteLoaderData } from 'react-router';
import type { PublicViewer } from './public-viewer';

/** The part of the root loader's answer every page may read (app/root.tsx checks it satisfies this). */
export interface ShellData {
  brand: string;
  viewer: PublicViewer;
}

/** The configured brand name (site_config), from the root loader. */
export function useBrand(): string {
  return useRouteLoaderData<ShellData>('root')?.brand ?? '';
}

/** The viewer as the root loader saw it (SPEC 3.3). */
export function useViewer(): PublicViewer {
  return useRouteLoaderData<ShellData>('root')?.viewer ?? { isGuest: true };
}
