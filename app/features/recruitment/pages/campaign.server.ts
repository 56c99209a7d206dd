import { data } from 'react-router';
import { z } from 'zod';
import { productChoices } from '#app/features/catalogue/data/catalogue.server';
import { bulkAction, editorAction, savedNotice } from '#app/staff-kit/page-helpers.server';
import { staffListQuery } from '#app/staff-kit/schemas';
import { requireStaff } from '#app/page-kit/auth.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { CAMPAIGN_SORTS, getStaffCampaign, listStaffCampaigns } from '../data/campaign-admin.server';
import { campaignState, saveCampaignOp } from '../operations.server';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';

/** The back-office pages of the free-trial campaigns (issue 15 item 5). */

const ListQuery = staffListQuery(['updated', 'starts', 'order']);
const EditQuery = z.object({ id: optionalParam, saved: optionalParam });

export async function loadStaffCampaignList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, ListQuery);
  const list = await listStaffCampaigns(args.context.services.db.kysely, query);
  return { ...list, query, notice: savedNotice(query.saved), sorts: CAMPAIGN_SORTS };
}

export const staffCampaignListAction = (args: PageArgs) => bulkAction(args, campaignState);

export async function loadStaffCampaignEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const db = args.context.services.db.kysely;
  const item = id ? await getStaffCampaign(db, id) : null;
  if (id && !item) throw data('체험 캠페인을 찾을 수 없습니다.', { status: 404 });
  return { item, notice: savedNotice(saved), previewHref: item ? href('recruitment', { preview: 1 }) : null, products: await productChoices(db) };
}

export const staffCampaignEditorAction = (args: PageArgs) => editorAction(args, saveCampaignOp, campaignState, staffHref('staff-campaign-edit'));
