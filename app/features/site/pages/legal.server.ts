import { data } from 'react-router';
import { z } from 'zod';
import { findSiteRouteByPath } from '#app/config/site-routes';
import { previewRequested } from '#app/staff-kit/page-helpers.server';
import { type PageArgs, readQuery, urlOf } from '#app/page-kit/page-args';
import { appPathOf } from '#app/lib/site-url';
import { staffMay } from '#server/platform/auth/staff-roles';
import { currentLegal, getStaffLegal, legalVersion, legalVersions } from '../data/legal.server';
import type { LegalDocumentView, LegalKind } from '../legal-types';

const LegalQuery = z.object({
  version: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  id: z.string().max(64).optional().catch(undefined),
});

/**
 * /terms and /privacy: the version in force (or `?version=N`, an earlier or a coming one), its
 * effective date, and every published version. Staff with the site permission see a draft with
 * `?preview=1&id=…` through the same page.
 */
export async function loadLegalPage(args: PageArgs) {
  const route = findSiteRouteByPath(appPathOf(urlOf(args)));
  const kind: LegalKind | null = route?.id === 'terms' || route?.id === 'privacy' ? route.id : null;
  if (!kind) throw data('페이지를 찾을 수 없습니다.', { status: 404 });
  const db = args.context.services.db.kysely;
  const query = readQuery(args, LegalQuery);
  const now = new Date();
  const [current, versions] = await Promise.all([currentLegal(db, kind, now), legalVersions(db, kind)]);
  let shown: LegalDocumentView | null = current;
  let preview = false;
  const viewer = args.context.viewer;
  if (query.id && previewRequested(args) && !viewer.isGuest && staffMay(viewer.role, 'site')) {
    const draft = await getStaffLegal(db, query.id);
    if (!draft || draft.kind !== kind) throw data('문서를 찾을 수 없습니다.', { status: 404 });
    shown = { id: draft.id, kind, number: draft.number ?? 0, title: draft.title, effectiveAt: draft.effectiveAt, changeNote: draft.changeNote, body: draft.body };
    preview = draft.number === null;
  } else if (query.version !== undefined) {
    shown = await legalVersion(db, kind, query.version);
    if (!shown) throw data('해당 버전을 찾을 수 없습니다.', { status: 404 });
  }
  const upcoming = versions.find((v) => v.effectiveAt > now.toISOString() && (current === null || v.number > current.number)) ?? null;
  return { kind, shown, currentNumber: current?.number ?? null, versions, upcoming, preview, now: now.toISOString() };
}
