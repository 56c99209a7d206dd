/** Reasons offered on the withdrawal form; only the codes are kept, never who chose them. */
export const WITHDRAWAL_REASONS = [
  { code: 'not-used', label: '사이트를 자주 이용하지 않아요' },
  { code: 'no-pet', label: '반려동물을 더 이상 키우지 않아요' },
  { code: 'product', label: '원하는 제품이나 정보가 없어요' },
  { code: 'service', label: '서비스 이용이 불편해요' },
  { code: 'privacy', label: '개인정보가 걱정돼요' },
  { code: 'other', label: '기타' },
] as const;
