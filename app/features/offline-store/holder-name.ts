/**
 * A coupon holder's name as the store counter sees it (issue 24, item 6): enough to ask "김*수
 * 고객님 맞으세요?", no more. The first and last letters stay, the ones between become one * each
 * (김도담 → 김*담, 남궁민수 → 남**수); a two-letter name keeps its first (이수 → 이*).
 */
export function maskedHolderName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '회원';
  if (letters.length === 1) return `${letters[0]}*`;
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}
