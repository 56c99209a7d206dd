import type { Category, QuestionType, Status } from '../shared/health-types';
import { byCodeOrder } from '../shared/product-info';

/**
 * Cats signal: the small signs a cat shows at home, grouped the way owners notice them, each
 * pointing to one of the care lines of SPEC 9.8. The signs of each care line are read with the
 * same rule as the sensitivity check (SPEC 4.1): an 'Action Required' sign → 주의, else any
 * 'Caution' sign → 관리필요.
 */

type CareLineKey = 'light-weight' | 'urinary' | 'hairball' | 'digestive' | 'dental' | 'hair-skin';

export interface CareLine {
  key: CareLineKey;
  /** The care line's name as SPEC 9.8 lists it. */
  name: string;
  /** Korean name shown to people. */
  title: string;
  code: number;
  /** The cat health category of the same topic (SPEC 9.7), for the log. */
  category: Category;
  advice: string;
}

const LINES: readonly CareLine[] = [
  { key: 'light-weight', name: 'light weight', title: '라이트 웨이트 케어', code: 27, category: 'weight', advice: '칼로리를 낮추고 포만감을 높인 식단으로 천천히 체중을 관리해 주세요.' },
  { key: 'urinary', name: 'urinary', title: '유리너리 케어', code: 25, category: 'urinary', advice: '미네랄 균형을 맞춘 식단과 충분한 물로 요로 건강을 지켜 주세요.' },
  { key: 'hairball', name: 'hairball', title: '헤어볼 케어', code: 23, category: 'hairball', advice: '식이섬유가 삼킨 털을 자연스럽게 내보내도록 도와요. 빗질도 함께 해 주세요.' },
  { key: 'digestive', name: 'digestive', title: '다이제스티브 케어', code: 29, category: 'digest', advice: '소화가 잘 되는 단백질과 프리바이오틱스로 예민한 장을 편하게 해 주세요.' },
  { key: 'dental', name: 'dental', title: '덴탈 케어', code: 30, category: 'tooth', advice: '씹을 때 이를 닦아 주는 알갱이와 양치 습관으로 치석을 관리해 주세요.' },
  { key: 'hair-skin', name: 'hair & skin', title: '헤어 & 스킨 케어', code: 31, category: 'fur', advice: '오메가-3·6와 비오틴으로 피부를 촉촉하게, 털은 윤기 있게 가꿔 주세요.' },
];

/**
 * SPEC 9.8 cats-signal care lines in the cat display order of the codes (25, 27, 29, 31, 30,
 * 23): every list of care lines (results, report badges) follows it. `name` is the spec's
 * internal name; shoppers read `title`.
 */
export const CARE_LINES: readonly CareLine[] = byCodeOrder('cat', LINES, (l) => l.code);

export type SignGroupKey = 'behaviour' | 'litter' | 'coat' | 'appetite' | 'mouth';

interface Sign {
  id: string;
  label: string;
  line: CareLineKey;
  type: QuestionType;
}

export interface SignGroup {
  key: SignGroupKey;
  title: string;
  hint: string;
  signs: readonly Sign[];
  /** The exclusive "nothing of these" option of the group. */
  noneId: string;
}

const A: QuestionType = 'Action Required';
const C: QuestionType = 'Caution';

const group = (key: SignGroupKey, title: string, hint: string, signs: readonly (readonly [string, CareLineKey, QuestionType])[]): SignGroup => ({
  key,
  title,
  hint,
  signs: signs.map(([label, line, type], i) => ({ id: `${key}-${i + 1}`, label, line, type })),
  noneId: `${key}-none`,
});

