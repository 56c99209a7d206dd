import { AppLink } from '#app/ui/link/AppLink';
import styles from './ProductNextSteps.module.css';

/** What a product page leads to (the route composes it from the trial, offline-store and health areas). */
export interface ProductNextStepsData {
  /** The product's running free trial, if any. */
  trial: { href: string; title: string; state: string } | null;
  /** The 1+1 store offer naming this product, if any. */
  plus1: { href: string; label: string; until: string; /** Where the coupon is used, in the coupon pages' words (offline-store/coupon-words.ts). */ storeRule: string; /** The member already holds the campaign's coupon. */ held: boolean } | null;
  /** The stores that carry the product (their assortment). */
  stores: { id: string; name: string; region: string; address: string; phone: string; hours: string }[];
  /** The daily portion tool, prefilled for this product. */
  portionHref: string;
}

/**
 * "이 사료로 할 수 있는 것": the trial, the 1+1 coupon, where to buy it and how much to feed.
 * A product page is never a dead end: the portion tool and the store answer are always there.
 */
export function ProductNextSteps({ data }: { data: ProductNextStepsData }) {
  const regions = [...new Set(data.stores.map((s) => s.region))];
  return (
    <section aria-labelledby="next-steps" className={styles.panel}>
      <h2 id="next-steps" className={styles.title}>
        이 사료로 할 수 있는 것
      </h2>
      <ul className={styles.cards}>
        {data.trial && (
          <li className={styles.card} data-next="trial">
            <span className={styles.kicker}>무료 체험</span>
            <strong>{data.trial.title}</strong>
            <span className={styles.meta}>{data.trial.state}</span>
            <AppLink href={data.trial.href} className="btn">
              무료 체험 신청하기
            </AppLink>
          </li>
        )}
        {data.plus1 && (
          <li className={styles.card} data-next="plus1">
            <span className={styles.kicker}>1+1 매장 쿠폰</span>
            <strong>가까운 매장에서 {data.plus1.label}</strong>
            <span className={styles.meta}>{data.plus1.held ? '이미 받은 쿠폰이 쿠폰함에 있어요' : `${data.plus1.until}까지 · 쿠폰을 받아 매장에서 보여 주세요`}</span>
            <AppLink href={data.plus1.href} className="btn btn--ghost">
              {data.plus1.held ? '쿠폰함에서 보기' : '1+1 쿠폰 받기'}
            </AppLink>
          </li>
        )}
        <li className={styles.card} data-next="portion">
          <span className={styles.kicker}>하루 급여량</span>
          <strong>우리 아이에게는 하루 몇 g?</strong>
          <span className={styles.meta}>체중과 체형, 활동량으로 이 사료의 하루 급여량을 계산해 드려요.</span>
          <AppLink href={data.portionHref} className="btn btn--ghost">
            급여량 계산하기
          </AppLink>
        </li>
      </ul>
      <div className={styles.stores} data-next="stores">
        <h3 className={styles.subTitle}>파는 매장</h3>
        {data.stores.length === 0 ? (
          <p className={styles.meta}>지금은 이 사료를 파는 오프라인 매장이 없어요.</p>
        ) : (
          <details>
            <summary>
              이 사료를 파는 매장 {data.stores.length}곳 ({regions.join(', ')})
            </summary>
            <ul className={styles.storeList}>
              {data.stores.map((s) => (
                <li key={s.id}>
                  <strong>{s.name}</strong>
                  <span>{s.address}</span>
                  <span>
                    <a href={`tel:${s.phone.replace(/[^0-9]/g, '')}`}>{s.phone}</a> · {s.hours}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        )}
        {data.plus1 && data.stores.length > 0 && <p className={styles.meta}>{data.plus1.storeRule}</p>}
      </div>
    </section>
  );
}
