import { lazy, Suspense, useEffect, useState } from 'react';
import { readViewedProducts } from '#app/lib/guest-storage';

const RecentlyViewed = lazy(() => import('./RecentlyViewed').then((m) => ({ default: m.RecentlyViewed })));

/**
 * "최근 본 상품" (RecentlyViewed), with its code fetched only when the guest has viewed products to
 * show (issue 27): it reads local storage, so it renders nothing on the server or while the page
 * hydrates anyway, and a first visit, which has nothing to show, never loads it. Checked one task
 * after hydration, when the product page has recorded its own product.
 */
export function LaterRecentlyViewed({ excludeId }: { excludeId?: string }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShow(readViewedProducts().some((item) => item.Product__c !== excludeId)), 0);
    return () => clearTimeout(timer);
  }, [excludeId]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed {...(excludeId !== undefined && { excludeId })} />
    </Suspense>
  );
}
