import type { Category, HealthCategory, Question, QuestionType, Species } from './health-types';

/**
 * The sensitivity questionnaire (SPEC 3.7, 5.6, 9.7). Questions were written from the signs
 * Korean vets and pet-health guides most often ask owners about (see
 * docs/decisions/022-health-questionnaire.md): each is something an owner can observe at home, and
 * its type says how soon it needs care. 'Action Required' signs point to a visit to the vet
 * (blood, bald patches with sores, urinary straining…), 'Caution' signs to care at home with
 * the right diet. The last option of every category is '이상 없음' (Normal), exclusive with
 * the others.
 */

/** SPEC 9.7: the categories per species, in the spec's order. Dogs have no hairball or urinary (SPEC 5.6). */
export const SPECIES_CATEGORIES: Record<Species, readonly Category[]> = {
  dog: ['skin', 'weight', 'digest', 'fur', 'stress', 'neutral'],
  cat: ['fur', 'weight', 'digest', 'urinary', 'tooth', 'hairball'],
};

/** The label map of SPEC 9.7. */
export const CATEGORY_LABEL: Record<Category, string> = {
  skin: 'Derma',
  fur: 'Derma',
  weight: 'Weight',
  digest: 'Digestive',
  urinary: 'Urinary',
  hairball: 'Hairball',
  neutral: 'Timing',
  stress: 'Stress',
  tooth: 'Tooth',
};

/** Korean names and a one-line description per category. */
export const CATEGORY_NAME: Record<Category, string> = {
  skin: '피부',
  fur: '털·피모',
  weight: '체중',
  digest: '소화',
  urinary: '비뇨기',
  hairball: '헤어볼',
  neutral: '중성화',
  stress: '스트레스',
  tooth: '치아',
};

const DESCRIPTION: Record<Species, Partial<Record<Category, string>>> = {
  dog: {
    skin: '가려움, 붉은 기, 비듬, 귓병처럼 피부에 나타나는 신호',
    weight: '갈비뼈와 허리 라인, 활동량으로 보는 체중 상태',
    digest: '변 상태, 구토, 방귀로 보는 장 건강',
    fur: '털 빠짐과 윤기, 엉킴으로 보는 모질',
    stress: '분리불안, 예민함, 반복 행동',
    neutral: '중성화 후 달라진 식욕과 대사',
  },
  cat: {
    fur: '털 빠짐, 비듬, 과한 그루밍으로 보는 피부와 털',
    weight: '옆구리와 뱃살, 점프로 보는 체중 상태',
    digest: '구토, 변 상태, 식욕으로 보는 소화 건강',
    urinary: '화장실 횟수, 소변 양과 색으로 보는 비뇨기 건강',
    tooth: '입 냄새, 치석, 잇몸으로 보는 구강 건강',
    hairball: '털 뭉치 구토와 헛구역질',
  },
};

const A: QuestionType = 'Action Required';
const C: QuestionType = 'Caution';
const NORMAL_LABEL = '이상 없음';

type Draft = readonly (readonly [string, QuestionType])[];

