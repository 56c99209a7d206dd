import { BRAND_PAGES } from '#app/features/brand/brand-content';
import styles from '#app/features/brand/components/Brand.module.css';
import { BrandContent } from '#app/features/brand/components/BrandContent';
import { vetProducts } from '#app/features/brand/vet-products.server';
import { useBrand } from '#app/lib/use-brand';
import { AppLink } from '#app/ui/link/AppLink';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/vdiet';
import { siteUrl } from '#app/lib/site-url';

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await vetProducts(context.services) };
}

/** The vet-diet page (SPEC 2.1, content not shown): what prescription diets are, and the V-DIET feeds. */
export default function VDiet({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <RoutePage routeId="vdiet">
      <BrandContent page={BRAND_PAGES.vdiet!} brand={brand} />
      {loaderData.products.length > 0 && (
        <section aria-labelledby="vdiet-products" className={styles.section}>
          <h2 id="vdiet-products" className={styles.heading}>
            V-DIET 제품
          </h2>
          <ul className={styles.products}>
            {loaderData.products.map((p) => (
              <li key={p.Id}>
                <AppLink href={`/products/detail?id=${encodeURIComponent(p.Id)}`} className={styles.product}>
                  <img src={siteUrl(p.ThumbnailImageUrl__c)} alt="" width={800} height={800} loading="lazy" decoding="async" />
                  <span className={styles.productText}>{p.Species__c === 'Dog' ? '강아지' : '고양이'}</span>
                  <span className={styles.productName}>{p.Name}</span>
                  <span className={styles.productText}>{p.Summary}</span>
                </AppLink>
              </li>
            ))}
          </ul>
          <p className={styles.notice}>V-DIET 제품은 수의사 상담 후 동물병원에서 구매할 수 있어요. 급여 중 이상이 보이면 바로 담당 수의사에게 알려 주세요.</p>
        </section>
      )}
    </RoutePage>
  );
}
