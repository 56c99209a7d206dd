import { data } from 'react-router';
import { findSiteRouteByPath } from '#app/config/site-routes';
import { type PageArgs, urlOf } from '#app/lib/page-args';
import { appPathOf } from '#app/lib/site-url';
import { BRAND_PAGES } from './brand-content';
import { vetProducts } from './vet-products.server';

/** /about-us and its sub-pages: the content is static, so the loader only refuses a path that is not one of them. */
export function loadBrandPage(args: PageArgs) {
  const route = findSiteRouteByPath(appPathOf(urlOf(args)));
  if (!route || !BRAND_PAGES[route.id]) throw data('페이지를 찾을 수 없습니다.', { status: 404 });
  return null;
}

/** /vdiet: the prescription feeds shown under the page's text. */
export async function loadVDiet({ context }: PageArgs) {
  return { products: await vetProducts(context.services) };
}
