import type { ProductSummary } from '../product-types';
import { ProductCard } from './ProductCard';

/** The cards of "함께 보면 좋은 사료" on a product page, one list item each. */
export function RelatedProductCards({ products }: { products: ProductSummary[] }) {
  return (
    <>
      {products.map((p) => (
        <li key={p.Id}>
          <ProductCard product={p} />
        </li>
      ))}
    </>
  );
}
