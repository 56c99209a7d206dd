import type { LifeStage, ProductForm, ProductSize, ProductSpecies } from '#server/platform/db/schema/products';

/**
 * The demo catalogue: dog and cat feeds of the fictional brand, covering every internal code of
 * SPEC 9.8 (dog 87 skin, 99 weight, 79 digestion, 85 fur, 77 anxiety, 81 neutering; cat 25
 * urinary, 27 weight, 29 digestion, 31 coat, 30 tartar, 23 hairball).
 */
export interface DemoProduct {
  id: string;
  name: string;
  species: ProductSpecies;
  lifeStage: LifeStage;
  size: ProductSize;
  form: ProductForm;
  codes: number[];
  packageGrams: number;
  price: number;
  discountRate: number;
  kcalPerKg: number;
  summary: string;
  benefits: string[];
  vet?: boolean;
  /** Bag colour of the drawn packshot. */
  color: string;
}

const d = (p: Omit<DemoProduct, 'species'>): DemoProduct => ({ ...p, species: 'Dog' });
const c = (p: Omit<DemoProduct, 'species'>): DemoProduct => ({ ...p, species: 'Cat' });

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  d({ id: 'p-dog-derma-adult', name: '더마 케어 어덜트 소형견', lifeStage: 'adult', size: 'small', form: 'dry', codes: [87], packageGrams: 2000, price: 38000, discountRate: 0, kcalPerKg: 3850, color: '#f2a65a', summary: '예민한 피부를 위한 가수분해 연어 단백질', benefits: ['오메가-3·6 지방산으로 피부 장벽 강화', '단일 동물성 단백질(연어)로 알레르기 부담 완화', '비오틴과 아연으로 건강한 피모'] }),
  d({ id: 'p-dog-derma-large', name: '더마 케어 어덜트 중대형견', lifeStage: 'adult', size: 'large', form: 'dry', codes: [87, 85], packageGrams: 6000, price: 79000, discountRate: 10, kcalPerKg: 3700, color: '#e8914a', summary: '긁고 핥는 습관이 잦은 중대형견을 위해', benefits: ['EPA·DHA로 가려움 완화 도움', '큰 알갱이로 천천히 씹어 먹도록', '관절을 위한 글루코사민'] }),
  d({ id: 'p-dog-derma-wet', name: '더마 케어 연어 파우치', lifeStage: 'all', size: 'all', form: 'wet', codes: [87], packageGrams: 85, price: 2500, discountRate: 0, kcalPerKg: 950, color: '#f4b778', summary: '수분 가득 연어 파우치, 피부 케어 토퍼로', benefits: ['수분 섭취를 늘려 피부 보습 도움', '사료 위 토핑으로 기호성 향상', '인공 색소 무첨가'] }),
  d({ id: 'p-dog-light-small', name: '라이트 웨이트 케어 소형견', lifeStage: 'adult', size: 'small', form: 'dry', codes: [99], packageGrams: 2000, price: 36000, discountRate: 15, kcalPerKg: 3300, color: '#7cb9a8', summary: '칼로리는 낮추고 포만감은 그대로', benefits: ['일반 사료 대비 칼로리 15% 낮춤', '식이섬유로 오래가는 포만감', 'L-카르니틴으로 지방 대사 도움'] }),
  d({ id: 'p-dog-light-large', name: '라이트 웨이트 케어 중대형견', lifeStage: 'adult', size: 'large', form: 'dry', codes: [99, 81], packageGrams: 8000, price: 89000, discountRate: 0, kcalPerKg: 3250, color: '#5fa593', summary: '체중 관리가 필요한 중대형견의 데일리 식단', benefits: ['고단백·저지방으로 근육 유지', '관절 부담을 덜어주는 체중 관리', '중성화 후 체중 증가 예방'] }),
  d({ id: 'p-dog-neutered', name: '뉴터드 케어 어덜트', lifeStage: 'adult', size: 'all', form: 'dry', codes: [81, 99], packageGrams: 3000, price: 46000, discountRate: 5, kcalPerKg: 3400, color: '#8fb0d9', summary: '중성화 후 달라진 대사에 맞춘 영양', benefits: ['중성화 후 줄어든 에너지 요구량에 맞춤', '식욕 조절을 돕는 식이섬유', '요로 건강을 위한 미네랄 균형'] }),
  d({ id: 'p-dog-digest-small', name: '다이제스티브 케어 소형견', lifeStage: 'adult', size: 'small', form: 'dry', codes: [79], packageGrams: 2000, price: 37000, discountRate: 0, kcalPerKg: 3900, color: '#d8a7c9', summary: '장이 예민한 아이를 위한 소화 잘 되는 레시피', benefits: ['소화율 높은 단백질', '프리바이오틱스로 장내 유익균 균형', '변 상태 개선 도움'] }),
  d({ id: 'p-dog-digest-wet', name: '다이제스티브 케어 닭고기 캔', lifeStage: 'all', size: 'all', form: 'wet', codes: [79], packageGrams: 400, price: 5500, discountRate: 0, kcalPerKg: 1000, color: '#e5bdd9', summary: '부드러운 닭고기 무스, 소화가 편해요', benefits: ['부드러운 식감으로 노령견도 편하게', '수용성 식이섬유', '단일 단백질 닭고기'] }),
  d({ id: 'p-dog-coat', name: '헤어 & 스킨 윤기 케어', lifeStage: 'adult', size: 'all', form: 'dry', codes: [85, 87], packageGrams: 3000, price: 45000, discountRate: 0, kcalPerKg: 3950, color: '#c6a4e0', summary: '빠지는 털은 줄이고 윤기는 더하고', benefits: ['비오틴·아연으로 털 빠짐 관리', '오메가-3로 윤기 나는 털', '피부 각질 완화'] }),
  d({ id: 'p-dog-calm', name: '카밍 케어 어덜트', lifeStage: 'adult', size: 'all', form: 'dry', codes: [77], packageGrams: 2000, price: 41000, discountRate: 0, kcalPerKg: 3800, color: '#9fc5e8', summary: '낯선 환경과 소리에 예민한 아이에게', benefits: ['트립토판과 유청 단백질로 안정감', '마그네슘·비타민 B군', '분리불안 관리에 도움'] }),
  d({ id: 'p-dog-calm-treat', name: '카밍 케어 트릿', lifeStage: 'all', size: 'all', form: 'wet', codes: [77], packageGrams: 150, price: 9000, discountRate: 20, kcalPerKg: 3100, color: '#b7d4ee', summary: '산책·이동 전 긴장 완화 간식', benefits: ['L-테아닌 함유', '한 입 크기 말랑 트릿', '훈련 보상용으로 좋아요'] }),
  d({ id: 'p-dog-puppy-small', name: '퍼피 소형견', lifeStage: 'puppy', size: 'small', form: 'dry', codes: [79], packageGrams: 2000, price: 39000, discountRate: 0, kcalPerKg: 4100, color: '#f7d774', summary: '생후 12개월까지, 작은 입에 맞춘 알갱이', benefits: ['DHA로 두뇌 발달 도움', '성장기 뼈를 위한 칼슘·인 균형', '면역을 위한 항산화 성분'] }),
  d({ id: 'p-dog-puppy-large', name: '퍼피 중대형견', lifeStage: 'puppy', size: 'large', form: 'dry', codes: [79], packageGrams: 6000, price: 76000, discountRate: 5, kcalPerKg: 3950, color: '#f1c94c', summary: '빠르게 자라는 중대형견 퍼피의 관절까지', benefits: ['관절 발달을 위한 적정 칼슘', '근육 성장을 돕는 고단백', '소화가 쉬운 레시피'] }),
  d({ id: 'p-dog-senior', name: '시니어 7+ 소형견', lifeStage: 'senior', size: 'small', form: 'dry', codes: [99, 79], packageGrams: 2000, price: 42000, discountRate: 0, kcalPerKg: 3600, color: '#a9a9a9', summary: '7살부터, 활력과 관절을 함께', benefits: ['항산화 성분으로 노화 관리', '관절을 위한 글루코사민·콘드로이틴', '씹기 쉬운 작은 알갱이'] }),
  d({ id: 'p-dog-senior-wet', name: '시니어 7+ 부드러운 스튜', lifeStage: 'senior', size: 'all', form: 'wet', codes: [79], packageGrams: 85, price: 2800, discountRate: 0, kcalPerKg: 900, color: '#c2c2c2', summary: '입맛 없는 노령견을 위한 촉촉한 스튜', benefits: ['수분 보충', '부드러운 식감', '신장 건강을 위한 인 조절'] }),
  d({ id: 'p-dog-allround', name: '데일리 밸런스 어덜트', lifeStage: 'adult', size: 'medium', form: 'dry', codes: [79, 85], packageGrams: 4000, price: 52000, discountRate: 0, kcalPerKg: 3800, color: '#e27d60', summary: '매일 먹는 균형 잡힌 한 끼', benefits: ['완전 균형 영양', '장 건강 프리바이오틱스', '윤기 나는 털'] }),
  d({ id: 'p-dog-vet-gi', name: '수의사 처방식 GI 소화기 케어', lifeStage: 'all', size: 'all', form: 'dry', codes: [79], packageGrams: 2000, price: 48000, discountRate: 0, kcalPerKg: 3700, color: '#4f7cac', vet: true, summary: '설사·구토 후 회복기, 수의사 상담 후 급여', benefits: ['고소화성 영양', '전해질 보충', '수의사 상담 후 급여하세요'] }),
  d({ id: 'p-dog-vet-derm', name: '수의사 처방식 피부 알레르기', lifeStage: 'all', size: 'all', form: 'dry', codes: [87], packageGrams: 2000, price: 52000, discountRate: 0, kcalPerKg: 3600, color: '#3d6a96', vet: true, summary: '식이 알레르기 관리용 가수분해 단백질', benefits: ['가수분해 단백질', '제한된 원료', '수의사 상담 후 급여하세요'] }),
  c({ id: 'p-cat-urinary', name: '유리너리 케어 어덜트', lifeStage: 'adult', size: 'all', form: 'dry', codes: [25], packageGrams: 2000, price: 39000, discountRate: 0, kcalPerKg: 3900, color: '#6fb7d6', summary: '결석 걱정 줄이는 미네랄 밸런스', benefits: ['마그네슘·인 조절로 요로 결석 관리', '소변 pH 균형', '수분 섭취 유도'] }),
  c({ id: 'p-cat-urinary-wet', name: '유리너리 케어 파우치', lifeStage: 'adult', size: 'all', form: 'wet', codes: [25], packageGrams: 85, price: 2200, discountRate: 10, kcalPerKg: 850, color: '#92c9e1', summary: '물을 잘 안 마시는 고양이를 위한 수분 보충', benefits: ['수분 80%로 소변량 증가', '요로 건강 미네랄', '부드러운 그레이비'] }),
  c({ id: 'p-cat-light', name: '라이트 웨이트 케어 고양이', lifeStage: 'adult', size: 'all', form: 'dry', codes: [27], packageGrams: 2000, price: 38000, discountRate: 0, kcalPerKg: 3400, color: '#8bc48a', summary: '실내 생활로 활동량이 적은 고양이에게', benefits: ['칼로리 조절', 'L-카르니틴', '높은 포만감'] }),
  c({ id: 'p-cat-neutered', name: '중성화 고양이 웨이트 케어', lifeStage: 'adult', size: 'all', form: 'dry', codes: [27, 25], packageGrams: 3000, price: 47000, discountRate: 5, kcalPerKg: 3500, color: '#6fae6e', summary: '중성화 후 체중과 요로를 함께 관리', benefits: ['체중 관리', '요로 건강', '근육 유지 단백질'] }),
  c({ id: 'p-cat-digest', name: '다이제스티브 케어 고양이', lifeStage: 'adult', size: 'all', form: 'dry', codes: [29], packageGrams: 2000, price: 37000, discountRate: 0, kcalPerKg: 3950, color: '#e8a0bf', summary: '토하거나 묽은 변이 잦은 고양이에게', benefits: ['고소화성 단백질', '프리바이오틱스', '변 냄새 감소 도움'] }),
  c({ id: 'p-cat-digest-wet', name: '다이제스티브 케어 참치 무스', lifeStage: 'all', size: 'all', form: 'wet', codes: [29], packageGrams: 85, price: 2400, discountRate: 0, kcalPerKg: 880, color: '#f0bfd4', summary: '장이 편한 부드러운 참치 무스', benefits: ['부드러운 무스', '수분 보충', '소화가 쉬워요'] }),
  c({ id: 'p-cat-coat', name: '헤어 & 스킨 고양이', lifeStage: 'adult', size: 'all', form: 'dry', codes: [31], packageGrams: 2000, price: 40000, discountRate: 0, kcalPerKg: 4000, color: '#b99be0', summary: '푸석한 털에 윤기를, 피부엔 보습을', benefits: ['오메가-3·6', '비오틴', '피부 장벽 강화'] }),
  c({ id: 'p-cat-dental', name: '덴탈 케어 고양이', lifeStage: 'adult', size: 'all', form: 'dry', codes: [30], packageGrams: 1500, price: 36000, discountRate: 0, kcalPerKg: 3800, color: '#7fc7c2', summary: '씹을 때마다 치석을 닦아내는 특수 알갱이', benefits: ['치석 형성 감소', '입 냄새 관리', '섬유질 알갱이 구조'] }),
  c({ id: 'p-cat-dental-treat', name: '덴탈 케어 바삭 트릿', lifeStage: 'all', size: 'all', form: 'dry', codes: [30], packageGrams: 60, price: 4500, discountRate: 0, kcalPerKg: 3600, color: '#a3d9d5', summary: '하루 한 줌, 양치가 어려운 날에', benefits: ['치석 관리', '바삭한 식감', '기호성 좋은 닭고기 맛'] }),
  c({ id: 'p-cat-hairball', name: '헤어볼 케어 고양이', lifeStage: 'adult', size: 'all', form: 'dry', codes: [23], packageGrams: 2000, price: 38000, discountRate: 10, kcalPerKg: 3700, color: '#f3b562', summary: '삼킨 털을 자연스럽게 배출하도록', benefits: ['식이섬유로 헤어볼 배출', '장 운동 도움', '털 빠짐 관리'] }),
  c({ id: 'p-cat-hairball-indoor', name: '인도어 헤어볼 & 웨이트', lifeStage: 'adult', size: 'all', form: 'dry', codes: [23, 27], packageGrams: 4000, price: 62000, discountRate: 0, kcalPerKg: 3450, color: '#e89f45', summary: '실내묘의 헤어볼과 체중을 한 번에', benefits: ['헤어볼 배출', '칼로리 조절', '냄새 줄이는 단백질'] }),
  c({ id: 'p-cat-kitten', name: '키튼', lifeStage: 'kitten', size: 'all', form: 'dry', codes: [29], packageGrams: 2000, price: 41000, discountRate: 0, kcalPerKg: 4200, color: '#f6d365', summary: '생후 12개월까지, 성장기 고양이를 위해', benefits: ['DHA', '면역을 위한 항산화 성분', '작은 알갱이'] }),
  c({ id: 'p-cat-kitten-wet', name: '키튼 부드러운 무스', lifeStage: 'kitten', size: 'all', form: 'wet', codes: [29], packageGrams: 85, price: 2300, discountRate: 0, kcalPerKg: 1000, color: '#f9e29c', summary: '이유기부터 먹는 부드러운 무스', benefits: ['부드러운 식감', '성장기 영양', '수분 보충'] }),
  c({ id: 'p-cat-senior', name: '시니어 7+ 고양이', lifeStage: 'senior', size: 'all', form: 'dry', codes: [25, 29], packageGrams: 2000, price: 43000, discountRate: 0, kcalPerKg: 3750, color: '#b0b0b8', summary: '7살부터, 신장과 활력을 함께 관리', benefits: ['신장 건강을 위한 인 조절', '항산화 성분', '소화가 쉬운 단백질'] }),
  c({ id: 'p-cat-senior-11', name: '시니어 11+ 고양이', lifeStage: 'senior', size: 'all', form: 'wet', codes: [25], packageGrams: 85, price: 2600, discountRate: 0, kcalPerKg: 920, color: '#cfcfd6', summary: '11살 이상 노령묘를 위한 촉촉한 식단', benefits: ['수분 보충', '신장 건강', '부드러운 식감'] }),
  c({ id: 'p-cat-daily', name: '데일리 밸런스 고양이', lifeStage: 'adult', size: 'all', form: 'dry', codes: [31, 29], packageGrams: 3000, price: 44000, discountRate: 0, kcalPerKg: 3900, color: '#e07a5f', summary: '매일 먹는 고양이 균형 식단', benefits: ['완전 균형 영양', '윤기 나는 털', '장 건강'] }),
  c({ id: 'p-cat-vet-urinary', name: '수의사 처방식 유리너리 S/O', lifeStage: 'all', size: 'all', form: 'dry', codes: [25], packageGrams: 1500, price: 46000, discountRate: 0, kcalPerKg: 3900, color: '#3f7ea6', vet: true, summary: '스트루바이트 결석 관리, 수의사 상담 후 급여', benefits: ['결석 용해 도움', '소변 희석', '수의사 상담 후 급여하세요'] }),
  c({ id: 'p-cat-vet-gi', name: '수의사 처방식 고양이 GI', lifeStage: 'all', size: 'all', form: 'wet', codes: [29], packageGrams: 85, price: 3200, discountRate: 0, kcalPerKg: 1050, color: '#356b8c', vet: true, summary: '소화기 질환 회복기용 파우치', benefits: ['고소화성', '전해질 보충', '수의사 상담 후 급여하세요'] }),
];

export const STAGE_LABEL: Record<LifeStage, string> = { puppy: '퍼피', kitten: '키튼', adult: '어덜트', senior: '시니어', all: '전 연령' };
