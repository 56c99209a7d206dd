import { data } from 'react-router';
import { z } from 'zod';
import { bulkAction, editorAction, savedNotice } from '#app/staff-kit/page-helpers.server';
import { staffListQuery } from '#app/staff-kit/schemas';
import { requireStaff } from '#app/page-kit/auth.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import type { ProcessedImage } from '#server/platform/storage/image-pipeline';
import { photoFromField } from '#server/platform/storage/photo-field';
import { codesInOrder } from '../internal-codes';
import { productState, saveProductOp } from '../operations.server';
import { getStaffProduct, listStaffProducts, PRODUCT_SORTS } from '../data/product-admin.server';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';
import { hasRowFields, rowsFromFields } from '#app/staff-kit/row-fields';

/** The back-office pages of the catalogue (issue 15 item 1). */

const ListQuery = staffListQuery(['updated', 'order', 'name', 'price']).extend({ species: optionalParam, form: optionalParam });
const EditQuery = z.object({ id: optionalParam, saved: optionalParam });

export async function loadStaffProductList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, ListQuery);
  const list = await listStaffProducts(args.context.services.db.kysely, query);
  return { ...list, query, notice: savedNotice(query.saved), sorts: PRODUCT_SORTS };
}

export const staffProductListAction = (args: PageArgs) => bulkAction(args, productState);

export async function loadStaffProductEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const item = id ? await getStaffProduct(args.context.services.db.kysely, id) : null;
  if (id && !item) throw data('상품을 찾을 수 없습니다.', { status: 404 });
  return {
    item,
    notice: savedNotice(saved),
    previewHref: item ? href('product-detail', { id: item.meta.id, preview: 1 }) : null,
    codes: codesInOrder().map((c) => ({ code: c.code, species: c.species, title: c.title })),
  };
}

/** Upload slots of the editor: a file and its alt text each. */
const UPLOAD_SLOTS = [1, 2, 3] as const;

/**
 * The editor's photos before the save: the kept ones with their alt text and order (`imageIds`,
 * `alt.{id}`, `order.{id}`, unticked `keep.{id}` removes), and each new file through the image
 * pipeline (type by content, decoded and encoded again, resized variants).
 */
async function preparePhotos(form: FormData) {
  const errors: Record<string, string> = {};
  const uploads: { image: ProcessedImage; alt: string; field: string }[] = [];
  for (const slot of UPLOAD_SLOTS) {
    const field = `newImage${slot}`;
    const photo = await photoFromField(form.get(field));
    if (!photo) continue;
    if (!photo.ok) {
      errors[field] = photo.message;
      continue;
    }
    const alt = String(form.get(`newAlt${slot}`) ?? '').trim();
    if (alt === '') errors[`newAlt${slot}`] = '새 사진의 설명(대체 텍스트)을 입력해 주세요. 화면을 볼 수 없는 분께 읽어 주는 글입니다.';
    uploads.push({ image: photo.image, alt, field });
  }
  if (Object.keys(errors).length > 0) return { ok: false as const, errors };
  const images = form
    .getAll('imageIds')
    .filter((v): v is string => typeof v === 'string')
    .filter((imageId) => form.get(`keep.${imageId}`) === 'on')
    .map((imageId) => ({ id: imageId, alt: String(form.get(`alt.${imageId}`) ?? ''), sortOrder: String(form.get(`order.${imageId}`) ?? '0') || '0' }));
  return { ok: true as const, fields: { images, uploads } };
}

/** The analysis, benefits and purchase links as the editor's row lists send them (RowListField). */
function rowFields(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    ...fields,
    ...(hasRowFields(fields, 'purchaseLinks') && { purchaseLinks: rowsFromFields(fields, 'purchaseLinks', ['shop', 'name', 'url']) }),
    ...(hasRowFields(fields, 'analysis') && { analysis: rowsFromFields(fields, 'analysis', ['label', 'value']) }),
    ...(hasRowFields(fields, 'benefits') && { benefits: rowsFromFields(fields, 'benefits', ['text']).map((r) => r.text!) }),
  };
}

export const staffProductEditorAction = (args: PageArgs) =>
  editorAction(args, saveProductOp, productState, staffHref('staff-product-edit'), { arrayFields: ['codes', 'imageIds'], prepare: preparePhotos, fromForm: rowFields });
