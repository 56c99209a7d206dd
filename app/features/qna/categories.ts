/** Inquiry categories, in the order the form lists them. */
export const INQUIRY_CATEGORIES = [
  { value: 'product', label: '상품' },
  { value: 'delivery', label: '배송' },
  { value: 'trial', label: '무료체험' },
  { value: 'coupon', label: '쿠폰' },
  { value: 'member', label: '회원' },
  { value: 'other', label: '기타' },
] as const;

export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number]['value'];

export const CATEGORY_VALUES = INQUIRY_CATEGORIES.map((c) => c.value) as [InquiryCategory, ...InquiryCategory[]];

export function categoryLabel(value: string): string {
  return INQUIRY_CATEGORIES.find((c) => c.value === value)?.label ?? '기타';
}

export const STATUS_LABELS = { waiting: '답변대기', answered: '답변완료' } as const;
export type InquiryStatusValue = keyof typeof STATUS_LABELS;

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const INQUIRIES_PER_PAGE = 10;
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.pdf,.jpg,.jpeg,.png,.webp';
