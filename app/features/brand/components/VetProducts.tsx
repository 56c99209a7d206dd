import { ProductTiles } from '#app/features/catalogue/components/ProductTiles';
import type { VetProductCard } from '../vet-products.server';
import styles from './Brand.module.css';

/** The V-DIET feeds, each linking to its product page, with the advice to buy them after a vet's consultation. */
export function VetProducts({ products }: { products: VetProductCard[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="vdiet-products" className={`${styles.section} ${styles.vetProducts}`}>
      <h2 id="vdiet-products" className={styles.heading}>
        V-DIET 제품
      </h2>
      <ProductTiles products={products} />
      <p className={styles.notice}>V-DIET 제품은 수의사 상담 후 동물병원에서 구매할 수 있어요. 급여 중 이상이 보이면 바로 담당 수의사에게 알려 주세요.</p>
    </section>
  );
}
