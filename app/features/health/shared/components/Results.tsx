import { Link } from 'react-router';
import type { ProductSummary } from '#app/features/catalogue/product-types';
import { type ProductInfo, type Status, type StatusLabel, STATUS_WORDS } from '../health-types';
import { codeListHref } from '../pet-fit';
import styles from './Health.module.css';
import { siteUrl } from '#app/lib/site-url';
import { SiteImage } from '#app/ui/image/SiteImage';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

const BADGE: Record<Status, string> = {
  'Action Required': styles.badgeAction!,
  Caution: styles.badgeCaution!,
  Normal: styles.badgeNormal!,
};

/** A status as people read it (STATUS_WORDS), never the stored label. */
export function StatusBadge({ status }: { status: Status }) {
  return <span className={`${styles.badge} ${BADGE[status]}`}>{STATUS_WORDS[status]}</span>;
}

const STATUS_TEXT: Record<Status, string> = {
  'Action Required': '동물병원 상담을 권해요. 집에서는 아래 관리를 함께 해 주세요.',
  Caution: '지금부터 식단과 생활 습관으로 관리해 주세요.',
  Normal: '지금 상태가 좋아요. 꾸준히 지켜봐 주세요.',
};

/** A product's page, in the form with the slash before the query that its links have always had. */
export function productHref(id: string): string {
  return `${href('product-detail')}/?id=${encodeURIComponent(id)}`;
}

export function ProductCard({ product, grams }: { product: Pick<ProductSummary, 'Id' | 'Name' | 'ThumbnailImageUrl__c' | 'Summary'>; grams?: number | null | undefined }) {
  return (
    <Link to={productHref(product.Id)} className={styles.productCard}>
      <SiteImage src={product.ThumbnailImageUrl__c} alt={product.Name} width={160} height={160} />
      <span className={styles.productName}>{product.Name}</span>
      {grams !== undefined && grams !== null ? (
        <span className={styles.productMeta}>
          하루 <span className={styles.grams}>약 {formatNumber(grams)}g</span>
        </span>
      ) : (
        <span className={styles.productMeta}>{product.Summary}</span>
      )}
    </Link>
  );
}

/** Feeds as a grid of cards. */
export function ProductGrid({ products, label }: { products: readonly ProductSummary[]; label?: string | undefined }) {
  return (
    <ul className={styles.productGrid} aria-label={label}>
      {products.map((p) => (
        <li key={p.Id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}

export interface ResultItem {
  key: string;
  /** The Korean name shoppers read: the category (피부) or the cats-signal care line. */
  name: string;
  image: string;
  /** Absent for breed tendencies, which are not a measured state. */
  status?: Status | undefined;
  statusLabel?: StatusLabel | undefined;
  selected: string[];
  info: ProductInfo | null;
  /** Feeds of the care line that fit the pet (species, life stage); empty when none does. */
  products: ProductSummary[];
  /** What to say when no feed fits (pet-fit.ts noFitText). */
  noFit?: string | undefined;
  /** The product list of the care line, narrowed to what fits the pet where the list can. */
  listHref?: string | undefined;
  advice?: string;
}

/** One category (or care line) of a result: status, what was seen, the product line and its feeds. */
export function ResultCard({ item, headingLevel = 3 }: { item: ResultItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.resultCard} data-category={item.key} data-status={item.status ?? 'tendency'}>
      <div className={styles.resultHead} style={item.info ? { background: `${item.info.color}55` } : undefined}>
        <img src={siteUrl(item.image)} alt="" width={56} height={56} />
        <div>
          <Heading>{item.name}</Heading>
        </div>
        {item.status ? <StatusBadge status={item.status} /> : <span />}
      </div>
      <div className={styles.resultBody}>
        <p className={styles.muted}>{item.advice ?? (item.status ? STATUS_TEXT[item.status] : '')}</p>
        {item.selected.length > 0 && (
          <div>
            <p className={styles.small}>
              <strong>체크한 항목</strong>
            </p>
            <ul className={styles.small}>
              {item.selected.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        )}
        {item.info && (
          <div className={styles.panelSoft}>
            <p className={styles.subTitle}>{item.info.title}</p>
            <ul className={styles.infoList}>
              {item.info.additionalInfo.map((extra) => (
                <li key={extra.text} className={styles.infoItem}>
                  <img src={siteUrl(extra.image)} alt="" width={40} height={40} loading="lazy" />
                  <span>{extra.text}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {item.products.length > 0 ? (
          <ProductGrid products={item.products} label={`${item.info?.title ?? item.name} 추천 사료`} />
        ) : (
          item.noFit && (
            <p className={styles.notice} data-no-fit="">
              {item.noFit}
            </p>
          )
        )}
        {item.info && item.products.length > 0 && (
          <Link to={item.listHref ?? codeListHref(item.info.InternalCode)} className={styles.textLink}>
            {item.info.title} 사료 전체 보기
          </Link>
        )}
      </div>
    </li>
  );
}

/** Says whom the recommended feeds were chosen for (species and life stage, pet-fit.ts). */
export function FitNote({ forWhom }: { forWhom: string }) {
  return (
    <p className={`${styles.muted} ${styles.small}`} data-fit-note="">
      추천 사료는 {forWhom}에게 맞는 사료만 골랐어요.
    </p>
  );
}
