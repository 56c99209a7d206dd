import { dailyGrams } from '#app/features/catalogue/daily-grams';
import { FEEDING_RANGE, REFERENCE_KCAL_PER_KG } from '#app/features/catalogue/feeding-table';
import type { Species, WeightState } from '../shared/health-types';

/**
 * The BCS check (SPEC 4.2). Three body-shape questions (ribs by touch, waist from above,
 * abdomen from the side), each answered on five levels from very thin (1) to very heavy (5),
 * give a 9-point body condition score; the score maps to a weight state (the three of SPEC 4.2
 * and underweight). See docs/decisions/019-health-bcs.md for the mapping.
 */

export const BCS_QUESTIONS = ['ribs', 'waist', 'belly'] as const;
export type BcsQuestionKey = (typeof BCS_QUESTIONS)[number];
export type BcsLevel = 1 | 2 | 3 | 4 | 5;
export type BcsAnswers = Record<BcsQuestionKey, BcsLevel>;

export interface BcsQuestion {
  key: BcsQuestionKey;
  title: string;
  how: string;
  options: readonly { level: BcsLevel; text: string }[];
}

const levels = (texts: readonly [string, string, string, string, string]) => texts.map((text, i) => ({ level: (i + 1) as BcsLevel, text }));

export const BCS_QUESTION_TEXT: Record<Species, readonly BcsQuestion[]> = {
  dog: [
    {
      key: 'ribs',
      title: '갈비뼈를 만져 보세요',
      how: '양손을 가슴 옆에 대고 털을 쓸듯이 가볍게 문질러 보세요.',
      options: levels([
        '멀리서도 갈비뼈가 보이고, 만지면 뼈만 느껴져요.',
        '갈비뼈가 쉽게 만져지고 살짝 보이기도 해요.',
        '얇은 지방 아래로 갈비뼈가 쉽게 만져져요.',
        '지방이 두꺼워 꾹 눌러야 갈비뼈가 만져져요.',
        '두꺼운 지방에 덮여 갈비뼈가 거의 만져지지 않아요.',
      ]),
    },
    {
      key: 'waist',
      title: '위에서 허리를 내려다보세요',
      how: '서 있는 아이를 바로 위에서 내려다보며 갈비뼈 뒤쪽의 허리 라인을 보세요.',
      options: levels([
        '허리가 심하게 잘록하고 골반뼈가 도드라져요.',
        '허리가 뚜렷하게 잘록해요.',
        '갈비뼈 뒤로 허리 라인이 자연스럽게 들어가요.',
        '허리 라인이 거의 보이지 않고 일자에 가까워요.',
        '허리 없이 옆으로 불룩하게 튀어나와 있어요.',
      ]),
    },
    {
      key: 'belly',
      title: '옆에서 배를 보세요',
      how: '아이 옆에 앉아 가슴에서 뒷다리 쪽으로 이어지는 배 라인을 보세요.',
      options: levels([
        '배가 가슴 쪽으로 깊게 말려 올라가 있어요.',
        '배가 뚜렷하게 위로 올라가 있어요.',
        '가슴에서 배로 완만하게 올라가요.',
        '배 라인이 거의 일자이거나 살짝 처져 있어요.',
        '배가 아래로 늘어지고 걸을 때 흔들려요.',
      ]),
    },
  ],
  cat: [
    {
      key: 'ribs',
      title: '갈비뼈를 만져 보세요',
      how: '쓰다듬듯이 옆구리에 손바닥을 대고 가볍게 눌러 보세요.',
      options: levels([
        '갈비뼈와 등뼈가 보이고, 만지면 뼈만 느껴져요.',
        '갈비뼈가 쉽게 만져지고 지방이 거의 없어요.',
        '얇은 지방 아래로 갈비뼈가 쉽게 만져져요.',
        '지방에 덮여 꾹 눌러야 갈비뼈가 만져져요.',
        '두꺼운 지방 때문에 갈비뼈가 만져지지 않아요.',
      ]),
    },
    {
      key: 'waist',
      title: '위에서 허리를 내려다보세요',
      how: '서 있거나 걷는 고양이를 위에서 내려다보며 갈비뼈 뒤쪽을 보세요.',
      options: levels([
        '허리가 심하게 잘록하고 엉덩이뼈가 도드라져요.',
        '허리가 뚜렷하게 잘록해요.',
        '갈비뼈 뒤로 허리가 살짝 들어가 있어요.',
        '허리 라인이 보이지 않고 등이 넓적해요.',
        '허리 없이 몸통이 옆으로 둥글게 퍼져 있어요.',
      ]),
    },
    {
      key: 'belly',
      title: '옆에서 배를 보세요',
      how: '고양이가 서 있을 때 옆에서 아랫배를 보고, 가볍게 만져 보세요.',
      options: levels([
        '배가 움푹 들어가고 지방이 만져지지 않아요.',
        '배에 지방이 거의 없고 살짝 들어가 있어요.',
        '배에 얇은 지방층이 있고 늘어진 살은 적어요.',
        '배가 둥글고, 아랫배 살이 걸을 때 흔들려요.',
        '배가 크게 늘어져 걸을 때마다 출렁여요.',
      ]),
    },
  ],
};

