import { AppLink } from '#app/ui/link/AppLink';
import type { VetProductCard } from '../vet-products.server';
import styles from './Brand.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

/** The V-DIET feeds, each linking to its product page, with the advice to buy them after a vet's consultation. */
export function VetProducts({ products }: { products: VetProductCard[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="vdiet-products" className={styles.section}>
      <h2 id="vdiet-products" className={styles.heading}>
        V-DIET 제품
      </h2>
      <ul className={styles.products}>
        {products.map((p) => (
          <li key={p.Id}>
            <AppLink href={`/products/detail?id=${encodeURIComponent(p.Id)}`} className={styles.product}>
              <SiteImage src={p.ThumbnailImageUrl__c} alt="" width={800} height={800} />
              <span className={styles.productText}>{p.Species__c === 'Dog' ? '강아지' : '고양이'}</span>
              <span className={styles.productName}>{p.Name}</span>
              <span className={styles.productText}>{p.Summary}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <p className={styles.notice}>V-DIET 제품은 수의사 상담 후 동물병원에서 구매할 수 있어요. 급여 중 이상이 보이면 바로 담당 수의사에게 알려 주세요.</p>
    </section>
  );
}
