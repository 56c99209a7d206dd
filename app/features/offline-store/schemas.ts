import { z } from 'zod';
import { REGIONS } from './regions';
import { KOREA_BOUNDS } from '#app/lib/geo';
import { EditTarget, editTargetRefinement, PublishFields, publishRefinement, requiredText, seoulDateTime, wholeNumber } from '#app/staff-kit/schemas';
import { formatNumber } from '#app/lib/format';

/** The back-office forms of the offline-store area (issue 15 items 4 and 5); the page and the server method read them. */

export const Plus1SaveSchema = z
  .object({
    ...EditTarget,
    title: requiredText('캠페인 제목을 입력해 주세요.', 80, '캠페인 제목은 80자까지 입력할 수 있습니다.'),
    startsAt: seoulDateTime('시작 일시를 입력해 주세요.', '시작 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.'),
    endsAt: seoulDateTime('종료 일시를 입력해 주세요.', '종료 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.'),
    couponValidDays: wholeNumber('쿠폰 사용 기간을 입력해 주세요.', 1, 365, '쿠폰 사용 기간은 1~365일 사이로 입력해 주세요.'),
    products: z
      .array(z.object({ productId: z.string().trim().min(1).max(64), sortOrder: wholeNumber('상품 순서를 입력해 주세요.', -9999, 9999, '상품 순서는 -9999~9999 사이의 숫자로 입력해 주세요.') }), {
        error: '1+1 상품을 하나 이상 골라 주세요.',
      })
      .min(1, '1+1 상품을 하나 이상 골라 주세요.')
      .max(200, '1+1 상품은 200개까지 고를 수 있습니다.'),
    ...PublishFields,
  })
  .superRefine(editTargetRefinement)
  .superRefine(publishRefinement)
  .superRefine((v, ctx) => {
    if (v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '종료 일시는 시작 일시보다 뒤여야 합니다.' });
    if (new Set(v.products.map((p) => p.productId)).size !== v.products.length) ctx.addIssue({ code: 'custom', path: ['products'], message: '같은 상품을 두 번 고를 수 없습니다.' });
  });
export type Plus1SaveInput = z.output<typeof Plus1SaveSchema>;

/** The editor form's product table: a checkbox `include` per product and its order `order.{id}`. */
export function plus1ProductsFromForm(form: FormData): { productId: string; sortOrder: string }[] {
  return form
    .getAll('include')
    .filter((v): v is string => typeof v === 'string')
    .map((productId) => ({ productId, sortOrder: String(form.get(`order.${productId}`) ?? '0') || '0' }));
}

// --- Stores (issue 15 item 4): one set of field rules for the editor and the file import ---

const PHONE = /^0\d{1,2}-?\d{3,4}-?\d{4}$|^1\d{3}-?\d{4}$/;

const StoreFields = {
  name: requiredText('매장명을 입력해 주세요.', 60, '매장명은 60자까지 입력할 수 있습니다.'),
  region: z.enum(REGIONS, { error: `지역은 ${REGIONS.join(', ')} 중 하나여야 합니다.` }),
  postcode: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || /^\d{5}$/.test(v), '우편번호는 숫자 5자리입니다.'),
  roadAddress: requiredText('주소를 입력해 주세요.', 200, '주소는 200자까지 입력할 수 있습니다.'),
  extraAddress: z.string().trim().max(100, '참고 주소는 100자까지 입력할 수 있습니다.').optional().default(''),
  addressDetail: z.string().trim().max(100, '상세 주소는 100자까지 입력할 수 있습니다.').optional().default(''),
  phone: requiredText('전화번호를 입력해 주세요.', 20, '전화번호를 02-123-4567 형식으로 입력해 주세요.').refine((v) => PHONE.test(v), '전화번호를 02-123-4567 형식으로 입력해 주세요.'),
  hours: requiredText('영업시간을 입력해 주세요.', 100, '영업시간은 100자까지 입력할 수 있습니다.'),
  sortOrder: wholeNumber('노출 순서를 입력해 주세요.', -99999, 99999, '노출 순서는 -99999~99999 사이의 숫자로 입력해 주세요.'),
  latitude: degrees(KOREA_BOUNDS.minLat, KOREA_BOUNDS.maxLat, `위도는 ${KOREA_BOUNDS.minLat}~${KOREA_BOUNDS.maxLat} 사이의 숫자로 입력해 주세요. (예: 37.5446)`),
  longitude: degrees(KOREA_BOUNDS.minLng, KOREA_BOUNDS.maxLng, `경도는 ${KOREA_BOUNDS.minLng}~${KOREA_BOUNDS.maxLng} 사이의 숫자로 입력해 주세요. (예: 127.0557)`),
};

