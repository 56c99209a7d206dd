/**
 * The home page as layout sections (SPEC 2.8): stored as data so staff can recompose it.
 * Seed components name a home widget (`type`) and its settings; unknown types are skipped.
 */
export const HOME_SECTIONS = [
  {
    sectionKey: 'hero',
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    background: {
      mobile: '/cms/delivery/media/home-hero-mobile-v2',
      tablet: '/cms/delivery/media/home-hero-desktop',
      desktop: '/cms/delivery/media/home-hero-desktop',
      alt: '사료 그릇 옆에 앉은 강아지와 고양이 일러스트',
      position: 'center bottom',
      size: 'cover',
      repeat: 'no-repeat',
      overlayColor: 'rgba(255,255,255,0.0)',
    },
    columns: [
      {
        columnKey: 'col1',
        columnName: 'Column 1',
        columnWidth: '12',
        seedComponents: [
          {
            type: 'hero',
            eyebrow: '반려동물 맞춤 영양',
            title: '우리 아이 건강,\n매일의 한 그릇에서 시작해요',
            text: '체형과 민감한 부분을 3분 만에 확인하고, 꼭 맞는 사료와 하루 급여량을 추천받으세요.',
            cta: { label: '건강 체크 시작하기', href: '/health-service' },
            secondary: { label: '무료 체험 신청', href: '/recruitment' },
          },
        ],
      },
    ],
  },
  {
    sectionKey: 'programs',
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    columns: [
      {
        columnKey: 'col1',
        columnName: 'Column 1',
        columnWidth: '12',
        seedComponents: [
          { type: 'section-title', title: '건강 케어 프로그램', text: '질문에 답하면 지금 필요한 관리를 알려드려요.' },
        ],
      },
      ...[
        { key: 'bcs', title: 'BCS 체크', text: '갈비뼈·허리·배 모양으로 보는 우리 아이 체형 점수', href: '/bcs', image: 'program-bcs' },
        { key: 'sensitivity', title: '민감도 체크', text: '피부, 소화, 체중까지 카테고리별 건강 신호 확인', href: '/sensitivitycheck', image: 'program-sensitivity' },
        { key: 'breed', title: '품종별 민감도', text: '품종에 따라 잘 생기는 건강 고민 미리 알기', href: '/breedsensitivity', image: 'program-breed' },
        { key: 'cats', title: '캣츠 시그널', text: '고양이가 보내는 작은 신호로 알아보는 케어 포인트', href: '/cats-signal', image: 'program-cats-signal' },
      ].map((p, i) => ({
        columnKey: `col${i + 2}`,
        columnName: `Column ${i + 2}`,
        columnWidth: '3',
        seedComponents: [
          {
            type: 'program-card',
            title: p.title,
            text: p.text,
            href: p.href,
            image: { src: `/cms/delivery/media/${p.image}`, alt: '', width: 160, height: 160 },
          },
        ],
      })),
    ],
  },
  {
    sectionKey: 'featured-feeds',
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    columns: [
      {
        columnKey: 'col1',
        columnName: 'Column 1',
        columnWidth: '12',
        seedComponents: [
          {
            type: 'featured-products',
            title: '지금 많이 찾는 맞춤 사료',
            text: '피부, 체중, 요로, 헤어볼까지 건강 고민에 맞춰 설계한 사료예요.',
            productIds: ['p-dog-derma-adult', 'p-dog-light-small', 'p-cat-urinary', 'p-cat-hairball'],
            limit: 4,
            cta: { label: '맞춤 사료 전체 보기', href: '/products/Product2' },
          },
        ],
      },
    ],
  },
  {
    sectionKey: 'feeds-and-trials',
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    columns: [
      {
        columnKey: 'col1',
        columnName: 'Column 1',
        columnWidth: '6',
        seedComponents: [
          {
            type: 'promo',
            tone: 'warm',
            title: '맞춤 사료 찾기',
            text: '나이, 체중, 활동량을 알려주시면 알맞은 사료와 하루 급여량(g)을 계산해 드려요.',
            cta: { label: '맞춤 사료 찾기', href: '/dailyportiontool' },
          },
        ],
      },
      {
        columnKey: 'col2',
        columnName: 'Column 2',
        columnWidth: '6',
        seedComponents: [
          {
            type: 'promo',
            tone: 'cool',
            title: '무료 체험 신청',
            text: '새로운 사료, 먼저 먹여보고 결정하세요. 진행 중인 체험과 1+1 매장 쿠폰을 확인해 보세요.',
            cta: { label: '이벤트/혜택 보기', href: '/recruitment' },
          },
        ],
      },
    ],
  },
  {
    sectionKey: 'latest-articles',
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    columns: [
      {
        columnKey: 'col1',
        columnName: 'Column 1',
        columnWidth: '12',
        seedComponents: [
          {
            type: 'latest-articles',
            title: '새로 올라온 건강 정보',
            text: '수의사가 감수한 강아지·고양이 건강 이야기를 만나 보세요.',
            limit: 4,
            cta: { label: '건강 정보 더 보기', href: '/health-article' },
          },
        ],
      },
    ],
  },
  {
    sectionKey: 'articles',
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    columns: [
      {
        columnKey: 'col1',
        columnName: 'Column 1',
        columnWidth: '12',
        seedComponents: [
          {
            type: 'link-list',
            title: '건강 정보',
            text: '수의사와 영양 전문가가 정리한 반려동물 건강 이야기',
            links: [
              { label: '건강 정보 전체 보기', href: '/health-article' },
              { label: '맞춤 사료 리스트', href: '/products/Product2' },
              { label: '자주 묻는 질문', href: '/customer-center/faqs' },
              { label: '공지사항', href: '/customer-center/news' },
            ],
          },
        ],
      },
    ],
  },
] as const;
