import { href } from '#app/config/href';

/** Choices and limits shown by the trial forms (no zod here: this module reaches the browser). */

export const DELIVERY_REQUESTS = [
  '문 앞에 놓아 주세요.',
  '경비실에 맡겨 주세요.',
  '배송 전에 연락 주세요.',
  '택배함에 넣어 주세요.',
] as const;

export const MAX_PHOTOS = 3;

export const BANKS = ['KB국민은행', '신한은행', '우리은행', '하나은행', 'NH농협은행', 'IBK기업은행', '카카오뱅크', '토스뱅크', '케이뱅크', '우체국', '새마을금고', 'SC제일은행', '부산은행', '대구은행'] as const;

/** Couriers staff pick from when a trial ships (배송중). */
export const COURIERS = ['CJ대한통운', '한진택배', '롯데택배', '우체국택배', '로젠택배', '경동택배', 'CU편의점택배', 'GS Postbox 택배'] as const;

/** A tracking number as couriers print it: digits, hyphens allowed, 8–20 characters. */
export const TRACKING_NUMBER = /^[0-9-]{8,20}$/;

/** The statuses the staff list moves several applications to at once (배송중 needs a tracking number each: the courier's file). */
export const BULK_MOVE_STATUSES = ['selected', 'not_selected', 'preparing', 'delivered'] as const;
export type BulkMoveStatus = (typeof BULK_MOVE_STATUSES)[number];

/** Rows per page of the staff lists of applications and of returns/refunds. */
export const STAFF_ORDERS_PER_PAGE = 20;
export const STAFF_CLAIMS_PER_PAGE = 20;

/** The one text for an application, return or refund that is not there (or not the member's). */
export const ORDER_NOT_FOUND = '신청 내역을 찾을 수 없습니다.';

/** Each claim kind's list page. */
export const CLAIM_LIST_PATH = { return: href('return-list'), refund: href('refund-list') } as const;

/** A claim's detail page for the member (`created` once, right after the claim is made). */
export function claimDetailHref(kind: keyof typeof CLAIM_LIST_PATH, id: string, created?: boolean): string {
  return href(kind === 'return' ? 'return-detail' : 'refund-detail', { id, created: created ? 1 : null });
}
