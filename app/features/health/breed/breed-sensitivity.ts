import { CAT_BREEDS, DOG_BREEDS } from '#app/features/pets/breeds';
import type { Category, Species } from '../shared/health-types';
import { isCategoryOf } from '../shared/questionnaire';

/**
 * Breed sensitivity: the health categories (SPEC 9.7) a breed is known to need care in, with the
 * reason in one line. Drawn from breed-predisposition references used by Korean vets (see
 * docs/decisions/022-health-questionnaire.md); the list of breeds is the pet form's list.
 */

export interface BreedSensitivity {
  category: Category;
  reason: string;
}

type Entry = readonly (readonly [Category, string])[];

const DOG: Record<string, Entry> = {
  믹스견: [['weight', '체형과 유전 배경이 다양해 체중 변화를 꾸준히 살피는 것이 가장 좋은 관리예요.'], ['digest', '사료를 바꿀 때 장이 적응할 시간을 주세요.']],
  말티즈: [['skin', '피부가 얇고 예민해 알레르기성 피부염과 눈물 자국이 잘 생겨요.'], ['stress', '보호자에게 애착이 강해 분리불안을 겪기 쉬워요.']],
  푸들: [['skin', '귀 안에 털이 많아 외이염이 잦고, 피부가 예민한 편이에요.'], ['fur', '곱슬털이 계속 자라 엉키기 쉬워 모질 관리가 중요해요.'], ['stress', '영리하고 예민해 환경 변화에 스트레스를 받기 쉬워요.']],
  포메라니안: [['fur', '이중모가 풍성해 털 빠짐과 탈모(알로페시아)가 생기기 쉬워요.'], ['stress', '경계심이 많아 자주 짖고 긴장하는 편이에요.'], ['weight', '작은 체구에 비해 간식을 좋아해 살이 찌기 쉬워요.']],
  시츄: [['skin', '지루성 피부염과 주름 사이 피부염이 흔해요.'], ['fur', '긴 털이 엉키기 쉬워 빗질과 모질 관리가 필요해요.']],
  '비숑 프리제': [['skin', '알레르기성 피부염으로 가려움을 겪는 경우가 많아요.'], ['fur', '솜털 같은 털이 쉽게 뭉쳐요.']],
  치와와: [['stress', '겁이 많고 예민해 낯선 소리와 사람에 쉽게 긴장해요.'], ['weight', '체중이 조금만 늘어도 몸에 주는 부담이 커요.']],
  '요크셔 테리어': [['digest', '위장이 예민하고 기름진 음식에 췌장염이 생기기 쉬워요.'], ['fur', '사람 머리카락 같은 털이 가늘어 쉽게 끊어져요.']],
  닥스훈트: [['weight', '허리가 길어 체중이 늘면 디스크에 큰 부담이 가요.'], ['stress', '짖음이 많고 보호자 곁을 떠나기 싫어해요.']],
  '웰시 코기': [['weight', '식탐이 많아 비만이 되기 쉽고, 긴 허리에 부담이 가요.'], ['fur', '이중모라 털이 1년 내내 많이 빠져요.']],
  '골든 리트리버': [['skin', '핫스팟(급성 습성 피부염)과 알레르기 피부염이 흔해요.'], ['weight', '먹는 것을 좋아해 중년 이후 살이 찌기 쉬워요.'], ['fur', '이중모의 털갈이가 심해요.']],
  '래브라도 리트리버': [['weight', '포만감을 덜 느끼는 유전적 특성이 있어 비만이 흔해요.'], ['digest', '아무거나 주워 먹어 배탈이 잦아요.']],
  진돗개: [['skin', '털갈이 시기에 피부가 예민해지고 알레르기가 생기기도 해요.'], ['stress', '경계심이 강해 낯선 환경에서 스트레스를 받기 쉬워요.']],
  시바견: [['skin', '아토피와 알레르기 피부염 소인이 있어요.'], ['stress', '독립적이지만 예민해 스트레스를 속으로 쌓기 쉬워요.'], ['fur', '이중모의 털갈이가 심해요.']],
  '프렌치 불독': [['skin', '주름과 짧은 털 때문에 피부염, 알레르기가 잦아요.'], ['digest', '예민한 장과 잦은 방귀로 고생하는 경우가 많아요.']],
  퍼그: [['weight', '호흡이 짧아 살이 찌면 숨쉬기가 더 힘들어져요.'], ['skin', '얼굴 주름 사이에 피부염이 잘 생겨요.']],
  비글: [['weight', '식탐이 강해 비만이 되기 쉬워요.'], ['stress', '활동량이 많아 에너지를 못 풀면 짖음과 분리불안이 생겨요.']],
  '보더 콜리': [['stress', '에너지와 지능이 높아 활동이 부족하면 강박 행동이 생기기 쉬워요.'], ['digest', '예민한 성격만큼 장도 예민한 경우가 있어요.']],
  스피츠: [['stress', '경계심이 강해 소리에 민감하고 자주 짖어요.'], ['fur', '풍성한 이중모가 많이 빠져요.']],
  '미니어처 슈나우저': [['digest', '기름진 음식에 췌장염과 고지혈증이 생기기 쉬워요.'], ['skin', '등에 여드름 같은 면포가 생기는 체질이 있어요.'], ['weight', '체중이 늘면 췌장과 혈중 지방에 부담이 커요.']],
  '이탈리안 그레이하운드': [['skin', '피부가 얇아 상처와 피부염이 생기기 쉬워요.'], ['stress', '소심하고 추위를 많이 타서 쉽게 긴장해요.']],
  페키니즈: [['skin', '얼굴 주름과 긴 털 아래 피부염이 생기기 쉬워요.'], ['weight', '활동량이 적어 살이 찌기 쉬워요.']],
  사모예드: [['fur', '두꺼운 이중모의 털갈이가 심해요.'], ['skin', '털이 빽빽해 습기가 차면 피부염이 생겨요.']],
  '시베리안 허스키': [['fur', '봄가을 털갈이 때 털이 엄청나게 빠져요.'], ['digest', '장이 예민해 사료 변화에 묽은 변을 보기 쉬워요.'], ['skin', '아연이 부족하면 피부병이 생기는 체질이 있어요.']],
  불테리어: [['skin', '알레르기 피부염이 흔해요.'], ['stress', '꼬리 쫓기 같은 반복 행동이 생기기 쉬워요.']],
  '코카 스패니얼': [['skin', '늘어진 귀 때문에 외이염이 잦고 지루성 피부염도 흔해요.'], ['weight', '식욕이 왕성해 살이 찌기 쉬워요.']],
  '카발리에 킹 찰스 스패니얼': [['weight', '심장병 소인이 있어 적정 체중 유지가 특히 중요해요.'], ['skin', '귀와 피부가 예민한 편이에요.']],
  파피용: [['stress', '영리하고 예민해 혼자 있는 것을 힘들어해요.'], ['fur', '비단 같은 장모가 엉키지 않게 관리가 필요해요.']],
  '잭 러셀 테리어': [['stress', '에너지가 넘쳐 운동이 부족하면 짖음과 파괴 행동이 생겨요.'], ['skin', '알레르기 피부염이 생기기도 해요.']],
  '보스턴 테리어': [['skin', '짧은 털과 예민한 피부로 알레르기가 잦아요.'], ['digest', '방귀가 잦고 장이 예민한 편이에요.']],
  '셰틀랜드 쉽독': [['fur', '풍성한 이중모가 많이 빠져요.'], ['weight', '중성화 후 살이 찌기 쉬워요.'], ['stress', '소리에 예민하고 겁이 많은 편이에요.']],
  삽살개: [['fur', '긴 털이 엉키기 쉬워 빗질과 모질 관리가 필요해요.'], ['skin', '털이 덮은 피부에 습기가 차면 피부염이 생겨요.']],
  풍산개: [['fur', '두꺼운 이중모의 털갈이가 심해요.'], ['weight', '실내에서 운동이 부족하면 살이 찌기 쉬워요.']],
  도베르만: [['digest', '위가 예민하고 급하게 먹으면 위장 문제가 생기기 쉬워요.'], ['stress', '보호자와 떨어지면 불안해하는 경우가 많아요.']],
  '저먼 셰퍼드': [['digest', '장이 예민하고 소화 효소가 부족한 체질(EPI)이 있어요.'], ['skin', '알레르기 피부염과 핫스팟이 흔해요.']],
};

