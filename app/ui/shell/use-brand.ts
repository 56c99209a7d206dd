import { useRouteLoaderData } from 'react-router';
import type { PublicViewer } from '#server/platform/auth/public-viewer';
import type { ServicePromises } from '#app/lib/service-promises';

/** The part of the root loader's answer every page may read (app/root.tsx checks it satisfies this). */
export interface ShellData {
  brand: string;
  viewer: PublicViewer;
  /** The site settings' service promises and contacts (null while the settings are unreadable). */
  promises: ServicePromises | null;
}

/** The configured brand name (site_config), from the root loader. */
export function useBrand(): string {
  return useRouteLoaderData<ShellData>('root')?.brand ?? '';
}

/**
 * The service promises of the site settings (answer, shipping and delivery times, contacts), from
 * the root loader. Null only while the settings cannot be read: callers then say nothing of times.
 */
export function useServicePromises(): ServicePromises | null {
  return useRouteLoaderData<ShellData>('root')?.promises ?? null;
}
