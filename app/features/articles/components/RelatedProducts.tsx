import { AppLink } from '#app/ui/link/AppLink';
import styles from './Articles.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

/** The fields of a product card; the page passes products of the catalogue service. */
export interface ProductCardData {
  Id: string;
  Name: string;
  ThumbnailImageUrl__c: string;
  Summary: string;
  Species__c: string;
}

export function RelatedProducts({ products, title = '이 글과 함께 보면 좋은 맞춤 사료' }: { products: ProductCardData[]; title?: string }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className={styles.section}>
      <h2 id="related-products" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.products}>
        {products.map((p) => (
          <li key={p.Id}>
            <AppLink href={`/products/detail?id=${encodeURIComponent(p.Id)}`} className={styles.product}>
              <SiteImage src={p.ThumbnailImageUrl__c} alt="" width={800} height={800} />
              <span className={styles.productSpecies}>{p.Species__c === 'Dog' ? '강아지' : '고양이'}</span>
              <span className={styles.productName}>{p.Name}</span>
              <span className={styles.productSummary}>{p.Summary}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
