import { ProductTiles, type ProductTileData } from '#app/features/catalogue/components/ProductTiles';
import styles from './Articles.module.css';

export function RelatedProducts({ products, title = '이 글과 함께 보면 좋은 맞춤 사료' }: { products: ProductTileData[]; title?: string }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className={styles.section}>
      <h2 id="related-products" className={styles.sectionTitle}>
        {title}
      </h2>
      <ProductTiles products={products} />
    </section>
  );
}