/**
 * The 9-point score from the three answers: the sum of levels (3–15) is mapped linearly onto
 * 1–9 and rounded (3 → 1, 9 → 5, 15 → 9).
 */
export function bcsScore(answers: BcsAnswers): number {
  const sum = answers.ribs + answers.waist + answers.belly;
  return Math.min(9, Math.max(1, Math.round(1 + ((sum - 3) * 2) / 3)));
}

/**
 * Score → weight state: 1–3 underweight, 4–5 normal weight, 6–7 overweight, 8–9 obese (the WSAVA
 * bands). SPEC 4.2 names the last three; underweight is a state of its own so a thin pet is
 * never told it has a healthy shape (docs/decisions/019-health-bcs.md).
 */
export function bcsState(score: number): WeightState {
  if (score >= 8) return 'obese';
  if (score >= 6) return 'overweight';
  if (score >= 4) return 'normal';
  return 'underweight';
}

/**
 * Ideal weight estimated from the current weight and the score: every point above 5 is about
 * 10% above ideal weight, every point below 4 about 10% below (WSAVA guidance). Rounded to 0.1 kg.
 */
export function idealWeightKg(currentKg: number, score: number): number {
  let ideal = currentKg;
  if (score > 5) ideal = currentKg / (1 + 0.1 * (score - 5));
  else if (score < 4) ideal = currentKg / (1 - 0.1 * (5 - score));
  return Math.round(ideal * 10) / 10;
}

export interface BcsOutcome {
  species: Species;
  weightKg: number;
  score: number;
  state: WeightState;
  idealWeightKg: number;
  /** Grams of reference dry food a day at the ideal weight, from the state's column. */
  dailyGrams: number;
  /**
   * Underweight only: the same column at today's weight, where the increase starts (it rises
   * to `dailyGrams` over one to two weeks). Null for the other states.
   */
  startGrams: number | null;
  /** The column of the feeding table used. */
  columnLabel: string;
  column: number;
  /** The ideal weight lay outside the table's range and the nearest row was used. */
  clamped: boolean;
  /** Whether the pet is neutered: known for a registered pet, null for a check without one. */
  neutered: boolean | null;
  /**
   * Neutering unknown and it would change the column: the amount for a neutered pet, so the page
   * can say both (the legend names neutering as a case of its column). Null otherwise.
   */
  ifNeutered: { grams: number; columnLabel: string } | null;
}

/**
 * The result of a check. The column follows the one rule of the feeding table (body condition,
 * then activity and neutering; `feedingColumn`), with the pet's neutering when it is known; the
 * check does not ask activity, so a normally active pet is assumed.
 */
export function bcsOutcome(species: Species, weightKg: number, answers: BcsAnswers, neutered: boolean | null = null): BcsOutcome {
  const score = bcsScore(answers);
  const state = bcsState(score);
  const ideal = idealWeightKg(weightKg, score);
  // Grams of the table's reference feed, from the column the rule gives this pet.
  const at = (kg: number, isNeutered: boolean) => dailyGrams({ species, weightKg: kg, stage: 'adult', activity: 'normal', neutered: isNeutered, body: state }, REFERENCE_KCAL_PER_KG[species]);
  const target = at(ideal, neutered === true);
  const neuteredTarget = neutered === null ? at(ideal, true) : null;
  return {
    species,
    weightKg,
    score,
    state,
    idealWeightKg: ideal,
    dailyGrams: target.grams,
    startGrams: state === 'underweight' ? at(weightKg, neutered === true).grams : null,
    columnLabel: target.columnInfo.label,
    column: target.column,
    clamped: target.row.clamped,
    neutered,
    ifNeutered: neuteredTarget && neuteredTarget.column !== target.column ? { grams: neuteredTarget.grams, columnLabel: neuteredTarget.columnInfo.label } : null,
  };
}

