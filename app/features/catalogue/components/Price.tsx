import { formatNumber } from '#app/lib/format';
import { salePrice } from '../product-types';
import styles from './ProductCard.module.css';

/** Regular price, or the discount rate, sale price and struck regular price. */
export function Price({ price, discountRate, size = 'card' }: { price: number; discountRate: number; size?: 'card' | 'large' }) {
  const className = size === 'large' ? `${styles.price} ${styles.priceLarge}` : styles.price;
  if (discountRate <= 0) {
    return (
      <p className={className}>
        <span className="visually-hidden">판매가 </span>
        <strong>{formatNumber(price)}원</strong>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className={styles.rate}>
        <span className="visually-hidden">할인율 </span>
        {discountRate}%
      </span>{' '}
      <strong>
        <span className="visually-hidden">할인가 </span>
        {formatNumber(salePrice(price, discountRate))}원
      </strong>{' '}
      <del className={styles.regular}>
        <span className="visually-hidden">정가 </span>
        {formatNumber(price)}원
      </del>
    </p>
  );
}
