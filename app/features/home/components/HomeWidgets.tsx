import type { ReactNode } from 'react';
import type { FeaturedProductsWidget, HomeWidget, LatestArticleItem } from '#app/features/home/data/home.server';
import { formatNumber } from '#app/lib/format';
import { hasVariants } from '#app/lib/responsive-image';
import type { SeedComponent } from '#app/ui/layout/layout-model';
import { AppLink } from '#app/ui/link/AppLink';
import { StoredLink } from '#app/ui/link/StoredLink';
import styles from './HomeWidgets.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

/** Staff looking at `/?preview=1`: what they see is the editor's draft, not yet the guests' page. */
export function PreviewNote() {
  return (
    <p role="status" className={`shell ${styles.previewNote}`}>
      미리보기: 홈 화면 편집의 임시 저장본입니다 (없으면 게시 중인 화면). 방문자에게는 게시 전까지 보이지 않습니다.
    </p>
  );
}

export function renderHomeWidget(seed: SeedComponent): ReactNode {
  // The loader has validated every widget (home.server.ts), so the shape is known here.
  const w = seed as HomeWidget;
  switch (w.type) {
    case 'hero':
      return (
        <div className={styles.hero}>
          {w.eyebrow && <p className={styles.eyebrow}>{w.eyebrow}</p>}
          <h1 className={styles.heroTitle}>{w.title}</h1>
          <p className={styles.heroText}>{w.text}</p>
          <p className={styles.actions}>
            {w.cta && (
              <StoredLink href={w.cta.href} className="btn">
                {w.cta.label}
              </StoredLink>
            )}
            {w.secondary && (
              <StoredLink href={w.secondary.href} className="btn btn--ghost">
                {w.secondary.label}
              </StoredLink>
            )}
          </p>
        </div>
      );
    case 'section-title':
      return (
        <div className={styles.sectionTitle}>
          <h2>{w.title}</h2>
          {w.text && <p>{w.text}</p>}
        </div>
      );
    case 'program-card':
      return (
        <StoredLink href={w.href} className={styles.programCard}>
          <SiteImage src={w.image.src} alt={w.image.alt} width={w.image.width} height={w.image.height} />
          <span className={styles.cardTitle}>{w.title}</span>
          <span className={styles.cardText}>{w.text}</span>
        </StoredLink>
      );
    case 'promo':
      return (
        <div className={`${styles.promo} ${w.tone === 'cool' ? styles.cool : styles.warm}`}>
          <h2>{w.title}</h2>
          <p>{w.text}</p>
          {w.cta && (
            <StoredLink href={w.cta.href} className="btn">
              {w.cta.label}
            </StoredLink>
          )}
        </div>
      );
    case 'link-list':
      return (
        <div className={styles.linkList}>
          <h2>{w.title}</h2>
          {w.text && <p>{w.text}</p>}
          <ul>
            {w.links.map((link) => (
              <li key={link.href}>
                <StoredLink href={link.href}>{link.label}</StoredLink>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'featured-products':
      return <FeaturedProducts widget={w as FeaturedProductsWidget} />;
    case 'banner':
      // Only banners inside their display period reach here (the loader leaves the others out).
      return (
        <StoredLink href={w.href} className={styles.banner}>
          <SiteImage
            src={w.image.src}
            alt={w.alt}
            width={w.image.width}
            height={w.image.height}
            sizes="(min-width: 80em) 1200px, 100vw"
            {...(hasVariants(w.image.src) && { variants: 'pipeline' as const })}
          />
        </StoredLink>
      );
    case 'latest-articles': {
      const items = (w as { items?: LatestArticleItem[] }).items ?? [];
      return (
        <div className={styles.latestArticles}>
          <div className={styles.latestHead}>
            <h2>{w.title}</h2>
            {w.cta && (
              <StoredLink href={w.cta.href} className={styles.latestMore}>
                {w.cta.label}
              </StoredLink>
            )}
          </div>
          {w.text && <p>{w.text}</p>}
          <ul className={styles.latestList}>
            {items.map((a) => (
              <li key={a.href} className={styles.latestItem}>
                <SiteImage src={a.image.src} alt="" width={a.image.width} height={a.image.height} />
                <span className={styles.latestCategory}>{a.category}</span>
                <h3 className={styles.latestTitle}>
                  <AppLink href={a.href}>{a.title}</AppLink>
                </h3>
                <span className={styles.latestDate}>{a.date}</span>
              </li>
            ))}
          </ul>
        </div>
      );
    }
  }
}

/** A row of real products (server-rendered); hidden when none are on sale. */
function FeaturedProducts({ widget }: { widget: FeaturedProductsWidget }) {
  const products = widget.products ?? [];
  if (products.length === 0) return null;
  return (
    <div className={styles.featured}>
      <div className={styles.featuredHead}>
        <h2>{widget.title}</h2>
        {widget.text && <p>{widget.text}</p>}
      </div>
      <ul className={styles.featuredList}>
        {products.map((p) => (
          <li key={p.Id}>
            <AppLink href={p.href} className={styles.featuredCard}>
              <SiteImage src={p.ThumbnailImageUrl__c} alt="" width={800} height={800} />
              <span className={styles.featuredName}>{p.Name}</span>
              <span className={styles.featuredText}>{p.Summary}</span>
              <span className={styles.featuredPrice}>
                {p.DiscountRate > 0 && <span className={styles.featuredRate}>{p.DiscountRate}% </span>}
                <strong>{formatNumber(p.SalePrice)}원</strong>
                {p.DiscountRate > 0 && <del> {formatNumber(p.Price)}원</del>}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      {widget.cta && (
        <p className={styles.featuredMore}>
          <StoredLink href={widget.cta.href} className="btn btn--ghost">
            {widget.cta.label}
          </StoredLink>
        </p>
      )}
    </div>
  );
}
