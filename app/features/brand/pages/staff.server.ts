import { data } from 'react-router';
import { z } from 'zod';
import { bulkAction, editorAction, savedNotice } from '#app/staff-kit/page-helpers.server';
import { staffListQuery } from '#app/staff-kit/schemas';
import { requireStaff } from '#app/page-kit/auth.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { photoFromField } from '#server/platform/storage/photo-field';
import { BRAND_PAGE_SORTS, getStaffBrandPage, listStaffBrandPages } from '../data/brand.server';
import { brandPageState, saveBrandPageOp } from '../operations.server';
import { sectionsFromForm } from '../schemas';
import { staffHref } from '#app/config/staff-href';
import { koreanPlaceholdersIn } from '#app/lib/text-placeholders';
import { describeLinkRefs } from '#app/staff-kit/data/link-targets.server';

/** The back-office pages of the brand pages (issue 15 item 7), on the content kit. */

const ListQuery = staffListQuery(['route', 'updated']);
const EditQuery = z.object({ id: optionalParam, saved: optionalParam });

export async function loadStaffBrandPageList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, ListQuery);
  const rows = await listStaffBrandPages(args.context.services.db.kysely, query);
  return { rows, total: rows.length, page: 1, perPage: Math.max(rows.length, 1), query, notice: savedNotice(query.saved), sorts: BRAND_PAGE_SORTS };
}

export const staffBrandPageListAction = (args: PageArgs) => bulkAction(args, brandPageState);

export async function loadStaffBrandPageEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const item = id ? await getStaffBrandPage(args.context.services.db.kysely, id) : null;
  if (!item) throw data('브랜드 페이지를 찾을 수 없습니다.', { status: 404 });
  // The button's picked link, named for the picker (a refused save's typed value is described too).
  const links = await describeLinkRefs(args.context.services.db.kysely, [item.page.cta?.href ?? ''], new Date().toISOString());
  // Staff read the settings' placeholders by their Korean names ({브랜드명}); both forms are filled on the site.
  return { item: koreanPlaceholdersIn(item), links: [...links.values()], notice: savedNotice(saved), previewHref: `${item.path}?preview=1` };
}


export const staffBrandPageEditorAction = (args: PageArgs) =>
  editorAction(args, saveBrandPageOp, brandPageState, staffHref('staff-brand-page-edit'), {
    fromForm: (fields) => ({ ...fields, sections: sectionsFromForm(fields) }),
    async prepare(form) {
      const photo = await photoFromField(form.get('image'));
      if (photo && !photo.ok) return { ok: false, errors: { image: photo.message } };
      return { ok: true, fields: photo ? { image: photo.image } : {} };
    },
  });
