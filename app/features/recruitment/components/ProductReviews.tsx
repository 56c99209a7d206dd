import { Link } from 'react-router';
import { href } from '#app/config/href';
import { formatDate } from '#app/lib/format';
import type { PublicReview } from '../types';
import { PhotoList } from './PhotoList';
import { Stars } from './Stars';
import styles from './Recruitment.module.css';
import { formatNumber } from '#app/lib/format';

/**
 * The reviews of a product for its detail page. Feed it `reviewsForProduct(services, productId)`
 * from the page's loader (app/features/recruitment/data/reviews.server.ts).
 */
export function ProductReviews({ count, average, reviews }: { count: number; average: number; reviews: PublicReview[] }) {
  return (
    <section className={styles.section} aria-labelledby="product-reviews" data-testid="product-reviews">
      <h2 id="product-reviews" className={styles.sectionTitle}>
        체험 리뷰{count > 0 && <span className={styles.muted}> {formatNumber(count)}건</span>}
      </h2>
      {count === 0 ? (
        // No count to advertise: an invitation to write the first one.
        <p className={styles.muted}>
          아직 리뷰가 없어요. <Link to={href('recruitment')}>무료 체험</Link>에 참여하고 첫 리뷰를 남겨 주세요.
        </p>
      ) : (
        <>
          <p>
            평균 <Stars rating={Math.round(average)} /> <strong>{average.toFixed(1)}</strong> / 5
          </p>
          <ul className={styles.list}>
            {reviews.map((r) => (
              <li key={r.id} className={styles.card}>
                <p className={styles.muted}>
                  <Stars rating={r.rating} /> · {r.author} · {r.petLabel} · <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                </p>
                <p className={styles.reviewBody}>{r.body}</p>
                <PhotoList ids={r.photoIds} label="리뷰 사진" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