/** Questions per species and category; '이상 없음' is appended to each list below. */
const QUESTIONS: Record<Species, Partial<Record<Category, Draft>>> = {
  dog: {
    skin: [
      ['몸을 자주 긁거나 핥고, 발을 물어뜯어요.', C],
      ['피부가 붉게 달아오르거나 오돌토돌한 발진이 있어요.', A],
      ['비듬이 많고 피부가 건조해 각질이 일어나요.', C],
      ['귀를 자주 털거나 긁고, 귀에서 냄새가 나요.', C],
      ['털이 동그랗게 빠진 곳이나 진물, 딱지가 있어요.', A],
      ['몸에서 꿉꿉한 냄새가 나거나 피부가 번들거려요.', C],
    ],
    weight: [
      ['옆구리를 만져도 갈비뼈가 잘 느껴지지 않아요.', C],
      ['위에서 내려다봤을 때 허리 라인이 보이지 않아요.', C],
      ['산책하면 금방 지치고 숨을 심하게 헐떡여요.', C],
      ['최근 6개월 사이 체중이 10% 넘게 늘었어요.', A],
      ['간식을 하루에 여러 번 먹거나 사람 음식을 자주 먹어요.', C],
      ['계단이나 소파에 오르는 것을 힘들어해요.', A],
    ],
    digest: [
      ['변이 묽거나 설사를 자주 해요.', C],
      ['일주일에 한 번 이상 토해요.', A],
      ['방귀가 잦고 냄새가 심해요.', C],
      ['변을 볼 때 힘들어하거나 2~3일에 한 번만 봐요.', C],
      ['사료나 간식을 바꾸면 곧잘 배탈이 나요.', C],
      ['변에 피나 끈적한 점액이 섞여 나와요.', A],
    ],
    fur: [
      ['털갈이 철이 아닌데도 털이 많이 빠져요.', C],
      ['털에 윤기가 없고 푸석푸석해요.', C],
      ['털이 쉽게 엉키거나 끊어져요.', C],
      ['털이 듬성듬성 빠져 피부가 드러난 곳이 있어요.', A],
    ],
    stress: [
      ['혼자 있으면 계속 짖거나 하울링을 해요.', C],
      ['낯선 사람이나 작은 소리에도 심하게 짖거나 몸을 떨어요.', C],
      ['보호자가 나가면 물건을 망가뜨리거나 아무 데나 배변해요.', A],
      ['발이나 꼬리를 반복해서 핥거나 물어요.', C],
      ['미용, 병원, 이사 뒤에 한동안 밥을 잘 먹지 않아요.', C],
    ],
    neutral: [
      ['중성화 수술을 받은 지 1년이 되지 않았어요.', C],
      ['중성화 후 체중이 눈에 띄게 늘었어요.', A],
      ['중성화 후 식탐이 늘고, 활동량은 줄었어요.', C],
    ],
  },
  cat: {
    fur: [
      ['털이 뭉텅이로 빠지거나 털갈이가 유난히 길어요.', C],
      ['털에 윤기가 없고 거칠어요.', C],
      ['등이나 꼬리 쪽에 하얀 비듬이 보여요.', C],
      ['한 곳을 집중적으로 핥아 털이 얇아졌어요.', A],
      ['턱 밑에 까만 점 같은 턱드름이 생겨요.', C],
      ['피부에 붉은 부분이나 작은 딱지가 만져져요.', A],
      ['그루밍을 잘 하지 않아 털이 떡지거나 엉켜요.', C],
    ],
    weight: [
      ['옆구리를 쓰다듬어도 갈비뼈가 잘 느껴지지 않아요.', C],
      ['걸을 때 배 아래 늘어진 살이 좌우로 흔들려요.', C],
      ['높은 곳에 뛰어오르길 망설이거나 자주 실패해요.', A],
      ['중성화했거나 실내에서만 지내 활동량이 적어요.', C],
      ['사료 그릇을 늘 가득 채워 두고 자유롭게 먹게 해요.', C],
    ],
    digest: [
      ['일주일에 두 번 이상 토해요.', A],
      ['사료를 급하게 먹고 곧바로 토할 때가 있어요.', C],
      ['변이 묽거나 모양이 잡히지 않아요.', C],
      ['변이 작고 딱딱하거나, 이틀 넘게 변을 보지 않아요.', C],
      ['변 냄새가 유난히 심해요.', C],
      ['사료를 바꾸면 배탈이 나요.', C],
      ['변에 피가 묻어 나오거나 까만 변을 봐요.', A],
      ['입맛이 들쭉날쭉하고 사료를 자주 남겨요.', C],
    ],
    urinary: [
      ['화장실을 자주 들락거리는데 소변 양은 적어요.', A],
      ['소변을 볼 때 울거나 오래 힘을 줘요.', A],
      ['소변 색이 붉거나 탁해요.', A],
      ['물을 잘 마시지 않는 편이에요.', C],
    ],
    tooth: [
      ['입에서 냄새가 나요.', C],
      ['이빨에 누런 치석이 보여요.', C],
      ['잇몸이 붉게 부었거나 피가 나요.', A],
      ['한쪽으로만 씹거나 먹다가 사료를 흘려요.', A],
    ],
    hairball: [
      ['털 뭉치를 토할 때가 있어요.', C],
      ['헛구역질을 하는데 아무것도 나오지 않아요.', A],
    ],
  },
};

function questionId(species: Species, category: Category, n: number): string {
  return `${species}-${category}-q${n}`;
}

function imageUrls(category: Category) {
  return {
    defaultImageUrl: `/img/health/category/${category}-default.svg`,
    activeImageUrl: `/img/health/category/${category}-active.svg`,
    questionImgUrl: `/img/health/category/${category}-question.svg`,
  };
}

function build(species: Species, category: Category): HealthCategory {
  const drafts = QUESTIONS[species][category];
  if (!drafts) throw new Error(`No questions for ${species}/${category}`);
  const questions: Question[] = [...drafts, [NORMAL_LABEL, 'Normal'] as const].map(([label, questionType], i) => ({
    id: questionId(species, category, i + 1),
    label,
    questionType,
    isSelected: false,
  }));
  return {
    id: category,
    label: CATEGORY_LABEL[category],
    name: CATEGORY_NAME[category],
    description: DESCRIPTION[species][category] ?? '',
    ...imageUrls(category),
    questions,
  };
}

const CACHE: Record<Species, readonly HealthCategory[]> = {
  dog: SPECIES_CATEGORIES.dog.map((c) => build('dog', c)),
  cat: SPECIES_CATEGORIES.cat.map((c) => build('cat', c)),
};

/** The questionnaire of a species (fresh copies: callers may set isSelected). */
export function questionnaire(species: Species): HealthCategory[] {
  return CACHE[species].map((c) => ({ ...c, questions: c.questions.map((q) => ({ ...q })) }));
}

export function categoryOf(species: Species, category: Category): HealthCategory | undefined {
  const found = CACHE[species].find((c) => c.id === category);
  return found ? { ...found, questions: found.questions.map((q) => ({ ...q })) } : undefined;
}

export function isCategoryOf(species: Species, value: string): value is Category {
  return (SPECIES_CATEGORIES[species] as readonly string[]).includes(value);
}

/** The '이상 없음' option of a category: always the last one. */
export function normalQuestionId(species: Species, category: Category): string {
  const cat = CACHE[species].find((c) => c.id === category);
  return cat ? cat.questions[cat.questions.length - 1]!.id : '';
}

/** Parses `{species}-{category}-q{n}` into its parts when it names a real question. */
export function parseQuestionId(id: string): { species: Species; category: Category; n: number } | null {
  const m = /^(dog|cat)-([a-z]+)-q(\d{1,2})$/.exec(id);
  if (!m) return null;
  const species = m[1] as Species;
  const category = m[2]!;
  if (!isCategoryOf(species, category)) return null;
  const n = Number(m[3]);
  const cat = CACHE[species].find((c) => c.id === category)!;
  return n >= 1 && n <= cat.questions.length ? { species, category, n } : null;
}
