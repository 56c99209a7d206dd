import { formatSeoulDate } from './seoul-time';

/** Dates are stored in UTC and shown in Korea's time zone as YYYY.MM.DD (SPEC 9.1). */
export const formatDate = formatSeoulDate;

/**
 * A number the Korean way (`1,234.5`): the same text as `value.toLocaleString('ko-KR', {
 * maximumFractionDigits })` (the default of 3 is toLocaleString's own), written without `Intl`.
 * The first `toLocaleString('ko-KR')` of a page loads ICU's number-format data for the locale: a
 * 15 ms task on a desktop and 60–110 ms on a phone, in the middle of hydration (issue 27's traces
 * of the home page, product pages and the BCS result). Korean grouping has no special cases
 * (thousands, comma, dot), so plain string arithmetic gives the same text; a test compares the
 * two over many values.
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  // Infinity, NaN and numbers String() writes with an exponent: ICU's text, at ICU's price (never in a page).
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString('ko-KR', { maximumFractionDigits });
  const negative = value < 0 || Object.is(value, -0);
  // ICU rounds the shortest decimal that reads back as the number (what String() writes), half away from zero.
  let [int = '0', frac = ''] = plainDecimal(Math.abs(value)).split('.');
  if (frac.length > maximumFractionDigits) {
    const up = frac.charCodeAt(maximumFractionDigits) >= 53; // '5'…'9'
    frac = frac.slice(0, maximumFractionDigits);
    if (up) {
      const digits = incrementDigits(int + frac);
      int = digits.slice(0, digits.length - frac.length);
      frac = digits.slice(digits.length - frac.length);
    }
  }
  frac = frac.replace(/0+$/, '');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === '' ? '' : `.${frac}`}`;
}

/** String() of a non-negative number below 1e21 without its exponent (1e-7 → 0.0000001). */
function plainDecimal(value: number): string {
  const text = String(value);
  const m = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!m) return text;
  return `0.${'0'.repeat(Number(m[3]) - 1)}${m[1]}${m[2] ?? ''}`;
}

/** A string of decimal digits plus one ('0999' → '1000', '99' → '100'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** 01012345678 → 010-1234-5678 */
export function formatMobile(digits: string): string {
  const m = /^(\d{3})(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : digits;
}
