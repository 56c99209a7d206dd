/** The site's main navigation (header and mobile menu). */
export interface NavItem {
  label: string;
  to: string;
  children?: readonly NavItem[];
}

export const mainNav: readonly NavItem[] = [
  {
    label: '브랜드 이야기',
    to: '/about-us',
    children: [
      { label: '브랜드 히스토리', to: '/about-us' },
      { label: '브랜드 가치', to: '/about-us/our-value' },
      { label: '품질과 식품 안전', to: '/about-us/quality-and-food-safety' },
      { label: '영양 철학', to: '/about-us/our-nutritional-approach' },
      { label: '지속 가능성', to: '/about-us/sustainability' },
    ],
  },
  {
    label: '맞춤 사료 정보',
    to: '/products/Product2',
    children: [
      { label: '맞춤 사료 리스트', to: '/products/Product2' },
      { label: '맞춤 사료 찾기', to: '/dailyportiontool' },
      { label: '맞춤 사료 급여량', to: '/custom-feed/prescription' },
      { label: '펫푸드 파인더', to: '/pet-food-finder' },
      { label: '수의사 처방식', to: '/vdiet' },
    ],
  },
  {
    label: '건강 케어',
    to: '/health-service',
    children: [
      { label: '건강 케어 프로그램', to: '/health-service' },
      { label: 'BCS 체크', to: '/bcs' },
      { label: '민감도 체크', to: '/sensitivitycheck' },
      { label: '품종별 민감도', to: '/breedsensitivity' },
      { label: '캣츠 시그널', to: '/cats-signal' },
    ],
  },
  { label: '건강 정보', to: '/health-article' },
  {
    label: '이벤트/혜택',
    to: '/recruitment',
    children: [
      { label: '무료 체험 신청', to: '/recruitment' },
      { label: '7세 이상 고양이 노화 케어', to: '/event/cat-ageing-7' },
    ],
  },
  {
    label: '고객센터',
    to: '/customer-center',
    children: [
      { label: '자주 묻는 질문', to: '/customer-center/faqs' },
      { label: '공지사항', to: '/customer-center/news' },
      { label: '1:1 문의', to: '/mypage/myqna' },
    ],
  },
];

/** The phone's bottom tab bar. */
export const mobileTabs: readonly NavItem[] = [
  { label: '홈', to: '/' },
  { label: '건강 체크', to: '/health-service' },
  { label: '맞춤 사료', to: '/products/Product2' },
  { label: '혜택', to: '/recruitment' },
  { label: '마이', to: '/mypage' },
];
