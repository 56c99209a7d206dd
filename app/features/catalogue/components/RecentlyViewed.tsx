import { useEffect, useState } from 'react';
import { type GuestViewedProduct, readViewedProducts } from '#app/lib/guest-storage';
import { AppLink } from '#app/ui/link/AppLink';
import { productHref } from '../labels';
import styles from './RecentlyViewed.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

/**
 * "최근 본 상품" of a guest (SPEC 3.8, 9.3), from local storage. It can only be read in the
 * browser, so it renders after hydration, at the end of the page where it moves nothing.
 */
export function RecentlyViewed({ excludeId }: { excludeId?: string }) {
  const [items, setItems] = useState<GuestViewedProduct[]>([]);
  useEffect(() => {
    setItems(readViewedProducts().filter((item) => item.Product__c !== excludeId));
  }, [excludeId]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className={styles.section}>
      <h2 id="recently-viewed" className={styles.title}>
        최근 본 상품
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.Id}>
            <AppLink href={productHref(item.Product__r.Id)} className={styles.item}>
              <SiteImage src={item.Product__r.ThumbnailImageUrl__c} alt="" width={96} height={96} />
              <span>{item.Product__r.Name}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
