import { withParticle } from '#app/lib/korean-particles';
import { speciesLabel } from '#app/features/pets/species';
import { type DemoProduct, STAGE_LABEL } from './product-data';

/**
 * The demo catalogue's descriptions: each product says what it alone is for and how it is fed
 * (issue 25, item 4e: one sentence repeated by every description made "체중" find all 36 products).
 * The sentence naming the product comes from product-data.ts; the note below is the product's own. `product-descriptions.test.ts` checks no sentence repeats across
 * products.
 */
export const PRODUCT_NOTES: Readonly<Record<string, string>> = {
  'p-dog-derma-adult': '연어 한 가지 단백질만 써서, 피부가 자주 붉어지는 소형견도 원료를 가려 먹이기 쉬워요.',
  'p-dog-derma-large': '씹는 힘이 센 중대형견에게 맞춘 큰 알갱이에 EPA·DHA를 더했어요.',
  'p-dog-derma-wet': '건사료 위에 한 봉의 절반쯤 올려 주면 물을 적게 마시는 날에도 피부가 덜 건조해요.',
  'p-dog-light-small': '포만감이 오래가도록 식이섬유를 늘려, 간식을 조르는 소형견의 다이어트를 도와요.',
  'p-dog-light-large': '관절에 무게가 실리는 중대형견이 근육은 지키며 몸무게를 천천히 줄이도록 단백질을 높였어요.',
  'p-dog-neutered': '중성화 뒤 늘어난 식욕과 줄어든 활동량에 맞춰 열량을 낮추고 식이섬유를 더했어요.',
  'p-dog-digest-small': '묽은 변이 잦은 소형견을 위해 소화율 높은 단백질과 프리바이오틱스를 담았어요.',
  'p-dog-digest-wet': '배탈 뒤 입맛이 없을 때 데워서 주면 향이 살아나 먹기 편해요.',
  'p-dog-coat': '털갈이 철에 빠지는 털이 걱정이라면 비오틴과 아연이 든 이 레시피로 바꿔 보세요.',
  'p-dog-calm': '이사, 손님 방문처럼 낯선 일이 있기 일주일 전부터 먹이면 좋아요.',
  'p-dog-calm-treat': '병원 가는 날이나 미용 전에 두세 알을 나눠 주세요.',
  'p-dog-puppy-small': '젖을 뗀 뒤부터 첫 돌까지, 작은 입으로도 씹기 쉬운 알갱이예요.',
  'p-dog-puppy-large': '뼈가 빨리 자라는 대형견 퍼피에게 맞춰 칼슘과 인의 비율을 조절했어요.',
  'p-dog-senior': '산책이 줄어든 노견의 관절을 위해 글루코사민과 콘드로이틴을 넣었어요.',
  'p-dog-senior-wet': '이가 약해진 노견도 삼키기 쉽도록 부드럽게 익힌 스튜예요.',
  'p-dog-allround': '특별한 고민이 없는 성견이 매일 먹기 좋은 기본 레시피예요.',
  'p-dog-vet-gi': '급성 설사나 구토가 멎은 뒤 장이 회복하는 동안 수의사의 안내에 따라 먹여 주세요.',
  'p-dog-vet-derm': '원인 단백질을 찾는 제한 식이 기간에 쓰는 처방식이라, 다른 간식은 함께 주지 마세요.',
  'p-cat-urinary': '마그네슘과 인을 조절해 소변을 약산성으로 유지하도록 도와요.',
  'p-cat-urinary-wet': '물그릇을 잘 찾지 않는 고양이에게 하루 한 봉으로 수분을 더해 주세요.',
  'p-cat-light': '창가에서 주로 쉬는 실내묘에게 알맞게 열량을 낮추고 L-카르니틴을 더했어요.',
  'p-cat-neutered': '중성화 뒤 살이 붙기 쉬운 고양이를 위해 열량과 미네랄을 함께 조절했어요.',
  'p-cat-digest': '사료를 먹고 자주 토하는 고양이를 위해 소화가 잘 되는 단백질을 골랐어요.',
  'p-cat-digest-wet': '참치를 곱게 갈아 만든 무스라 예민한 장에도 부담이 적어요.',
  'p-cat-coat': '푸석해진 털과 각질이 보인다면 오메가-3·6이 든 이 레시피를 먹여 보세요.',
  'p-cat-dental': '알갱이가 이에 닿을 때 부서지지 않고 문지르도록 섬유질 구조로 만들었어요.',
  'p-cat-dental-treat': '양치를 싫어하는 고양이에게 자기 전 한 줌으로 입 냄새를 관리해 주세요.',
  'p-cat-hairball': '그루밍으로 삼킨 털이 변으로 나오도록 식이섬유를 넉넉히 넣었어요.',
  'p-cat-hairball-indoor': '실내에서만 지내는 고양이의 헤어볼과 늘어나는 몸무게를 한 봉으로 챙겨요.',
  'p-cat-kitten': '하루에도 몇 번씩 조금씩 먹는 아기 고양이에게 맞춘 작은 알갱이예요.',
  'p-cat-kitten-wet': '젖을 떼기 시작한 아기 고양이가 처음 먹는 사료로 좋아요.',
  'p-cat-senior': '일곱 살이 넘으면 신장을 위해 인을 줄이고 항산화 성분을 더했어요.',
  'p-cat-senior-11': '열한 살이 넘어 물을 덜 마시는 노묘를 위해 수분을 높였어요.',
  'p-cat-daily': '처음 고양이를 맞는 집에서 고르기 쉬운 기본 레시피예요.',
  'p-cat-vet-urinary': '스트루바이트 결석을 녹이고 다시 생기지 않도록 관리하는 처방식이에요.',
  'p-cat-vet-gi': '소화기 질환으로 입맛이 떨어진 고양이가 회복하는 동안 먹는 파우치예요.',
};

/**
 * A demo product's description: what it is and its own note. The summary (한 줄 소개) is shown
 * and indexed beside it, so the description does not repeat it.
 */
export function demoDescription(p: DemoProduct, brand: string): string {
  const form = p.form === 'wet' ? '습식' : '건식';
  return `${brand} ${withParticle(p.name, '은/는')} ${STAGE_LABEL[p.lifeStage]} ${speciesLabel(p.species)}를 위한 ${form} 사료예요. ${PRODUCT_NOTES[p.id] ?? ''}`.trim();
}

/** 은/는 after a name as seeds before issue 25 chose it (은 after a final consonant, else 는). */
function formerTopicParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return '는';
  return (code - 0xac00) % 28 === 0 ? '는' : '은';
}

/** What seeds before issue 25 wrote (one sentence shared by every product): a row still holding it gets demoDescription. */
export function formerDemoDescription(p: DemoProduct, brand: string): string {
  return `${p.summary}. ${brand} ${p.name}${formerTopicParticle(p.name)} ${STAGE_LABEL[p.lifeStage]} ${speciesLabel(p.species)}를 위한 ${p.form === 'wet' ? '습식' : '건식'} 사료입니다. 수의영양학 기준에 맞춰 설계했으며, 급여량은 체중과 활동량에 따라 조절해 주세요.`;
}
