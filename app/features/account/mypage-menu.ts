import { href } from '#app/config/href';

/** The my-page areas, in the order a member looks for them. */
export const MYPAGE_MENU: readonly { group: string; items: readonly { to: string; label: string; text: string }[] }[] = [
  {
    group: '반려동물',
    items: [
      { to: href('mypet'), label: '나의 반려동물', text: '반려동물 정보 등록과 수정' },
      { to: href('health-report'), label: '건강 리포트', text: 'BCS·민감도·캣츠 시그널 기록' },
      { to: href('productfinder-history'), label: '사료 찾기 기록', text: '추천받은 사료와 급여량' },
      { to: href('bookmark'), label: '찜한 상품', text: '관심 있는 사료 모아보기' },
    ],
  },
  {
    group: '무료 체험과 혜택',
    items: [
      { to: href('order-list'), label: '무료 체험 신청 내역', text: '신청 상태와 배송 조회' },
      { to: href('coupon'), label: '쿠폰함', text: '온라인 쿠폰과 1+1 매장 쿠폰' },
      { to: href('store'), label: '1+1 매장 쿠폰', text: '가까운 매장에서 1+1 혜택 받기' },
      { to: href('return-list'), label: '반품 신청 내역', text: '반품 요청과 진행 상태' },
      { to: href('refund-list'), label: '환불 신청 내역', text: '환불 요청과 진행 상태' },
      { to: href('review-list'), label: '상품 리뷰', text: '체험한 사료 후기 쓰기' },
    ],
  },
  {
    group: '문의와 계정',
    items: [
      { to: href('notifications'), label: '알림', text: '체험·배송·문의 답변 알림과 받는 방법' },
      { to: href('myqna'), label: '1:1 문의', text: '문의 내역과 답변 확인' },
      { to: href('member-edit'), label: '회원정보 수정', text: '이름, 연락처, 주소, 비밀번호' },
      { to: href('marketing'), label: '마케팅 정보 수신 동의', text: '문자·이메일·카카오톡 수신 설정' },
      { to: href('withdrawal'), label: '회원 탈퇴', text: '탈퇴 안내와 신청' },
    ],
  },
];
