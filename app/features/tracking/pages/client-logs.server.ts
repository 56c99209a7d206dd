import { z } from 'zod';
import { requireStaff } from '#app/page-kit/auth.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { VITALS_PERIODS } from '../web-vitals-metrics';
import { webVitalsReport } from '../data/web-vitals.server';

const VitalsQuery = z.object({ days: z.coerce.number().int().catch(7) });

/** /staff/web-vitals: p75 LCP, INP and CLS per page from visitors' browsers (issue 17.6). */
export async function loadWebVitals(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { days: asked } = readQuery(args, VitalsQuery);
  const days = (VITALS_PERIODS as readonly number[]).includes(asked) ? asked : 7;
  const from = new Date(Date.now() - days * 86_400_000).toISOString();
  return { days, pages: await webVitalsReport(args.context.services.db.kysely, from) };
}
