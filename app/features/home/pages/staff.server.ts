import { redirect } from 'react-router';
import { z } from 'zod';
import { mediaUploadAction, mediaUploadLoader } from '#app/staff-kit/media-upload.server';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { getHomeEditor, homeMediaChoices, homeProductChoices } from '../data/home-admin.server';
import { attachFeaturedProducts } from '#app/features/catalogue/home-featured.server';
import { describeLinkRefs } from '#app/staff-kit/data/link-targets.server';
import type { HomeProductCard } from '../data/home.server';
import { widgetLinkValues } from '../home-links';
import { latestArticleItems } from './home.server';
import { discardHomeDraftOp, publishHomeOp, saveHomeDraftOp, uploadHomeImageOp } from '../operations.server';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';

/** The home page editor's pages (issue 15 item 6): /staff/home and its photo upload /staff/home/image. */

const NOTICES: Record<string, string> = {
  draft: '임시 저장했습니다. 방문자에게는 아직 보이지 않습니다. 미리보기로 확인한 뒤 게시해 주세요.',
  publish: '게시했습니다. 방문자 홈 화면과 모든 서버의 캐시에 바로 반영됩니다.',
  discard: '임시 저장본을 버렸습니다. 지금 게시 중인 화면을 보여 드립니다.',
};

const Query = z.object({ saved: optionalParam });

export async function loadStaffHome(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { saved } = readQuery(args, Query);
  const db = args.context.services.db.kysely;
  const [record, media, products, articles, cards] = await Promise.all([getHomeEditor(db), homeMediaChoices(db), homeProductChoices(db), latestArticleItems(db, 8), previewProductCards(args)]);
  // The picked links of the draft and of the published page, named for the pickers and the preview.
  const links = await describeLinkRefs(db, widgetLinkValues([...(record.draft ?? []), ...record.published]), new Date().toISOString());
  return {
    record,
    media,
    products,
    preview: { products: cards, articles },
    links: [...links.values()],
    notice: saved ? (NOTICES[saved] ?? null) : null,
    previewHref: href('home', { preview: 1 }),
  };
}

/** The cards of the products guests can see, for the editor's live preview of featured-products widgets. */
async function previewProductCards(args: PageArgs): Promise<HomeProductCard[]> {
  const [section] = await attachFeaturedProducts(args.context.services, [{ columns: [{ seedComponents: [{ type: 'featured-products', limit: 500 }] }] }]);
  const widget = section?.columns[0]?.seedComponents[0] as { products?: HomeProductCard[] } | undefined;
  return widget?.products ?? [];
}

/** intent=save (the draft), publish (the saved draft), discard (the draft). */
export async function staffHomeAction(args: PageArgs) {
  const form = await readForm(args.request);
  const intent = form.get('intent');
  const op = intent === 'publish' ? publishHomeOp : intent === 'discard' ? discardHomeDraftOp : saveHomeDraftOp;
  // performForm refuses (400) an intent other than these three.
  const done = await performForm(op, args, form, { intent: intent === 'publish' || intent === 'discard' ? intent : 'save' });
  if (!done.ok) return done.answer;
  return redirect(staffHref('staff-home', { saved: intent === 'publish' ? 'publish' : intent === 'discard' ? 'discard' : 'draft' }));
}

/** /staff/home/image: a banner or background photo; answers its address, size and alt text as JSON. */
/** A GET of the upload address: the same access as the upload, then 405 (it only takes POSTs). */
export const homeImageLoader = (args: PageArgs): never => mediaUploadLoader(args, '사진은 홈 화면 편집기에서 올려 주세요.');

export const homeImageAction = (args: PageArgs) => mediaUploadAction(args, uploadHomeImageOp, '올릴 사진을 선택해 주세요.');
