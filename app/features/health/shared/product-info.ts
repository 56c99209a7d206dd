import type { Category, ProductInfo, Species } from './health-types';

/**
 * Product information per category (SPEC 3.7, 9.8): the internal product code, a title
 * '… 관리 도움', a colour and the nutrients behind it (drawn icons in /img/health/nutrient/).
 */

/** SPEC 9.8: the internal codes per species and category. */
export const CATEGORY_CODE: Record<Species, Partial<Record<Category, number>>> = {
  dog: { skin: 87, weight: 99, digest: 79, fur: 85, stress: 77, neutral: 81 },
  cat: { urinary: 25, weight: 27, digest: 29, fur: 31, tooth: 30, hairball: 23 },
};

/** SPEC 9.8: the display order of the codes. */
export const CODE_DISPLAY_ORDER: Record<Species, readonly number[]> = {
  cat: [25, 27, 29, 31, 30, 23],
  dog: [87, 99, 79, 85, 77, 81],
};

const icon = (name: string) => `/img/health/nutrient/${name}.svg`;

const INFO: Record<Species, Partial<Record<Category, ProductInfo>>> = {
  dog: {
    skin: {
      title: '피부 관리 도움',
      InternalCode: 87,
      color: '#f6c28b',
      additionalInfo: [
        { image: icon('omega'), text: '오메가-3·6 지방산이 피부 장벽을 튼튼하게 지켜요.' },
        { image: icon('protein'), text: '가수분해·단일 단백질로 알레르기 부담을 줄였어요.' },
        { image: icon('biotin'), text: '비오틴과 아연이 각질과 가려움 완화를 도와요.' },
      ],
    },
    weight: {
      title: '체중 관리 도움',
      InternalCode: 99,
      color: '#a8d5c2',
      additionalInfo: [
        { image: icon('carnitine'), text: 'L-카르니틴이 지방을 에너지로 쓰도록 도와요.' },
        { image: icon('fiber'), text: '식이섬유로 적게 먹어도 포만감이 오래가요.' },
        { image: icon('protein'), text: '고단백 레시피로 감량 중에도 근육을 지켜요.' },
      ],
    },
    digest: {
      title: '소화 관리 도움',
      InternalCode: 79,
      color: '#e9c6de',
      additionalInfo: [
        { image: icon('prebiotic'), text: '프리바이오틱스가 장내 유익균의 균형을 잡아 줘요.' },
        { image: icon('protein'), text: '소화율 높은 단백질로 장의 부담을 덜어요.' },
        { image: icon('fiber'), text: '수용성·불용성 식이섬유가 변 상태를 고르게 해요.' },
      ],
    },
    fur: {
      title: '털 관리 도움',
      InternalCode: 85,
      color: '#d7c4ef',
      additionalInfo: [
        { image: icon('biotin'), text: '비오틴과 아연이 털 빠짐 관리를 도와요.' },
        { image: icon('omega'), text: '오메가-3가 털에 윤기를 더해요.' },
      ],
    },
    stress: {
      title: '불안 관리 도움',
      InternalCode: 77,
      color: '#bcd7f0',
      additionalInfo: [
        { image: icon('calm'), text: '트립토판과 유청 단백질이 마음을 편안하게 해요.' },
        { image: icon('minerals'), text: '마그네슘과 비타민 B군이 예민한 신경을 다독여요.' },
      ],
    },
    neutral: {
      title: '중성화 관리 도움',
      InternalCode: 81,
      color: '#c3d3ec',
      additionalInfo: [
        { image: icon('carnitine'), text: '중성화 후 줄어든 에너지 요구량에 맞춘 칼로리예요.' },
        { image: icon('fiber'), text: '식이섬유가 늘어난 식욕을 달래 줘요.' },
        { image: icon('minerals'), text: '미네랄 균형으로 요로 건강까지 챙겨요.' },
      ],
    },
  },
  cat: {
    urinary: {
      title: '비뇨기 관리 도움',
      InternalCode: 25,
      color: '#b5dcec',
      additionalInfo: [
        { image: icon('minerals'), text: '마그네슘과 인을 조절해 결석 걱정을 덜어요.' },
        { image: icon('water'), text: '수분 섭취를 늘려 소변을 묽게 해 줘요.' },
      ],
    },
    weight: {
      title: '체중 관리 도움',
      InternalCode: 27,
      color: '#bfe0be',
      additionalInfo: [
        { image: icon('carnitine'), text: 'L-카르니틴이 지방 대사를 도와요.' },
        { image: icon('fiber'), text: '식이섬유로 포만감이 오래가요.' },
        { image: icon('protein'), text: '고단백으로 근육량을 지키며 감량해요.' },
      ],
    },
    digest: {
      title: '소화 관리 도움',
      InternalCode: 29,
      color: '#f1c7da',
      additionalInfo: [
        { image: icon('prebiotic'), text: '프리바이오틱스가 장내 환경을 건강하게 가꿔요.' },
        { image: icon('protein'), text: '소화가 잘 되는 단백질로 구토와 묽은 변을 줄여요.' },
      ],
    },
    fur: {
      title: '피모 관리 도움',
      InternalCode: 31,
      color: '#dccdf2',
      additionalInfo: [
        { image: icon('omega'), text: '오메가-3·6가 피부를 촉촉하게, 털은 윤기 있게.' },
        { image: icon('biotin'), text: '비오틴과 아연이 건강한 털을 만들어요.' },
      ],
    },
    tooth: {
      title: '치석 관리 도움',
      InternalCode: 30,
      color: '#b9e3e0',
      additionalInfo: [
        { image: icon('kibble'), text: '섬유질 알갱이가 씹을 때마다 이빨을 닦아 줘요.' },
        { image: icon('minerals'), text: '치석이 되는 칼슘과 결합하는 성분이 들어 있어요.' },
      ],
    },
    hairball: {
      title: '헤어볼 관리 도움',
      InternalCode: 23,
      color: '#f7d2a0',
      additionalInfo: [
        { image: icon('fiber'), text: '식이섬유가 삼킨 털을 변으로 자연스럽게 내보내요.' },
        { image: icon('omega'), text: '건강한 피모로 빠지는 털 자체를 줄여요.' },
      ],
    },
  },
};

export function productInfo(species: Species, category: Category): ProductInfo | undefined {
  return INFO[species][category];
}

export function codeOf(species: Species, category: Category): number | undefined {
  return CATEGORY_CODE[species][category];
}

/** Sorts items by the display order of their codes (SPEC 9.8); unknown codes go last. */
export function byCodeOrder<T>(species: Species, items: readonly T[], codeOfItem: (item: T) => number | undefined): T[] {
  const order = CODE_DISPLAY_ORDER[species];
  const rank = (item: T) => {
    const code = codeOfItem(item);
    const i = code === undefined ? -1 : order.indexOf(code);
    return i === -1 ? order.length : i;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** Every product info of a species, in display order. */
export function productInfos(species: Species): ProductInfo[] {
  return byCodeOrder(species, Object.values(INFO[species]), (i) => i.InternalCode);
}

