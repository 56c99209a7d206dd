import { formatSeoulDate } from './seoul-time';

/** Dates are stored in UTC and shown in Korea's time zone as YYYY.MM.DD (SPEC 9.1). */
export const formatDate = formatSeoulDate;

export function formatNumber(value: number): string {
  return value.toLocaleString('ko-KR');
}

/** 01012345678 → 010-1234-5678 */
export function formatMobile(digits: string): string {
  const m = /^(\d{3})(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : digits;
}
