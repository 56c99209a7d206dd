/** Coupon codes and PINs as people read and type them (pure; shared by pages and tests). */

/** No 0/O, 1/I/L: a code read aloud at a counter must not be misheard. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 16;
export const PIN_LENGTH = 8;

/** The code in the groups of four it is read in: ABCD, EFGH, JKMN, PQRS. */
export function codeGroups(code: string): string[] {
  return code.match(/.{1,4}/g) ?? [code];
}

/** ABCD-EFGH-JKMN-PQRS */
export function formatCode(code: string): string {
  return codeGroups(code).join('-');
}

/** 1234 5678 */
export function formatPin(pin: string): string {
  return pin.length === PIN_LENGTH ? `${pin.slice(0, 4)} ${pin.slice(4)}` : pin;
}

/** What staff typed or scanned, as stored: a code (upper case, no separators) or a PIN (digits). */
export function normaliseCouponInput(value: string): { code: string } | { pin: string } | null {
  let text = value.trim();
  // A scanned QR code holds the staff page's URL with ?code=…
  const fromUrl = /[?&]code=([A-Za-z0-9-]+)/.exec(text);
  if (fromUrl?.[1]) text = fromUrl[1];
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (new RegExp(`^\\d{${PIN_LENGTH}}$`).test(compact)) return { pin: compact };
  if (compact.length === CODE_LENGTH && [...compact].every((c) => CODE_ALPHABET.includes(c))) return { code: compact };
  return null;
}