const CAT: Record<string, Entry> = {
  '코리안 숏헤어': [['urinary', '물을 적게 마시는 실내묘에게 방광염과 결석이 흔해요.'], ['weight', '중성화 후 활동량이 줄면 살이 찌기 쉬워요.'], ['tooth', '세 살이 넘으면 치석과 치은염이 흔해요.']],
  믹스묘: [['weight', '중성화한 실내묘는 체중 관리가 기본이에요.'], ['urinary', '물을 적게 마시면 방광염이 생기기 쉬워요.']],
  '러시안 블루': [['urinary', '물을 적게 마시고 예민해 방광염이 생기기 쉬워요.'], ['weight', '식탐이 있어 중성화 후 살이 잘 쪄요.']],
  페르시안: [['hairball', '긴 털을 많이 삼켜 헤어볼이 잦아요.'], ['fur', '털이 잘 엉키고 눈물 자국과 피부 문제가 생겨요.'], ['tooth', '납작한 얼굴 때문에 치열이 고르지 않아 치석이 잘 생겨요.']],
  '브리티시 숏헤어': [['weight', '차분하고 움직임이 적어 비만이 흔해요.'], ['urinary', '살이 찌고 물을 적게 마시면 비뇨기 문제가 생겨요.']],
  '스코티시 폴드': [['weight', '관절이 약해 체중이 늘면 통증이 커져요.'], ['urinary', '움직임이 줄면 화장실과 물 마시는 횟수가 줄어요.']],
  먼치킨: [['weight', '짧은 다리와 허리에 체중 부담이 커요.'], ['digest', '사료를 빨리 먹고 토하는 경우가 있어요.']],
  '아메리칸 숏헤어': [['weight', '먹성이 좋아 중년 이후 살이 찌기 쉬워요.'], ['urinary', '실내 생활로 물 섭취가 부족하기 쉬워요.']],
  샴: [['digest', '위장이 예민해 구토와 묽은 변이 잦아요.'], ['tooth', '치은염과 치주 질환 소인이 있어요.']],
  렉돌: [['hairball', '부드러운 장모를 그루밍하며 헤어볼이 생기기 쉬워요.'], ['weight', '대형묘이고 느긋해 살이 찌기 쉬워요.'], ['urinary', '결석과 방광염 소인이 있어요.']],
  '노르웨이 숲': [['hairball', '두꺼운 장모의 털갈이 때 헤어볼이 잦아요.'], ['fur', '속털이 엉키기 쉬워요.']],
  메인쿤: [['weight', '대형묘라 체중이 늘면 관절 부담이 커요.'], ['hairball', '장모라 헤어볼이 생기기 쉬워요.'], ['fur', '풍성한 털의 엉킴 관리가 필요해요.']],
  뱅갈: [['digest', '장이 예민해 묽은 변을 보는 경우가 많아요.'], ['fur', '짧고 윤기 있는 털을 지키려면 좋은 지방이 필요해요.']],
  아비시니안: [['tooth', '치은염과 치주 질환이 생기기 쉬운 품종이에요.'], ['fur', '털과 피부 건강에 세심한 관리가 필요해요.']],
  '터키시 앙고라': [['hairball', '가늘고 긴 털을 삼켜 헤어볼이 생겨요.'], ['fur', '비단 같은 털이 잘 엉켜요.']],
  '엑조틱 숏헤어': [['tooth', '납작한 얼굴형으로 치열이 고르지 않아요.'], ['weight', '차분한 성격에 활동량이 적어 살이 찌기 쉬워요.']],
  스핑크스: [['fur', '털이 없어 피부에 기름과 각질이 쉽게 쌓여요.'], ['digest', '체온 유지에 에너지를 많이 써 소화 부담이 큰 편이에요.']],
  '데본 렉스': [['fur', '얇은 곱슬털과 피부가 예민해요.'], ['digest', '먹성이 좋아 과식하면 배탈이 나기 쉬워요.']],
  시베리안: [['hairball', '두꺼운 삼중모를 삼켜 헤어볼이 잦아요.'], ['fur', '털갈이 때 털이 많이 빠져요.']],
  버만: [['hairball', '장모 그루밍으로 헤어볼이 생겨요.'], ['urinary', '신장과 비뇨기 관리가 필요한 품종이에요.']],
  봄베이: [['weight', '먹성이 좋아 비만이 되기 쉬워요.'], ['tooth', '치석과 잇몸 문제가 생기기 쉬워요.']],
  '이집션 마우': [['digest', '예민한 성격만큼 위장도 예민해요.'], ['weight', '운동량이 부족하면 살이 찌기 쉬워요.']],
};

