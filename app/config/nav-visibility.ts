/**
 * SPEC 2.3 as one table: which pages hide the dock bar, and which hide the mobile navigation.
 * The mobile navigation is hidden wherever the dock bar is, and on the extra pages below.
 * Keys are route ids of site-routes.ts; the comments give the spec's own names.
 */

const DOCK_HIDDEN: readonly string[] = [
  'bcs', 'bcs-step1', 'bcs-step2', 'bcs-step3', // BCS and its steps 1–3
  'breed', 'breed-step1', 'breed-step2', 'breed-step3', 'breed-health-tip', // breed sensitivity, steps 1–3, health tip
  'cats-signal', 'cats-signal-step1', 'cats-signal-step2', 'cats-signal-step3', // cats signal and steps 1–3
  'sensitivity', 'sensitivity-step1', 'sensitivity-step2', 'sensitivity-step2_1', // sensitivity check, step 1, 2, 2_1
  'mypet-register', // my pet register
  'myqna-request', // QnA write
  'recruitment-order', // order
  'product-detail', // product detail
  'withdrawal', // withdrawal
  'store', 'store-step1', 'store-step2', 'store-step3', // offline store and its steps 1–3
  'register', // register
];

const MOBILE_NAV_ALSO_HIDDEN: readonly string[] = [
  'bcs-step4', 'breed-result', 'cats-signal-step4', 'sensitivity-step3',
  'news', 'news-details', // notice
  'faqs', // FAQ
  'mypage', // mypage
  'customer-center', // contact us
  'member-edit', // my info
  'order-list', 'order-detail', // order catalog, order details
  'review-request', 'review-list', // good review, review catalog
  'return-list', 'return-detail', // return catalog and return details
  'health-report', 'mypet', // health report, mypet
  'health-report-bcs', 'health-report-sensitivity', 'health-report-cat-signal', // the three lists
  'myqna', 'bookmark', 'coupon', 'productfinder-history', // myqna, wish, online coupon, product finder
  'search', 'health-article-detail', 'health-article', 'health-article-list', 'health-article-tag', // search, detail, article, article list, tag articles
];

const dockHidden = new Set(DOCK_HIDDEN);
const mobileNavHidden = new Set([...DOCK_HIDDEN, ...MOBILE_NAV_ALSO_HIDDEN]);

export interface NavVisibility {
  dockBar: boolean;
  mobileNav: boolean;
}

export function navVisibility(routeId: string | undefined): NavVisibility {
  if (routeId === undefined) return { dockBar: true, mobileNav: true };
  return { dockBar: !dockHidden.has(routeId), mobileNav: !mobileNavHidden.has(routeId) };
}

export const navVisibilityTable = { DOCK_HIDDEN, MOBILE_NAV_ALSO_HIDDEN } as const;
