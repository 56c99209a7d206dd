/** Where and how a coupon is used, as the coupon box and the ticket say it (pure). */
export function couponUsage(coupon: { kind: 'online' | 'store'; storeName: string | null }): string {
  if (coupon.kind === 'store') {
    return `${coupon.storeName ?? '고른 매장'}에서만 사용할 수 있어요. 계산대에서 QR 코드나 PIN 번호를 보여 주세요. 한 번만 쓸 수 있어요.`;
  }
  return '공식 온라인몰에서 결제할 때 ‘쿠폰 번호’ 칸에 아래 번호를 입력하세요. 주문 한 건에 한 번만 쓸 수 있어요.';
}
