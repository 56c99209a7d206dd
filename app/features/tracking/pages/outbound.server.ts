import { isbot } from 'isbot';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { purchaseLinkTarget } from '#app/features/catalogue/data/purchase-links.server';
import { VISITOR_PARAM } from '#app/lib/outbound-link';
import { parseSiteHosts } from '#app/lib/site-hosts';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { clickAttribution, recordOutboundClick } from '../data/outbound-clicks.server';
import { purchaseClicks } from '../limits.server';
import { isOwnHost } from '../tracking-rules';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const OutQuery = z.object({
  link: z.string({ error: '구매 링크를 찾을 수 없습니다.' }).trim().min(1, '구매 링크를 찾을 수 없습니다.').max(64, '구매 링크를 찾을 수 없습니다.'),
  [VISITOR_PARAM]: z
    .string()
    .optional()
    .transform((v) => (v !== undefined && UUID_PATTERN.test(v.toLowerCase()) ? v.toLowerCase() : null)),
});

/** The page of this site a click came from (its Referer), or null for none or another site's. */
function ownPageOf(request: Request, siteHosts: string): URL | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return isOwnHost(from, parseSiteHosts(siteHosts), new URL(request.url).host) ? from : null;
  } catch {
    return null;
  }
}

/**
 * /products/out?link={id}[&uuid=…] (issue 25 item 2): a purchase link followed. Answers with a
 * redirect to the stored address of that link only (an unknown id, or one of a product guests
 * cannot see, is 404: never an open redirect), and counts the click with the visitor's
 * attribution — not for crawlers, and not beyond the per-visitor and per-address limits. A
 * failure to count never keeps the shopper from the shop.
 */
export async function followPurchaseLink(args: PageArgs) {
  const { context, request } = args;
  const { services, viewer } = context;
  const query = readQuery(args, OutQuery);
  const target = await purchaseLinkTarget(services.db.kysely, query.link);
  if (!target) throw data('구매 링크를 찾을 수 없습니다. 상품 페이지를 새로 고쳐 주세요.', { status: 404 });

  const agent = request.headers.get('user-agent') ?? '';
  if (agent !== '' && !isbot(agent)) {
    try {
      const allowance = await purchaseClicks(services).take(context.clientIp, query.uuid ?? undefined, 1);
      if (allowance.allowed === 1) {
        const now = services.clock.now();
        const attribution = await clickAttribution(services.db.kysely, services.batches, {
          pageUrl: ownPageOf(request, services.env.SITE_HOSTS),
          uuid: query.uuid,
          memberId: viewer.isGuest ? null : viewer.userId,
          now,
        });
        await recordOutboundClick(services.db.kysely, { linkId: target.id, productId: target.productId, shop: target.shop, shopName: target.shopName, uuid: query.uuid, attribution, at: now });
      }
    } catch (error) {
      services.logger.error({ err: error, requestId: context.requestId }, 'purchase click not recorded');
    }
  }
  return redirect(target.url, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'strict-origin-when-cross-origin' } });
}
