import { data } from 'react-router';
import { findSiteRouteByPath } from '#app/config/site-routes';
import { previewRequested } from '#app/staff-kit/page-helpers.server';
import { type PageArgs, urlOf } from '#app/page-kit/page-args';
import { appPathOf } from '#app/lib/site-url';
import { resolveLinkRefs } from '#app/staff-kit/data/link-targets.server';
import { parseLinkRef } from '#app/lib/link-ref';
import { readBrandPage } from '../data/brand.server';
import { isBrandPageId } from '../brand-types';
import { vetProducts } from '../vet-products.server';

/** The page of a route id as guests see it (staff with `?preview=1`: as saved), or 404. */
async function brandPage(args: PageArgs, id: string) {
  const page = isBrandPageId(id) ? await readBrandPage(args.context.services.db.kysely, id, previewRequested(args)) : null;
  if (!page) throw data('페이지를 찾을 수 없습니다.', { status: 404 });
  // A picked button link (a campaign, a product…) goes where the item is today; none when it is gone.
  if (page.cta && parseLinkRef(page.cta.href) !== null) {
    const to = (await resolveLinkRefs(args.context.services.db.kysely, [page.cta.href], new Date().toISOString())).get(page.cta.href) ?? null;
    if (to === null) delete page.cta;
    else page.cta = { ...page.cta, href: to };
  }
  return page;
}

/** /about-us and its sub-pages: the page of the route, from the back-office content. */
export async function loadBrandPage(args: PageArgs) {
  const route = findSiteRouteByPath(appPathOf(urlOf(args)));
  if (!route) throw data('페이지를 찾을 수 없습니다.', { status: 404 });
  return { page: await brandPage(args, route.id) };
}

/** /event/cat-ageing-7: the event's words (its products, buttons and coupon stay the health feature's). */
export async function loadEventTexts(args: PageArgs) {
  return brandPage(args, 'cat-ageing-event');
}

/** /vdiet: the page's text and the prescription feeds shown under it. */
export async function loadVDiet(args: PageArgs) {
  const [page, products] = await Promise.all([brandPage(args, 'vdiet'), vetProducts(args.context.services.db.kysely)]);
  return { page, products };
}
