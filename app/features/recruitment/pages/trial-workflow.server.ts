import { data, redirect } from 'react-router';
import { z } from 'zod';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { staffHref } from '#app/config/staff-href';
import { readSpreadsheet } from '#server/platform/spreadsheet/spreadsheet';
import { writeCsv, writeXlsx } from '#server/platform/spreadsheet/xlsx-write';
import { COURIERS } from '../form-options';
import { closeCampaignOp, drawCampaignOp, importTrackingOp } from '../operations.server';
import { TRACKING_IMPORT_MAX_ROWS, TRACKING_IMPORT_TOO_MANY } from '../schemas';
import { campaignExists, campaignWorkflow, SHIPPING_HEADINGS, shippingRows, type TrackingProblem } from '../data/trial-workflow.server';

/**
 * /staff/trials/campaign?id=: one campaign's draw and shipping for support staff (issue 24 item 5):
 * 모집 마감, the duplicates and the draw, the draw's record, the shipping list to download and
 * the courier's file of tracking numbers to upload. /staff/trials/shipping-list is the download.
 */

const CAMPAIGN_NOT_FOUND = '체험 캠페인을 찾을 수 없습니다.';
const DONE_NOTICE = {
  closed: '모집을 마감했습니다. 이제 추첨할 수 있습니다.',
  drawn: '추첨했습니다. 회원은 당첨 발표일에 결과를 보고 알림을 받습니다.',
} as const;

const PageQuery = z.object({ id: z.string().optional().transform((v) => v ?? ''), done: optionalParam });

export async function loadTrialCampaign(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, done } = readQuery(args, PageQuery);
  const campaign = await campaignWorkflow(args.context.services.db.kysely, id, args.context.services.clock.now());
  if (!campaign) throw data(CAMPAIGN_NOT_FOUND, { status: 404 });
  return { campaign, couriers: [...COURIERS], maxRows: TRACKING_IMPORT_MAX_ROWS, notice: done === 'closed' || done === 'drawn' ? DONE_NOTICE[done] : null };
}

const MAX_FILE = 5 * 1024 * 1024;
const TRACKING_FILE_LIMITS = { maxRows: TRACKING_IMPORT_MAX_ROWS + 1, tooManyRows: TRACKING_IMPORT_TOO_MANY, maxColumns: 100 };

export interface TrackingImportResult {
  fileName: string;
  shipped: number;
  problems: TrackingProblem[];
}

/** The page's three forms by their `intent`: 모집 마감, 추첨, 운송장 파일. */
export async function trialCampaignAction(args: PageArgs) {
  requireStaff(args.context, args.request);
  const id = new URL(args.request.url).searchParams.get('id') ?? '';
  const form = await readForm(args.request);
  const intent = form.get('intent');
  const withCampaign = (fields: Record<string, unknown>) => ({ ...fields, campaignId: id });
  if (intent === 'close') {
    const done = await performForm(closeCampaignOp, args, form, { fromForm: withCampaign });
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-trial-campaign', { id, done: 'closed' }));
  }
  if (intent === 'draw') {
    const done = await performForm(drawCampaignOp, args, form, { fromForm: withCampaign });
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-trial-campaign', { id, done: 'drawn' }));
  }
  if (intent !== 'tracking') return data({ errors: { form: '알 수 없는 요청입니다. 화면을 새로 고쳐 주세요.' }, values: undefined }, { status: 400 });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return data({ errors: { file: '운송장 번호가 적힌 Excel 또는 CSV 파일을 선택해 주세요.' }, values: undefined }, { status: 400 });
  if (file.size > MAX_FILE) return data({ errors: { file: '파일이 너무 큽니다. 5MB까지 올릴 수 있습니다.' }, values: undefined }, { status: 400 });
  const read = await readSpreadsheet(new Uint8Array(await file.arrayBuffer()), TRACKING_FILE_LIMITS);
  if (!read.ok) return data({ errors: { file: read.error }, values: undefined }, { status: 400 });
  const courier = form.get('courier');
  const done = await performForm(importTrackingOp, args, form, { fromForm: () => ({ campaignId: id, courier: typeof courier === 'string' ? courier : '', table: read.rows }) });
  if (!done.ok) return done.answer;
  const tracking: TrackingImportResult = { fileName: file.name.slice(0, 200), ...done.value };
  return data({ errors: undefined, values: undefined, tracking }, { status: tracking.problems.length > 0 ? 422 : 200 });
}

const ExportQuery = z.object({ id: z.string().optional().transform((v) => v ?? ''), format: z.enum(['xlsx', 'csv']).catch('xlsx') });

/** The winners still to send as the courier's bulk-order sheet: Excel (.xlsx) or CSV in UTF-8 with a BOM. */
export async function shippingListExport(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, format } = readQuery(args, ExportQuery);
  const db = args.context.services.db.kysely;
  if (!(await campaignExists(db, id))) throw data(CAMPAIGN_NOT_FOUND, { status: 404 });
  const { ids, rows } = await shippingRows(db, id);
  args.context.shownRecords.push(...ids);
  const table = [[...SHIPPING_HEADINGS], ...rows];
  const day = args.context.services.clock.now().toISOString().slice(0, 10);
  const name = `체험배송목록-${day}.${format}`;
  const headers = {
    'Content-Disposition': `attachment; filename="trial-shipping-${day}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'private, no-store',
  };
  if (format === 'csv') return new Response(writeCsv(table), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } });
  return new Response(writeXlsx('배송 목록', table).slice(), { headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
}
