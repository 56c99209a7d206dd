import type { ProductSpecies } from '#server/platform/db/schema/products';
import { speciesLabel } from '#app/features/pets/species';
import { AppLink } from '#app/ui/link/AppLink';
import { SiteImage } from '#app/ui/image/SiteImage';
import styles from './ProductTiles.module.css';
import { href } from '#app/config/href';

/** What a product tile shows; pages pass products of the catalogue service. */
export interface ProductTileData {
  Id: string;
  Name: string;
  ThumbnailImageUrl__c: string;
  Summary: string;
  Species__c: ProductSpecies;
}

/**
 * Products as small tiles, two a row, each linking to its product page: the feeds an article
 * recommends and the V-DIET feeds of the brand page. The caller gives the section and heading.
 */
export function ProductTiles({ products }: { products: readonly ProductTileData[] }) {
  return (
    <ul className={styles.tiles}>
      {products.map((p) => (
        <li key={p.Id}>
          <AppLink href={href('product-detail', { id: p.Id })} className={styles.tile}>
            <SiteImage src={p.ThumbnailImageUrl__c} alt="" width={800} height={800} />
            <span className={styles.species}>{speciesLabel(p.Species__c)}</span>
            <span className={styles.name}>{p.Name}</span>
            <span className={styles.summary}>{p.Summary}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
