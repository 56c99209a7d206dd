import type { ReactNode } from 'react';
import { AppLink } from '#app/ui/link/AppLink';
import { internalCode, sortCodes } from '../internal-codes';
import { productFacts, productHref } from '../labels';
import type { ProductSummary } from '../product-types';
import { Price } from './Price';
import { CardPurchaseLink } from './PurchaseLinks';
import styles from './ProductCard.module.css';
import { hasVariants } from '#app/lib/responsive-image';
import { MetaLine } from '#app/ui/meta-line/MetaLine';
import { type ImagePriority, SiteImage } from '#app/ui/image/SiteImage';

/**
 * A product in a grid: packshot, facts, name (the one link, stretched over the card), summary,
 * health codes and price. `action` (the bookmark button) sits beside the name, above the link, off the packshot.
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  priority = 'lazy',
  action,
}: {
  product: ProductSummary;
  headingLevel?: 'h2' | 'h3';
  /** How its packshot loads: the first card of a list is the page's LCP image. */
  priority?: ImagePriority;
  action?: ReactNode;
}) {
  const Heading = headingLevel;
  const codes = sortCodes(product.InternalCodes)
    .map((code) => internalCode(code))
    .filter((c) => c !== undefined);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SiteImage src={product.ThumbnailImageUrl__c} alt="" width={800} height={800} sizes="(min-width: 1024px) 280px, 50vw" priority={priority} {...(hasVariants(product.ThumbnailImageUrl__c) && { variants: 'pipeline' as const })} />
        {product.IsVet && <span className={styles.vet}>수의사 처방식</span>}
      </div>
      <div className={styles.body}>
        <MetaLine className={styles.facts} items={productFacts(product)} />
        {/* The bookmark sits beside the name, never over the packshot. */}
        <div className={styles.head}>
          <Heading className={styles.name}>
            <AppLink href={productHref(product.Id)} className={styles.link}>
              {product.Name}
            </AppLink>
          </Heading>
          {action && <div className={styles.action}>{action}</div>}
        </div>
        <p className={styles.summary}>{product.Summary}</p>
        {codes.length > 0 && (
          <ul className={styles.codes} aria-label="도움을 주는 건강 고민">
            {codes.map((c) => (
              <li key={c.code}>{c.title}</li>
            ))}
          </ul>
        )}
        <Price price={product.Price} discountRate={product.DiscountRate} />
        {product.PurchaseLink && <CardPurchaseLink link={product.PurchaseLink} />}
      </div>
    </article>
  );
}
