/** Dates are stored in UTC and shown in Korea's time zone as YYYY.MM.DD (SPEC 9.1). */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const seoul = new Date(date.getTime() + 9 * 3600_000);
  const y = seoul.getUTCFullYear();
  const m = String(seoul.getUTCMonth() + 1).padStart(2, '0');
  const d = String(seoul.getUTCDate()).padStart(2, '0');
  return `${y}.${m}.${d}`;
}

export function formatNumber(value: number): string {
  return value.toLocaleString('ko-KR');
}

/** 01012345678 → 010-1234-5678 */
export function formatMobile(digits: string): string {
  const m = /^(\d{3})(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : digits;
}
