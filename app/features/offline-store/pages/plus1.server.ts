import { data } from 'react-router';
import { z } from 'zod';
import { productChoices } from '#app/features/catalogue/data/catalogue.server';
import { bulkAction, editorAction, savedNotice } from '#app/staff-kit/page-helpers.server';
import { staffListQuery } from '#app/staff-kit/schemas';
import { requireStaff } from '#app/page-kit/auth.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { plus1State, savePlus1Op } from '../operations.server';
import { getStaffPlus1, listStaffPlus1, PLUS1_SORTS } from '../data/plus1-admin.server';
import { plus1ProductsFromForm } from '../schemas';
import { staffHref } from '#app/config/staff-href';

/** The back-office pages of the 1+1 store campaigns (issue 15 item 5). */

const ListQuery = staffListQuery(['updated', 'starts']);
const EditQuery = z.object({ id: optionalParam, saved: optionalParam });

export async function loadStaffPlus1List(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, ListQuery);
  const list = await listStaffPlus1(args.context.services.db.kysely, query);
  return { ...list, query, notice: savedNotice(query.saved), sorts: PLUS1_SORTS };
}

export const staffPlus1ListAction = (args: PageArgs) => bulkAction(args, plus1State);

export async function loadStaffPlus1Editor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const db = args.context.services.db.kysely;
  const item = id ? await getStaffPlus1(db, id) : null;
  if (id && !item) throw data('1+1 캠페인을 찾을 수 없습니다.', { status: 404 });
  return { item, notice: savedNotice(saved), previewHref: null, products: await productChoices(db) };
}

export const staffPlus1EditorAction = (args: PageArgs) =>
  editorAction(args, savePlus1Op, plus1State, staffHref('staff-plus1-edit'), { fromForm: (fields, _url, form) => ({ ...fields, products: plus1ProductsFromForm(form) }) });