export const SIGN_GROUPS: readonly SignGroup[] = [
  group('behaviour', '행동', '요즘 우리 고양이가 지내는 모습을 떠올려 보세요.', [
    ['높은 곳에 잘 오르지 않고 누워 있는 시간이 늘었어요.', 'light-weight', C],
    ['한 곳을 계속 핥아서 털이 얇아진 곳이 있어요.', 'hair-skin', C],
    ['헛구역질을 하거나 털 뭉치를 토해요.', 'hairball', C],
    ['헛구역질이 잦은데 아무것도 나오지 않고 기운이 없어요.', 'hairball', A],
  ]),
  group('litter', '화장실', '모래 덩어리의 크기와 횟수, 변 상태를 살펴보세요.', [
    ['화장실을 자주 들락거리는데 소변 양이 적어요.', 'urinary', A],
    ['소변 덩어리가 평소보다 크거나 작아졌어요.', 'urinary', C],
    ['화장실이 아닌 곳에 소변을 봐요.', 'urinary', C],
    ['변이 묽거나, 반대로 작고 딱딱해졌어요.', 'digestive', C],
    ['변 냄새가 전보다 심해졌어요.', 'digestive', C],
  ]),
  group('coat', '털·피부', '쓰다듬으면서 털과 피부를 살펴보세요.', [
    ['털에 윤기가 없고 푸석해요.', 'hair-skin', C],
    ['비듬이나 작은 딱지가 보여요.', 'hair-skin', C],
    ['털이 유난히 많이 빠지고 잘 뭉쳐요.', 'hairball', C],
  ]),
  group('appetite', '식욕', '먹는 양과 먹는 모습을 떠올려 보세요.', [
    ['허겁지겁 먹고도 더 달라고 보채요.', 'light-weight', C],
    ['배가 처지고 옆구리 갈비뼈가 잘 만져지지 않아요.', 'light-weight', C],
    ['먹고 나서 토할 때가 자주 있어요.', 'digestive', C],
    ['하루 넘게 거의 먹지 않아요.', 'digestive', A],
    ['물을 거의 마시지 않아요.', 'urinary', C],
  ]),
  group('mouth', '입', '하품할 때나 입 주변을 만질 때 살펴보세요.', [
    ['입 냄새가 심해졌어요.', 'dental', C],
    ['이빨에 누런 치석이 보여요.', 'dental', C],
    ['한쪽으로만 씹거나 사료를 흘려요.', 'dental', A],
    ['잇몸이 붉거나 침을 흘려요.', 'dental', A],
  ]),
];

/** Which groups each question step shows (step 2 and step 3). */
export const SIGN_STEPS: Record<2 | 3, readonly SignGroupKey[]> = {
  2: ['behaviour', 'litter'],
  3: ['coat', 'appetite', 'mouth'],
};

const SIGNS = new Map(SIGN_GROUPS.flatMap((g) => g.signs.map((s) => [s.id, s] as const)));
const NONE_IDS = new Map(SIGN_GROUPS.map((g) => [g.noneId, g.key] as const));

export function signGroup(key: SignGroupKey): SignGroup {
  return SIGN_GROUPS.find((g) => g.key === key)!;
}

export function isSignId(id: string): boolean {
  return SIGNS.has(id) || NONE_IDS.has(id);
}

export function groupOfSign(id: string): SignGroupKey | undefined {
  return SIGNS.has(id) ? (id.split('-')[0] as SignGroupKey) : NONE_IDS.get(id);
}

export interface CareLineResult {
  line: CareLine;
  status: Status;
  signs: Sign[];
}

/** The care lines the selected signs point to, in the cat display order of SPEC 9.8, each with its status. */
export function careLineResults(selected: readonly string[]): CareLineResult[] {
  const chosen = selected.map((id) => SIGNS.get(id)).filter((s): s is Sign => s !== undefined);
  const results: CareLineResult[] = [];
  for (const line of CARE_LINES) {
    const signs = chosen.filter((s) => s.line === line.key);
    if (signs.length === 0) continue;
    const status: Status = signs.some((s) => s.type === 'Action Required') ? 'Action Required' : signs.some((s) => s.type === 'Caution') ? 'Caution' : 'Normal';
    results.push({ line, status, signs });
  }
  return results;
}

