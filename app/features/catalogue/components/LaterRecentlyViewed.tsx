import { lazy, Suspense } from 'react';
import { AfterHydration } from '#app/ui/shell/AfterHydration';

const RecentlyViewed = lazy(() => import('./RecentlyViewed').then((m) => ({ default: m.RecentlyViewed })));

/**
 * "최근 본 상품" (RecentlyViewed), with its code fetched after the page has hydrated: it reads local
 * storage, so it renders nothing on the server or while the page hydrates anyway, and its 1 KB
 * (as sent) is no part of the product pages' first load (issue 27's 130 KB budget).
 */
export function LaterRecentlyViewed({ excludeId }: { excludeId?: string }) {
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <RecentlyViewed {...(excludeId !== undefined && { excludeId })} />
      </Suspense>
    </AfterHydration>
  );
}
