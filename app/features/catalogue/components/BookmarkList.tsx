import { useFetcher } from 'react-router';
import { AppLink } from '#app/ui/link/AppLink';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { BookmarkedProduct } from '../data/bookmarks.server';
import { PRODUCT_LIST_PATH } from '../product-filters';
import { ProductCard } from './ProductCard';
import styles from './BookmarkList.module.css';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

export const BOOKMARKS_PER_PAGE = 12;

/** /mypage/bookmark: the member's bookmarked feeds, newest first, each with a remove button. */
export function BookmarkList({ items, total, page }: { items: BookmarkedProduct[]; total: number; page: number }) {
  if (total === 0) {
    return (
      <div className={styles.empty}>
        <p>아직 찜한 사료가 없어요. 사료 목록에서 하트를 눌러 마음에 드는 사료를 모아 보세요.</p>
        <AppLink href={PRODUCT_LIST_PATH} className="btn">
          맞춤 사료 보러 가기
        </AppLink>
      </div>
    );
  }
  return (
    <>
      <p className={styles.total}>
        찜한 사료 <strong>{formatNumber(total)}</strong>개
      </p>
      <ul className={styles.grid}>
        {items.map((product) => (
          <li key={product.Id}>
            <ProductCard product={product} headingLevel="h2" action={<RemoveBookmark productId={product.Id} productName={product.Name} />} />
          </li>
        ))}
      </ul>
      <Paginator
        totalEntries={total}
        perPage={BOOKMARKS_PER_PAGE}
        page={page}
        hrefForPage={(n) => (n === 1 ? href('bookmark') : href('bookmark', { page: n }))}
        label="찜한 상품 페이지"
        className={styles.paginator}
      />
    </>
  );
}

function RemoveBookmark({ productId, productName }: { productId: string; productName: string }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="bookmark" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="bookmarked" value="off" />
      <button type="submit" className={styles.remove} disabled={busy} aria-label={`${productName} 찜 삭제`}>
        삭제
      </button>
    </fetcher.Form>
  );
}
