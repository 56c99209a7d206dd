/**
 * The brand pages' words (SPEC 2.1 /about-us and its four sub-pages, /vdiet). `{brand}` is
 * replaced with the configured brand name. Pictures are drawn CMS media (seeded by content.ts).
 */

export interface BrandSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Figures shown as a row of big numbers. */
  facts?: { value: string; label: string }[];
  /** A dated list (brand history). */
  timeline?: { year: string; text: string }[];
}

export interface BrandPage {
  routeId: string;
  image: { key: string; alt: string };
  lead: string;
  sections: BrandSection[];
  cta?: { label: string; href: string };
}

export const ABOUT_US_PAGES = ['about-us', 'about-us-our-value', 'about-us-quality', 'about-us-nutrition', 'about-us-sustainability'] as const;

export const BRAND_PAGES: Record<string, BrandPage> = {
  'about-us': {
    routeId: 'about-us',
    image: { key: 'brand-story', alt: '나란히 앉은 강아지와 고양이, 그 옆의 빨간 하트' },
    lead: '{brand}은 동물병원 진료실에서 시작했어요. “무엇을 먹여야 하나요?”라는 보호자의 질문에 제대로 답하고 싶었던 수의사들이 만든 브랜드예요.',
    sections: [
      {
        heading: '진료실에서 시작한 질문',
        paragraphs: [
          '피부가 가려운 강아지, 자주 토하는 고양이, 중성화 후 살이 찐 아이들. 진료실에서 만나는 고민의 상당수는 매일 먹는 한 그릇과 맞닿아 있었어요.',
          '하지만 보호자가 믿고 고를 수 있는 정보는 많지 않았어요. 그래서 우리는 아이마다 다른 몸 상태를 먼저 살피고, 그에 맞는 영양을 제안하는 브랜드를 만들기로 했어요.',
        ],
      },
      {
        heading: '우리가 하는 일',
        paragraphs: ['{brand}은 사료를 파는 곳이기 전에, 보호자가 아이의 몸을 이해하도록 돕는 곳이고 싶어요.'],
        list: [
          'BCS 체크, 민감도 체크처럼 집에서 할 수 있는 건강 체크 프로그램을 무료로 제공해요.',
          '체중, 나이, 활동량에 맞춘 하루 급여량을 그램 단위로 계산해 드려요.',
          '수의사와 영양 전문가가 감수한 건강 정보를 꾸준히 발행해요.',
          '새 사료가 맞는지 먼저 먹여 볼 수 있도록 무료 체험을 운영해요.',
        ],
      },
      {
        heading: '브랜드 히스토리',
        paragraphs: ['작은 연구 모임에서 시작해 지금은 많은 보호자가 찾는 브랜드가 되었어요.'],
        timeline: [
          { year: '2014', text: '동물병원 수의사 다섯 명이 반려동물 영양 연구 모임을 시작했어요.' },
          { year: '2016', text: '첫 제품, 피부가 예민한 강아지를 위한 더마 케어 사료를 선보였어요.' },
          { year: '2018', text: '고양이 요로 건강 라인을 내놓고, 수의영양학 자문단을 꾸렸어요.' },
          { year: '2020', text: '온라인 BCS 체크를 열어 집에서도 체형 점수를 확인할 수 있게 했어요.' },
          { year: '2022', text: '수의사 처방식 V-DIET 라인을 동물병원에 공급하기 시작했어요.' },
          { year: '2024', text: '포장재를 단일 소재로 바꾸고 재활용 캠페인을 시작했어요.' },
          { year: '2026', text: '건강 체크, 맞춤 사료 찾기, 건강 정보를 한곳에 모은 새 홈페이지를 열었어요.' },
        ],
      },
    ],
    cta: { label: '우리 아이 건강 체크하기', href: '/health-service' },
  },
  'about-us-our-value': {
    routeId: 'about-us-our-value',
    image: { key: 'brand-value', alt: '나란히 찍힌 빨간 발자국 두 개' },
    lead: '{brand}이 제품을 만들고 정보를 전할 때 지키는 네 가지 약속이에요.',
    sections: [
      { heading: '하나, 아이마다 다르다는 것에서 출발해요', paragraphs: ['같은 품종, 같은 나이라도 몸은 다 달라요. 우리는 평균이 아니라 한 마리 한 마리의 몸 상태에서 출발해 영양을 제안해요. 건강 체크 프로그램을 먼저 만든 이유예요.'] },
      { heading: '둘, 근거 있는 것만 말해요', paragraphs: ['제품의 효과와 건강 정보는 수의학과 영양학의 근거가 있는 것만 이야기해요. 모든 건강 정보는 수의사가 감수하고, 과장된 표현은 쓰지 않아요.'] },
      { heading: '셋, 원료와 공정을 숨기지 않아요', paragraphs: ['어떤 원료를 어디에서 들여와 어떻게 만드는지, 검사 결과는 어땠는지 보호자가 알 수 있도록 공개해요. 궁금한 점은 언제든 고객센터로 물어봐 주세요.'] },
      { heading: '넷, 함께 사는 세상을 생각해요', paragraphs: ['반려동물이 오래 건강하려면 그들이 살아갈 환경도 건강해야 해요. 포장재를 줄이고, 보호소의 아이들에게 사료를 나누는 일을 이어 가요.'] },
    ],
    cta: { label: '품질과 식품 안전 보기', href: '/about-us/quality-and-food-safety' },
  },
  'about-us-quality': {
    routeId: 'about-us-quality',
    image: { key: 'brand-quality', alt: '체크 표시가 있는 파란 방패' },
    lead: '사료는 매일 먹는 음식이에요. 원료가 들어오는 순간부터 보호자의 집에 도착할 때까지, 단계마다 확인하고 기록해요.',
    sections: [
      {
        heading: '원료 입고',
        paragraphs: ['모든 원료는 공급처 인증서와 함께 들어오고, 입고할 때마다 시료를 채취해 검사해요. 기준에 맞지 않는 원료는 생산에 쓰지 않고 돌려보내요.'],
        list: ['곰팡이 독소(아플라톡신 등) 검사', '중금속과 잔류 농약 검사', '단백질, 지방, 수분 성분 확인'],
      },
      {
        heading: '생산',
        paragraphs: ['HACCP 인증을 받은 국내 공장에서 생산해요. 알갱이를 만드는 공정의 온도와 시간을 기록해 병원성 미생물을 없애고, 포장 직전 금속 검출기를 통과시켜요.'],
      },
      {
        heading: '출고 전 검사와 이력 관리',
        paragraphs: [
          '완제품은 생산 단위(로트)마다 미생물과 성분을 검사해 합격한 것만 출고해요. 포장지에 찍힌 로트 번호로 원료 입고부터 출고까지의 기록을 추적할 수 있어요.',
          '분기마다 검사 결과를 공지사항에 공개하고 있어요.',
        ],
        facts: [
          { value: '3단계', label: '원료·공정·완제품 검사' },
          { value: '100%', label: '로트별 출고 전 검사' },
          { value: '분기별', label: '검사 결과 공개' },
        ],
      },
      {
        heading: '문제가 생겼을 때',
        paragraphs: ['제품에 이상이 의심되면 고객센터로 알려 주세요. 같은 로트의 보관 시료를 바로 검사하고, 결과를 알려 드려요. 안전에 문제가 확인되면 판매를 멈추고 회수 사실을 공지사항으로 알려요.'],
      },
    ],
    cta: { label: '공지사항에서 검사 결과 보기', href: '/customer-center/news' },
  },
  'about-us-nutrition': {
    routeId: 'about-us-nutrition',
    image: { key: 'brand-nutrition', alt: '초록색 액체가 담긴 실험용 플라스크' },
    lead: '좋은 원료를 넣는 것만으로는 충분하지 않아요. 필요한 영양소가 알맞은 비율로, 소화되고 흡수되는 형태로 들어가야 해요.',
    sections: [
      {
        heading: '완전하고 균형 잡힌 영양',
        paragraphs: ['모든 주식 제품은 국제 반려동물 영양 기준에 맞춰 필수 영양소 40여 가지의 최소·최대 함량을 지켜 설계해요. 사료만 먹어도 하루에 필요한 영양을 채울 수 있어야 하니까요.'],
      },
      {
        heading: '생애 주기와 몸 상태에 맞춰',
        paragraphs: ['성장기에는 뼈와 두뇌 발달을, 성견·성묘기에는 체중 유지를, 시니어기에는 관절과 신장을 생각해요. 피부, 소화, 요로처럼 관리가 필요한 부분이 있다면 그에 맞춘 케어 라인을 제안해요.'],
        list: ['퍼피·키튼: 칼슘과 인의 균형, DHA', '어덜트: 적정 칼로리와 근육 유지 단백질', '시니어: 인 조절, 항산화 성분, 관절 영양'],
      },
      {
        heading: '소화율까지 확인해요',
        paragraphs: ['같은 단백질 함량이라도 소화율이 낮으면 몸에 쓰이지 못하고 변으로 나가요. 새 제품은 기호성과 소화율, 변 상태를 확인하는 급여 테스트를 거쳐 출시해요.'],
      },
      {
        heading: '수의사와 영양 전문가가 함께',
        paragraphs: ['제품 설계와 건강 정보는 임상 수의사와 수의영양학 전문가로 이루어진 자문단이 함께 검토해요. 진료실에서 만나는 보호자의 고민이 다음 제품의 출발점이 돼요.'],
      },
    ],
    cta: { label: '맞춤 사료 찾기', href: '/dailyportiontool' },
  },
  'about-us-sustainability': {
    routeId: 'about-us-sustainability',
    image: { key: 'brand-sustainability', alt: '초록 잎사귀' },
    lead: '반려동물과 오래 함께하려면 우리가 사는 환경도 함께 지켜야 해요. 작은 것부터 바꾸고 있어요.',
    sections: [
      {
        heading: '다시 쓸 수 있는 포장',
        paragraphs: ['여러 겹의 서로 다른 소재를 붙인 사료 봉투는 재활용이 어려워요. 2024년부터 주요 제품의 봉투를 단일 소재(PE)로 바꿨고, 분리배출 표시를 크게 넣었어요.'],
      },
      {
        heading: '책임 있는 원료',
        paragraphs: ['수산 원료는 지속 가능한 어업 인증을 받은 곳에서, 육류 원료는 사람이 먹는 고기를 생산하고 남은 부위를 우선 사용해 버려지는 자원을 줄여요.'],
      },
      {
        heading: '나누는 사료',
        paragraphs: ['유통 기한이 넉넉하지만 포장에 흠이 생긴 제품은 버리지 않고 유기동물 보호소에 보내요. 무료 체험 신청 한 건마다 보호소에 사료 한 끼를 함께 기부해요.'],
        facts: [
          { value: '단일 소재', label: '주요 제품 봉투 (2024~)' },
          { value: '1건 = 1끼', label: '무료 체험 신청마다 보호소에 기부' },
        ],
      },
    ],
    cta: { label: '무료 체험 신청하기', href: '/recruitment' },
  },
  vdiet: {
    routeId: 'vdiet',
    image: { key: 'brand-vdiet', alt: '강아지와 고양이 옆에 놓인 청진기' },
    lead: 'V-DIET는 질환이 있는 아이의 회복과 관리를 위해 수의사가 처방하는 식단이에요. 반드시 동물병원 진료 후, 수의사의 안내에 따라 급여해 주세요.',
    sections: [
      {
        heading: '처방식은 무엇이 다른가요',
        paragraphs: ['일반 사료가 건강한 아이의 균형 잡힌 영양을 목표로 한다면, 처방식은 특정 질환을 관리하도록 영양소를 조절해요. 예를 들어 결석 관리 식단은 미네랄과 소변 pH를, 소화기 식단은 소화율과 전해질을 조절해요.'],
      },
      {
        heading: '이런 경우에 처방해요',
        paragraphs: [],
        list: ['설사와 구토 뒤 회복기, 만성 소화기 질환', '식이 알레르기로 인한 피부 질환', '고양이 하부 요로 질환과 스트루바이트 결석'],
      },
      {
        heading: '급여할 때 꼭 지켜 주세요',
        paragraphs: ['처방식은 건강한 아이가 오래 먹으면 영양 균형이 맞지 않을 수 있어요. 수의사가 정한 기간과 양을 지키고, 다시 진료를 받아 계속 먹일지 정해 주세요. 간식을 함께 주면 효과가 떨어질 수 있으니 먼저 상의해 주세요.'],
      },
    ],
    cta: { label: '처방식에 대해 자주 묻는 질문', href: '/customer-center/faqs?category=product' },
  },
};
