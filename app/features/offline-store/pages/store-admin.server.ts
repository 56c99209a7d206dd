import { data } from 'react-router';
import { z } from 'zod';
import { bulkAction, editorAction, savedNotice } from '#app/staff-kit/page-helpers.server';
import { staffListQuery } from '#app/staff-kit/schemas';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { readSpreadsheet } from '#server/platform/spreadsheet/spreadsheet';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { importStoresOp, saveStoreOp, STORE_IMPORT_SLOT, storeState } from '../operations.server';
import { REGIONS } from '../regions';
import { STORE_IMPORT_BUSY, STORE_IMPORT_MAX_STORES, STORE_IMPORT_TOO_MANY } from '../schemas';
import { getStaffStore, IMPORT_COLUMNS, listStaffStores, STORE_SORTS } from '../data/store-admin.server';
import { staffHref } from '#app/config/staff-href';
import { geocoderFor } from '#server/platform/geo/kakao-local';
import { locationNote } from '../store-location';

/** The back-office pages of the stores (issue 15 item 4): list, editor, file import. */

const ListQuery = staffListQuery(['updated', 'order', 'name']).extend({ region: optionalParam });
const EditQuery = z.object({ id: optionalParam, saved: optionalParam });

export async function loadStaffStoreList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, ListQuery);
  const list = await listStaffStores(args.context.services.db.kysely, query);
  return { ...list, query, notice: savedNotice(query.saved), sorts: STORE_SORTS, regions: REGIONS.map((r) => ({ value: r, label: r })) };
}

export const staffStoreListAction = (args: PageArgs) => bulkAction(args, storeState);

export async function loadStaffStoreEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const item = id ? await getStaffStore(args.context.services.db.kysely, id) : null;
  if (id && !item) throw data('매장을 찾을 수 없습니다.', { status: 404 });
  const canLocate = geocoderFor(args.context.services.env) !== null;
  return {
    item,
    notice: savedNotice(saved),
    previewHref: null,
    regions: REGIONS.map((r) => ({ value: r, label: r })),
    postcodeScriptUrl: args.context.services.env.POSTCODE_SCRIPT_URL,
    canLocate,
    locationNote: item ? locationNote({ latitude: item.latitude, longitude: item.longitude, status: item.locationStatus }, canLocate) : null,
  };
}

export const staffStoreEditorAction = (args: PageArgs) => editorAction(args, saveStoreOp, storeState, staffHref('staff-store-edit'));

/** /staff/stores/import: the file's columns, and the template to fill. */
export function loadStoreImport(args: PageArgs) {
  requireStaff(args.context, args.request);
  return { columns: IMPORT_COLUMNS.map((c) => ({ heading: c.heading, required: c.required })), regions: [...REGIONS] };
}

const MAX_FILE = 5 * 1024 * 1024;

/** The heading row, then at most the stores one import may bring; reading stops at the next row. */
const STORE_FILE_LIMITS = { maxRows: STORE_IMPORT_MAX_STORES + 1, tooManyRows: STORE_IMPORT_TOO_MANY };

/**
 * Reads the uploaded file (an Excel workbook's first sheet, or CSV in UTF-8 or the CP949 Korean
 * Excel saves) and runs the import: a report of every problem, or the stores written. One import
 * at a time per server (the RPC door shares the slot); a second is refused with 409.
 */
export async function storeImportAction(args: PageArgs) {
  requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return data({ errors: { file: '가져올 Excel 또는 CSV 파일을 선택해 주세요.' }, result: null }, { status: 400 });
  if (file.size > MAX_FILE) return data({ errors: { file: '파일이 너무 큽니다. 5MB까지 가져올 수 있습니다.' }, result: null }, { status: 400 });
  const outcome = await args.context.services.exclusive.run(STORE_IMPORT_SLOT, async () => {
    const read = await readSpreadsheet(new Uint8Array(await file.arrayBuffer()), STORE_FILE_LIMITS);
    if (!read.ok) return data({ errors: { file: read.error }, result: null }, { status: 400 });
    const done = await performForm(importStoresOp, args, form, { fromForm: () => ({ table: read.rows }) });
    if (!done.ok) return done.answer;
    const result = { ...done.value, fileName: file.name };
    return data({ errors: undefined, result }, { status: result.problems.length > 0 ? 422 : 200 });
  });
  return outcome.busy ? data({ errors: { file: STORE_IMPORT_BUSY }, result: null }, { status: 409 }) : outcome.value;
}