export function breedList(species: Species): readonly string[] {
  return species === 'dog' ? DOG_BREEDS : CAT_BREEDS;
}

export function isKnownBreed(species: Species, breed: string): boolean {
  return breedList(species).includes(breed);
}

/** Breeds matching a search (ignoring spaces), in list order. */
export function searchBreeds(species: Species, query: string): readonly string[] {
  const q = query.replace(/\s+/g, '').toLowerCase();
  if (q === '') return breedList(species);
  return breedList(species).filter((b) => b.replace(/\s+/g, '').toLowerCase().includes(q));
}

export function breedSensitivities(species: Species, breed: string): BreedSensitivity[] {
  const entry = (species === 'dog' ? DOG : CAT)[breed];
  return (entry ?? []).map(([category, reason]) => ({ category, reason }));
}

export interface PetFacts {
  ageYears: number;
  neutered: boolean;
}

/**
 * The breed's sensitivities plus what age and neutering add: neutered pets need weight care
 * (dogs: the neutering category as well; cats: urinary care), seniors (7+) weight and digestion.
 */
export function sensitivitiesFor(species: Species, breed: string, facts: PetFacts): BreedSensitivity[] {
  const list = breedSensitivities(species, breed);
  const add = (category: Category, reason: string) => {
    if (isCategoryOf(species, category) && !list.some((s) => s.category === category)) list.push({ category, reason });
  };
  if (facts.neutered) {
    if (species === 'dog') add('neutral', '중성화 후에는 필요한 열량이 20~30% 줄어 같은 양을 먹어도 살이 찌기 쉬워요.');
    add('weight', '중성화 후 식욕은 늘고 활동량은 줄어 체중 관리가 필요해요.');
    if (species === 'cat') add('urinary', '중성화한 실내묘는 물을 적게 마셔 비뇨기 질환 위험이 높아요.');
  }
  if (facts.ageYears >= 7) {
    add('weight', '7살이 넘으면 대사가 느려져 같은 양을 먹어도 살이 찌기 쉬워요.');
    add('digest', '나이가 들면 소화 기능이 떨어져 소화가 잘 되는 식단이 좋아요.');
  }
  return list;
}