export function feedingRangeText(species: Species): string {
  const { min, max } = FEEDING_RANGE[species];
  return `${min}~${max}kg`;
}

export interface BcsStateContent {
  /** The message in the result circle. */
  circle: string;
  summary: string;
  tips: readonly string[];
  slides: readonly { title: string; text: string }[];
  /** When the state calls for a vet before anything else: shown above the feeding amounts. */
  vet?: { title: string; text: string };
}

/** SPEC 4.2: the circle message, tips and popup slides of each state, per species. */
export const BCS_CONTENT: Record<Species, Record<WeightState, BcsStateContent>> = {
  dog: {
    underweight: {
      circle: '건강하게 체중을 늘려야 해요',
      summary: '갈비뼈와 허리뼈가 쉽게 만져지거나 보이고, 허리와 배가 지나치게 들어가 있어요. 원인을 확인하고 목표 체중까지 천천히 늘려 주세요.',
      tips: [
        '먼저 동물병원에서 기생충, 치아 통증, 소화기·갑상선 문제가 없는지 확인해 주세요.',
        '지금 먹는 양에서 시작해 목표 체중 기준 체중 유지 급여량까지 1~2주에 걸쳐 10%씩 늘려 주세요.',
        '하루 양을 3~4번에 나눠 주면 위에 부담 없이 더 먹을 수 있어요.',
        '2주마다 체중을 재서 한 주에 체중의 1~2%씩 느는지 확인해 주세요.',
      ],
      slides: [
        { title: '왜 마를까요?', text: '먹는 양이 부족할 때도 있지만 기생충, 치아 통증, 소화·흡수 문제, 갑상선이나 당뇨 같은 질환 때문일 수도 있어요. 잘 먹는데도 마른다면 꼭 진료를 받아 주세요.' },
        { title: '급여량 늘리는 법', text: '목표 체중 기준 체중 유지 급여량을 목표로, 지금 먹는 양에서 1~2주에 걸쳐 10%씩 늘려 주세요. 갑자기 많이 주면 설사나 구토를 할 수 있어요.' },
        { title: '근육도 함께 키워요', text: '살이 오르기 시작하면 가벼운 산책과 놀이로 근육을 함께 키워 주세요. 간식보다 사료로 열량을 채워야 영양이 고르게 늘어요.' },
      ],
      vet: {
        title: '동물병원 진료를 먼저 받아 주세요',
        text: '갈비뼈와 골반뼈가 쉽게 보인다면 기생충, 갑상선, 치아 통증 같은 문제가 숨어 있을 수 있어요. 동물병원에서 원인을 확인한 뒤, 급여량은 목표 체중 기준 체중 유지 급여량까지 1~2주에 걸쳐 천천히 늘려 주세요.',
      },
    },
    normal: {
      circle: '지금처럼만 유지해 주세요!',
      summary: '갈비뼈가 얇은 지방 아래로 만져지고, 허리와 배 라인이 살아 있는 건강한 체형이에요.',
      tips: [
        '사료는 눈대중 대신 계량컵이나 주방 저울로 재서 주세요.',
        '간식은 하루 먹는 열량의 10%를 넘지 않게 해 주세요.',
        '하루 두 번, 30분 이상 산책하면 근육과 관절이 튼튼해져요.',
        '한 달에 한 번 체중을 재고 BCS를 다시 체크해 보세요.',
      ],
      slides: [
        { title: '정상 체중이란?', text: 'BCS 4~5단계는 갈비뼈가 쉽게 만져지고, 위에서 보면 허리가 잘록하며, 옆에서 보면 배가 살짝 올라간 상태예요. 지금 체형이 우리 아이의 목표 체형이에요.' },
        { title: '급여량은 체중에 맞춰', text: '포장지 급여표는 평균값이에요. 나이, 중성화 여부, 산책량에 따라 필요한 양이 달라지니 체중 변화를 보며 10%씩 조절해 주세요.' },
        { title: '나이가 들면 다시 체크', text: '7살이 넘으면 대사가 느려져 같은 양을 먹어도 살이 찌기 쉬워요. 시니어가 되면 3개월마다 BCS를 확인해 주세요.' },
      ],
    },
    overweight: {
      circle: '조금만 관리하면 금방 돌아와요',
      summary: '갈비뼈 위 지방이 두꺼워지고 허리 라인이 흐려지기 시작했어요. 지금 관리하면 관절과 심장에 가는 부담을 줄일 수 있어요.',
      tips: [
        '목표 체중 기준의 체중 관리 급여량으로 천천히 줄여 주세요. 일주일에 체중의 1~2%씩 빠지면 적당해요.',
        '간식은 당근, 오이, 양배추처럼 칼로리가 낮은 채소로 바꿔 보세요.',
        '노즈워크 장난감에 사료를 넣어 먹는 시간을 늘려 주세요.',
        '가족 모두가 같은 규칙으로 간식을 주도록 약속해 주세요.',
      ],
      slides: [
        { title: '왜 관리해야 할까요?', text: '체중이 10%만 늘어도 관절과 심장, 호흡기에 부담이 커져요. 특히 소형견은 슬개골, 닥스훈트·웰시 코기는 허리 디스크에 영향을 받아요.' },
        { title: '급여량 줄이는 법', text: '지금 먹는 양에서 갑자기 줄이기보다 목표 체중의 체중 관리 급여량으로 1~2주에 걸쳐 바꿔 주세요. 하루 양을 2~3번에 나눠 주면 배고픔이 덜해요.' },
        { title: '산책은 조금 더 길게', text: '산책 시간을 10분씩 늘리고, 오르막길이나 공놀이로 활동량을 더해 주세요. 2주마다 체중을 재서 기록하면 변화가 보여요.' },
      ],
    },
    obese: {
      circle: '건강을 위해 체중 감량이 필요해요',
      summary: '두꺼운 지방 때문에 갈비뼈가 잘 만져지지 않고 배가 처져 있어요. 수의사와 함께 감량 계획을 세워 주세요.',
      tips: [
        '감량을 시작하기 전에 동물병원에서 갑상선, 관절, 심장 상태를 먼저 확인해 주세요.',
        '목표 체중 기준의 체중 감량 급여량을 하루 2~3번에 나눠 주세요.',
        '관절 부담이 적은 평지 산책부터 시작해 조금씩 시간을 늘려 주세요.',
        '사람 음식과 기름진 간식은 완전히 끊어 주세요.',
      ],
      slides: [
        { title: '비만은 질병의 시작', text: '비만인 강아지는 관절염, 당뇨, 호흡 곤란, 피부병 위험이 높고 수명이 2년 가까이 짧아진다는 연구도 있어요.' },
        { title: '천천히, 꾸준히', text: '한 달에 체중의 4~8%씩 빼는 것이 안전해요. 너무 빨리 빼면 근육이 빠지고 요요가 오기 쉬워요.' },
        { title: '감량 사료를 활용하세요', text: '칼로리는 낮고 단백질과 식이섬유는 충분한 체중 관리 사료로 바꾸면 배고픔 없이 감량할 수 있어요.' },
      ],
    },
  },
  cat: {
    underweight: {
      circle: '조금 더 든든히 챙겨 주세요',
      summary: '갈비뼈와 등뼈가 쉽게 만져지고 허리와 배가 움푹 들어가 있어요. 원인을 확인하고 목표 체중까지 천천히 늘려 주세요.',
      tips: [
        '먼저 동물병원에서 갑상선, 신장, 치아, 기생충 문제가 없는지 확인해 주세요. 나이 든 고양이라면 더 중요해요.',
        '지금 먹는 양에서 시작해 목표 체중 기준 체중 유지 급여량까지 1~2주에 걸쳐 조금씩 늘려 주세요.',
        '하루 4~5번 조금씩 나눠 주고, 습식 사료는 살짝 데우면 향이 살아나 더 잘 먹어요.',
        '밥그릇은 조용하고 다른 고양이와 떨어진 곳에 두세요.',
      ],
      slides: [
        { title: '고양이가 마르는 이유', text: '나이 든 고양이는 갑상선 기능 항진증, 만성 신장병, 당뇨 때문에 잘 먹어도 살이 빠질 수 있어요. 한 달에 체중의 5% 넘게 줄었다면 바로 진료를 받아 주세요.' },
        { title: '천천히 늘려요', text: '목표 체중의 체중 유지 급여량을 목표로 1~2주에 걸쳐 조금씩 늘려 주세요. 한 주에 체중의 1~2% 안팎으로 느는 것이 알맞아요.' },
        { title: '먹고 싶은 환경', text: '고양이는 밥그릇 위치와 냄새에 예민해요. 조용한 곳, 넓고 얕은 그릇, 신선한 사료가 식욕을 도와요. 하루 넘게 먹지 않으면 지방간이 생길 수 있으니 바로 병원에 가 주세요.' },
      ],
      vet: {
        title: '동물병원 진료를 먼저 받아 주세요',
        text: '잘 먹는데도 마른다면 갑상선, 신장, 치아 같은 문제가 숨어 있을 수 있어요. 동물병원에서 원인을 확인한 뒤, 급여량은 목표 체중 기준 체중 유지 급여량까지 1~2주에 걸쳐 천천히 늘려 주세요.',
      },
    },
    normal: {
      circle: '딱 좋은 체형이에요!',
      summary: '갈비뼈가 얇은 지방 아래로 만져지고, 허리가 살짝 들어간 건강한 체형이에요.',
      tips: [
        '하루 먹을 양을 정해 두고 3~4번에 나눠 주세요. 자율 급식은 과식으로 이어지기 쉬워요.',
        '낚싯대 장난감으로 하루 두 번, 10~15분씩 사냥 놀이를 해 주세요.',
        '캣타워와 창가 자리로 오르내릴 공간을 만들어 주세요.',
        '석 달에 한 번 체중을 재고 BCS를 다시 체크해 보세요.',
      ],
      slides: [
        { title: '정상 체중이란?', text: 'BCS 4~5단계는 갈비뼈가 쉽게 만져지고, 위에서 보면 허리가 살짝 들어가 있으며, 아랫배 살이 적은 상태예요.' },
        { title: '나눠 먹는 습관', text: '고양이는 원래 하루에 여러 번 조금씩 먹는 동물이에요. 하루 양을 계량해서 여러 번 나눠 주면 체중과 소화 모두에 좋아요.' },
        { title: '물도 챙겨 주세요', text: '물그릇을 여러 곳에 두거나 흐르는 물을 주면 더 많이 마셔요. 충분한 수분은 비뇨기 건강의 기본이에요.' },
      ],
    },
    overweight: {
      circle: '지금부터 가볍게 관리해요',
      summary: '갈비뼈 위 지방이 두꺼워지고 아랫배 살이 늘었어요. 중성화한 실내묘에게 흔한 변화예요.',
      tips: [
        '목표 체중 기준의 체중 관리 급여량으로 1~2주에 걸쳐 바꿔 주세요.',
        '퍼즐 피더나 노즈워크 매트에 사료를 넣어 천천히 먹게 해 주세요.',
        '간식은 하루 열량의 10% 이내로, 되도록 사료 알갱이로 대신해 주세요.',
        '잠들기 전에 10분 사냥 놀이를 하면 활동량과 숙면을 함께 챙길 수 있어요.',
      ],
      slides: [
        { title: '왜 관리해야 할까요?', text: '과체중 고양이는 당뇨, 관절염, 방광염 위험이 높아져요. 뱃살 때문에 그루밍이 어려워지면 피부 문제도 생겨요.' },
        { title: '급여량 바꾸는 법', text: '한 번에 줄이면 스트레스를 받아요. 목표 체중의 체중 관리 급여량으로 2주에 걸쳐 조금씩 줄이고, 하루 3~4번 나눠 주세요.' },
        { title: '놀이가 최고의 운동', text: '고양이는 짧고 강한 사냥 놀이를 좋아해요. 낚싯대, 레이저 포인터(끝은 잡을 수 있는 장난감으로)로 하루 두 번 놀아 주세요.' },
      ],
    },
    obese: {
      circle: '수의사와 함께 감량을 시작해요',
      summary: '갈비뼈가 만져지지 않고 배가 크게 늘어져 있어요. 건강을 위해 계획적인 감량이 필요해요.',
      tips: [
        '감량 전에 동물병원에서 혈액검사로 간과 당 수치를 확인해 주세요.',
        '굶기면 안 돼요. 고양이는 갑자기 덜 먹으면 지방간이 생길 수 있어요.',
        '목표 체중 기준의 체중 관리 급여량을 하루 4번 이상 나눠 주세요.',
        '2주마다 체중을 재서 한 주에 체중의 1% 안팎으로 빠지는지 확인해 주세요.',
      ],
      slides: [
        { title: '비만 고양이의 위험', text: '비만 고양이는 당뇨병 위험이 몇 배 높고, 관절염과 비뇨기 질환도 흔해요. 체중을 줄이면 당뇨가 좋아지는 경우도 있어요.' },
        { title: '굶기지 마세요', text: '고양이는 하루 이틀만 잘 먹지 않아도 간에 지방이 쌓이는 지방간이 생길 수 있어요. 감량은 한 주에 체중의 1% 안팎으로 천천히 해 주세요.' },
        { title: '감량 사료와 환경', text: '포만감을 주는 식이섬유와 근육을 지키는 단백질이 많은 체중 관리 사료로 바꾸고, 캣타워와 놀이로 움직일 이유를 만들어 주세요.' },
      ],
    },
  },
};
