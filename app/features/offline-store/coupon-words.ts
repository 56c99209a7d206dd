/**
 * Where a 1+1 store coupon may be used, said once for every page that tells it: the coupon page's
 * rules, the product page's store list, the coupon box (docs/decisions/054-pages-that-agree.md).
 * A coupon is issued for the one store the member picks when taking it (step 1) and is refused
 * anywhere else (`other-store` in data/coupons.server.ts).
 */
export const PLUS1_STORE_RULE = '1+1 쿠폰은 받을 때 고른 매장 한 곳에서만 한 번 쓸 수 있고, 다른 매장에서는 쓸 수 없어요.';

/** What the product page adds under the stores that carry the feed. */
export const PLUS1_PRODUCT_STORE_NOTE = `${PLUS1_STORE_RULE} 매장 재고는 방문 전에 전화로 확인해 주세요.`;