/** Care tips per category for the health-tip page. */
export const CATEGORY_TIPS: Record<Category, readonly string[]> = {
  skin: [
    '목욕은 2~4주에 한 번, 반려동물 전용 저자극 샴푸로 해 주세요. 너무 잦은 목욕은 피부를 건조하게 해요.',
    '산책 후에는 발가락 사이를 잘 말려 주세요. 습기가 남으면 곰팡이성 피부염이 생겨요.',
    '오메가-3 지방산이 든 사료가 피부 장벽을 튼튼하게 해요.',
    '가려움이 2주 넘게 이어지거나 진물이 나면 동물병원에서 원인을 확인해 주세요.',
  ],
  fur: [
    '빗질은 털 길이에 맞는 빗으로 매일 5분이면 충분해요. 죽은 털을 미리 빼 주면 털 빠짐과 엉킴이 줄어요.',
    '털의 90% 이상이 단백질이에요. 양질의 단백질과 비오틴, 아연이 든 식단을 챙겨 주세요.',
    '털갈이 철에는 빗질 횟수를 늘리고 실내 습도를 40~60%로 맞춰 주세요.',
  ],
  weight: [
    '급여량은 계량컵이나 저울로 재고, 간식은 하루 열량의 10% 이내로 주세요.',
    '한 달에 한 번 같은 시간에 체중을 재서 기록해 주세요.',
    '먹는 시간을 늘리는 노즈워크·퍼즐 피더가 포만감과 활동량을 함께 올려 줘요.',
  ],
  digest: [
    '사료를 바꿀 때는 7~10일에 걸쳐 기존 사료에 조금씩 섞어 주세요.',
    '하루 양을 2~3번에 나눠 주면 위장 부담이 줄어요.',
    '변의 모양과 색, 횟수를 기억해 두면 이상을 빨리 알아챌 수 있어요.',
    '구토나 설사가 하루 넘게 이어지거나 피가 섞이면 바로 병원에 가 주세요.',
  ],
  stress: [
    '외출 전후에 과한 인사를 줄이면 분리불안이 덜해요.',
    '하루 한 번은 냄새 맡기 산책을 해 주세요. 코를 쓰면 마음이 안정돼요.',
    '숨을 수 있는 조용한 자리(켄넬, 방석)를 마련해 주세요.',
  ],
  neutral: [
    '중성화 후에는 필요한 열량이 줄어요. 이전 급여량의 80% 정도에서 시작해 체중을 보며 조절해 주세요.',
    '수술 후 3개월 동안은 2주마다 체중을 재 주세요.',
    '중성화 전용 사료는 칼로리를 낮추고 포만감을 높여 체중 증가를 막아 줘요.',
  ],
  urinary: [
    '물그릇을 집 안 여러 곳에 두고, 매일 새 물로 갈아 주세요. 흐르는 물을 좋아하는 고양이도 많아요.',
    '습식 사료를 함께 주면 자연스럽게 수분 섭취가 늘어요.',
    '화장실은 고양이 수 + 1개, 매일 치워 주세요. 화장실이 더러우면 소변을 참아요.',
    '소변을 보려고 자주 들락거리는데 양이 적다면 응급일 수 있으니 바로 병원에 가 주세요.',
  ],
  tooth: [
    '양치는 하루 한 번이 가장 좋아요. 손가락 칫솔로 송곳니부터 천천히 익숙해지게 해 주세요.',
    '양치가 어렵다면 치석 관리용 사료나 덴탈 간식이 도움이 돼요.',
    '1년에 한 번 동물병원에서 구강 검진을 받아 주세요.',
  ],
  hairball: [
    '장모종은 매일, 단모종은 주 2~3회 빗질해 삼키는 털을 줄여 주세요.',
    '식이섬유가 든 헤어볼 케어 사료가 삼킨 털을 변으로 내보내 줘요.',
    '헛구역질만 하고 아무것도 나오지 않거나 식욕이 떨어지면 병원에 가 주세요.',
  ],
};