/**
 * A store's latitude or longitude as staff type it (issue 25, item 3): blank for none, else a
 * decimal number of degrees inside Korea (the fallback when the address cannot be located).
 */
function degrees(min: number, max: number, message: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === null ? '' : String(v).trim()))
    .refine((v) => v === '' || (/^-?\d{1,3}(\.\d{1,10})?$/.test(v) && Number(v) >= min && Number(v) <= max), message)
    .transform((v) => (v === '' ? null : Number(v)));
}

/** Latitude and longitude come together: one without the other is refused on the blank one. */
function bothOrNeither(v: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx) {
  if (v.latitude !== null && v.longitude === null) ctx.addIssue({ code: 'custom', path: ['longitude'], message: '경도도 입력해 주세요. 위도와 경도는 함께 입력합니다.' });
  if (v.latitude === null && v.longitude !== null) ctx.addIssue({ code: 'custom', path: ['latitude'], message: '위도도 입력해 주세요. 위도와 경도는 함께 입력합니다.' });
}

export const StoreSaveSchema = z.object({ ...EditTarget, ...StoreFields, ...PublishFields }).superRefine(editTargetRefinement).superRefine(publishRefinement).superRefine(bothOrNeither);
export type StoreSaveInput = z.output<typeof StoreSaveSchema>;

/** One row of an import file, after its columns were named (`code`: the store's id, to update it). */
export const StoreImportRowSchema = z.object({
  code: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || /^[A-Za-z0-9_-]{1,64}$/.test(v), '매장 코드는 영문, 숫자, -, _ 64자까지입니다.'),
  ...StoreFields,
  // Excel drops the leading zero of a postcode typed into a number cell (04779 → 4779), in its
  // CSV saves too; no Korean postcode has four digits, so the zero is put back.
  postcode: z.preprocess((v) => (typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? `0${v.trim()}` : v), StoreFields.postcode),
  sortOrder: StoreFields.sortOrder.optional().default(0),
  published: z
    .string()
    .trim()
    .optional()
    .default('Y')
    .transform((v) => v.toUpperCase())
    .refine((v) => ['Y', 'N', '공개', '비공개', ''].includes(v), '공개 여부는 Y 또는 N으로 적어 주세요.')
    .transform((v) => v !== 'N' && v !== '비공개'),
}).superRefine(bothOrNeither);
export type StoreImportRow = z.output<typeof StoreImportRowSchema>;

const NO_FILE = '가져올 파일을 선택해 주세요.';

/** Stores one import may bring (a chain's whole list); the file's heading row comes on top. */
export const STORE_IMPORT_MAX_STORES = 5000;
export const STORE_IMPORT_TOO_MANY = `한 번에 최대 ${formatNumber(STORE_IMPORT_MAX_STORES)}개 매장까지 가져올 수 있습니다. 파일을 나눠 주세요.`;
/** One import runs at a time on a server: a second one, from either door, is refused with this. */
export const STORE_IMPORT_BUSY = '다른 매장 가져오기가 진행 중입니다. 잠시 후 다시 시도해 주세요.';

/**
 * The import file: CSV text (a program sends the text), or the rows the page read from an
 * uploaded Excel or CSV file, each with the line staff see in their spreadsheet.
 */
export const StoreImportSchema = z.union(
  [
    z.object({ csv: z.string({ error: NO_FILE }).min(1, NO_FILE).max(5_000_000, '파일이 너무 큽니다. 5MB까지 가져올 수 있습니다.') }),
    z.object({
      table: z
        .array(z.object({ line: z.number().int().min(1), fields: z.array(z.string().max(2000, '한 칸에 2,000자까지 적을 수 있습니다.')).max(100, '열이 너무 많습니다.') }))
        .max(STORE_IMPORT_MAX_STORES + 1, STORE_IMPORT_TOO_MANY),
    }),
  ],
  { error: NO_FILE },
);
