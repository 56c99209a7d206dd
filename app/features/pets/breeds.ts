/** Breeds most kept in Korea, for the searchable breed list. Free text is allowed too (mixed breeds). */
export const DOG_BREEDS: readonly string[] = [
  '믹스견', '말티즈', '푸들', '포메라니안', '시츄', '비숑 프리제', '치와와', '요크셔 테리어', '닥스훈트', '웰시 코기',
  '골든 리트리버', '래브라도 리트리버', '진돗개', '시바견', '프렌치 불독', '퍼그', '비글', '보더 콜리', '스피츠', '미니어처 슈나우저',
  '이탈리안 그레이하운드', '페키니즈', '사모예드', '시베리안 허스키', '불테리어', '코카 스패니얼', '카발리에 킹 찰스 스패니얼', '파피용',
  '잭 러셀 테리어', '보스턴 테리어', '셰틀랜드 쉽독', '삽살개', '풍산개', '도베르만', '저먼 셰퍼드',
];

export const CAT_BREEDS: readonly string[] = [
  '코리안 숏헤어', '믹스묘', '러시안 블루', '페르시안', '브리티시 숏헤어', '스코티시 폴드', '먼치킨', '아메리칸 숏헤어', '샴',
  '렉돌', '노르웨이 숲', '메인쿤', '뱅갈', '아비시니안', '터키시 앙고라', '엑조틱 숏헤어', '스핑크스', '데본 렉스', '시베리안',
  '버만', '봄베이', '이집션 마우',
];

export function breedsOf(species: 'dog' | 'cat'): readonly string[] {
  return species === 'dog' ? DOG_BREEDS : CAT_BREEDS;
}
