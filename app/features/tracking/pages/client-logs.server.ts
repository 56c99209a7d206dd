import { z } from 'zod';
import { pageAt } from '#app/config/page-names';
import { getSiteSettings } from '#app/features/site/data/site-config.server';
import { stripBasePath } from '#app/lib/site-url';
import { requireStaff } from '#app/page-kit/auth.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { VITALS_PERIODS } from '../web-vitals-metrics';
import { webVitalsReport } from '../data/web-vitals.server';

const VitalsQuery = z.object({ days: z.coerce.number().int().catch(7) });

/**
 * /staff/web-vitals: p75 LCP, INP and CLS per page type from visitors' browsers (issue 17.6,
 * issue 27 item 4). A stored path is the browser's address (under the base path, if any): the
 * page it belongs to is found when the report is read, so older rows are grouped the same way.
 */
export async function loadWebVitals(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { services } = args.context;
  const { days: asked } = readQuery(args, VitalsQuery);
  const days = (VITALS_PERIODS as readonly number[]).includes(asked) ? asked : 7;
  const from = new Date(Date.now() - days * 86_400_000).toISOString();
  const brand = await getSiteSettings(services.db.kysely, services)
    .then((s) => s.brandName)
    .catch(() => '브랜드');
  const base = services.env.BASE_PATH;
  return { days, pages: await webVitalsReport(services.db.kysely, from, (path) => pageAt(stripBasePath(path, base), brand)) };
}
