import type { ArticleSpecies } from '#server/platform/db/schema/articles';
import type { Art } from './content-art';

/**
 * SPEC 9.10: the health-article category tree. 8 top categories, each with lvl_2 tags; the
 * observation category's tags are the spec's subcategories (Derma … Weight).
 */
export const ARTICLE_CATEGORIES: readonly { id: string; label: string; description: string; tags: readonly { id: string; label: string }[] }[] = [
  {
    id: 'observation',
    label: '증상 관찰',
    description: '피부, 소화, 체중처럼 매일 보이는 작은 변화로 건강 신호를 읽어요.',
    tags: [
      { id: 'Derma', label: '피부' },
      { id: 'Digestive', label: '소화' },
      { id: 'Disease', label: '질병' },
      { id: 'Hairball', label: '헤어볼' },
      { id: 'Pregnant', label: '임신·출산' },
      { id: 'Surgery', label: '수술·회복' },
      { id: 'Urinary', label: '비뇨기' },
      { id: 'Weight', label: '체중' },
    ],
  },
  {
    id: 'nutrition',
    label: '영양과 급여',
    description: '얼마나, 무엇을, 어떻게 먹일지. 매일의 한 그릇을 위한 영양 기본기.',
    tags: [
      { id: 'Feeding', label: '급여량' },
      { id: 'Ingredient', label: '원료' },
      { id: 'Water', label: '수분' },
      { id: 'Treat', label: '간식' },
    ],
  },
  {
    id: 'growth',
    label: '퍼피·키튼',
    description: '처음 1년이 평생 건강을 만들어요. 성장기 아이를 위한 안내.',
    tags: [
      { id: 'Growth', label: '성장' },
      { id: 'Vaccination', label: '예방접종' },
      { id: 'Socialization', label: '사회화' },
    ],
  },
  {
    id: 'senior',
    label: '시니어 케어',
    description: '7살부터는 관리의 방향이 달라져요. 관절, 신장, 인지 기능 돌보기.',
    tags: [
      { id: 'Joint', label: '관절' },
      { id: 'Kidney', label: '신장' },
      { id: 'Cognitive', label: '인지 기능' },
    ],
  },
  {
    id: 'behavior',
    label: '행동과 마음',
    description: '문제 행동 뒤에는 이유가 있어요. 스트레스를 줄이고 교감을 늘리는 법.',
    tags: [
      { id: 'Stress', label: '스트레스' },
      { id: 'Training', label: '교육' },
      { id: 'Play', label: '놀이' },
    ],
  },
  {
    id: 'hygiene',
    label: '위생과 관리',
    description: '양치, 빗질, 목욕. 집에서 하는 기본 관리가 병원비를 줄여요.',
    tags: [
      { id: 'Dental', label: '치아' },
      { id: 'Grooming', label: '빗질·미용' },
      { id: 'Bathing', label: '목욕' },
    ],
  },
  {
    id: 'lifestyle',
    label: '생활 습관',
    description: '산책, 계절 변화, 여행까지. 함께 사는 하루를 건강하게.',
    tags: [
      { id: 'Exercise', label: '운동' },
      { id: 'Season', label: '계절 관리' },
      { id: 'Travel', label: '외출·여행' },
    ],
  },
  {
    id: 'breeds',
    label: '품종 이야기',
    description: '품종마다 잘 생기는 건강 고민이 달라요. 미리 알고 대비하기.',
    tags: [
      { id: 'DogBreed', label: '견종' },
      { id: 'CatBreed', label: '묘종' },
    ],
  },
];

export interface DemoArticle {
  id: string;
  category: string;
  tags: string[];
  species: ArticleSpecies;
  title: string;
  summary: string;
  publishDate: string;
  /** Internal product codes of SPEC 9.8: the related feeds. */
  codes: number[];
  art: Art;
  alt: string;
  /** A second drawn figure in the body: where [[figure]] stands. */
  figure?: { art: Art; alt: string; caption: string };
  /** A video where [[video]] stands: id of the brand's channel video and its title. */
  video?: { id: string; title: string; art: Art; alt: string };
  reviewer?: string;
  /** Editor HTML; [[figure]] and [[video]] mark where the media go. */
  body: string;
}

const VET_KIM = '수의사 김하늘 (도담 동물병원)';
const VET_PARK = '수의사 박서진 (수의영양학 박사)';

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  // --- 증상 관찰 (observation): one article per subcategory -------------------------------------
  {
    id: 'dog-itchy-skin',
    category: 'observation',
    tags: ['Derma'],
    species: 'Dog',
    title: '자꾸 긁고 핥는 강아지, 피부가 보내는 신호 읽기',
    summary: '발을 핥고 몸을 긁는 행동이 잦아졌다면 피부 장벽이 약해졌다는 신호일 수 있어요. 원인별로 집에서 살펴볼 점을 정리했어요.',
    publishDate: '2026-11-12T01:00:00.000Z',
    codes: [87, 85],
    art: { animal: 'dog', motif: 'itch', bg: '#fde8d7', accent: '#e2001a' },
    alt: '귀를 늘어뜨린 강아지 옆에 긁힌 자국 모양의 아이콘',
    figure: { art: { animal: 'none', motif: 'drop', bg: '#e3f1fb', accent: '#3f7ea6' }, alt: '물방울 모양 아이콘', caption: '피부 장벽은 수분과 지방산이 함께 지켜요.' },
    reviewer: VET_KIM,
    body: `<p>강아지가 가끔 몸을 긁는 건 자연스러운 일이지만, 하루에도 여러 번 같은 부위를 긁거나 발을 핥아 털 색이 붉게 변했다면 피부가 불편하다는 뜻이에요. 피부 문제는 강아지가 동물병원을 찾는 가장 흔한 이유 중 하나예요.</p>
<h2>가려움의 흔한 원인</h2>
<ul><li><strong>외부 기생충</strong>: 벼룩과 진드기는 작은 양으로도 심한 가려움을 일으켜요. 산책 후 귀 뒤, 겨드랑이, 꼬리 뿌리를 살펴보세요.</li><li><strong>환경 알레르기</strong>: 꽃가루, 집먼지진드기처럼 계절이나 공간에 따라 심해지는 경우가 많아요.</li><li><strong>식이 알레르기</strong>: 특정 단백질에 반응해 귀, 발, 엉덩이 주변이 가려워지고 귓병이 반복되기도 해요.</li><li><strong>건조한 피부</strong>: 난방을 시작하는 늦가을부터 비듬과 각질이 늘어요.</li></ul>
[[figure]]
<h2>집에서 살펴볼 것</h2>
<p>언제, 어디를 긁는지 일주일 정도 기록해 두면 진료에 큰 도움이 돼요. 피부가 붉거나 진물이 나는지, 털이 빠진 자리가 있는지, 냄새가 나는지도 함께 적어 두세요.</p>
<p>목욕은 2~4주에 한 번, 강아지 전용 저자극 샴푸로 충분해요. 너무 잦은 목욕은 오히려 피부 보호막을 씻어내요.</p>
<h2>먹는 것으로 돕는 피부 건강</h2>
<p>오메가-3 지방산(EPA, DHA)은 피부 염증을 가라앉히는 데 도움이 되고, 비오틴과 아연은 건강한 털을 만드는 재료예요. 식이 알레르기가 의심되면 수의사와 상의해 단일 단백질이나 가수분해 단백질 사료로 6~8주간 바꿔 먹이며 반응을 확인해요. 이 기간에는 간식도 같은 단백질로 맞춰야 정확히 알 수 있어요.</p>
<blockquote>피부에 상처가 나거나 진물이 나고, 긁느라 잠을 못 잘 정도라면 집에서 버티지 말고 바로 진료를 받으세요.</blockquote>`,
  },
  {
    id: 'cat-vomit-stool',
    category: 'observation',
    tags: ['Digestive'],
    species: 'Cat',
    title: '고양이 구토와 묽은 변, 언제 병원에 가야 할까',
    summary: '가끔 토하는 고양이는 흔하지만 횟수와 모양에 따라 의미가 달라요. 구토와 변 상태로 소화 건강을 확인하는 법을 알려드려요.',
    publishDate: '2026-11-05T01:00:00.000Z',
    codes: [29],
    art: { animal: 'cat', motif: 'bowl', bg: '#f7e4ef', accent: '#c0577f' },
    alt: '주황색 고양이와 사료 그릇 일러스트',
    reviewer: VET_KIM,
    body: `<p>고양이는 털을 삼키는 습성 때문에 강아지보다 토하는 일이 잦아요. 하지만 "고양이는 원래 잘 토한다"는 말만 믿고 넘기면 소화기 질환을 늦게 발견할 수 있어요.</p>
<h2>지켜봐도 되는 경우</h2>
<ul><li>한 달에 1~2번, 털 뭉치나 방금 먹은 사료를 토하고 곧바로 평소처럼 놀고 먹는 경우</li><li>급하게 먹은 직후 소화되지 않은 알갱이를 그대로 토하는 경우(천천히 먹는 그릇이 도움이 돼요)</li></ul>
<h2>바로 진료가 필요한 경우</h2>
<ul><li>하루에 3번 이상 토하거나, 토한 뒤 물도 마시지 않을 때</li><li>피가 섞이거나 커피 찌꺼기 같은 토사물이 보일 때</li><li>24시간 넘게 아무것도 먹지 않을 때(고양이는 굶으면 간에 무리가 가요)</li><li>설사와 구토가 함께 있고 기운이 없을 때</li></ul>
<h2>변으로 보는 소화 상태</h2>
<p>건강한 변은 짙은 갈색에 적당히 단단해서 모래에 굴려도 모양이 유지돼요. 물처럼 묽거나 점액이 묻어 나오면 장이 예민해진 상태예요. 사료를 바꿨다면 7~10일에 걸쳐 기존 사료와 섞어 천천히 바꾸세요.</p>
<p>소화율이 높은 단백질과 프리바이오틱스가 든 식단은 장내 환경을 안정시키는 데 도움이 돼요. 물을 잘 마시지 않는 고양이라면 습식 사료를 함께 주는 것도 좋아요.</p>`,
  },
  {
    id: 'dog-early-signs-illness',
    category: 'observation',
    tags: ['Disease'],
    species: 'All',
    title: '말 못 하는 아이의 아픈 신호 7가지',
    summary: '반려동물은 아픔을 숨기는 데 능숙해요. 보호자가 가장 먼저 알아챌 수 있는 일상 속 이상 신호를 모았어요.',
    publishDate: '2026-10-28T01:00:00.000Z',
    codes: [],
    art: { animal: 'both', motif: 'stethoscope', bg: '#e8f3ee', accent: '#2f8f6b' },
    alt: '나란히 앉은 강아지와 고양이 옆에 청진기',
    reviewer: VET_KIM,
    body: `<p>야생에서 약한 모습을 보이면 위험했던 탓에, 개와 고양이는 아파도 티를 잘 내지 않아요. 그래서 보호자가 "평소와 다르다"고 느끼는 작은 변화가 가장 중요한 단서가 돼요.</p>
<h2>이런 변화는 기록해 두세요</h2>
<ol><li><strong>물 마시는 양</strong>이 눈에 띄게 늘었다: 신장 질환, 당뇨의 초기 신호일 수 있어요.</li><li><strong>식욕</strong>이 하루 이상 떨어졌다, 혹은 갑자기 너무 많이 먹는다.</li><li><strong>소변</strong>을 자주 보거나 화장실에 오래 앉아 있는데 양이 적다.</li><li><strong>숨소리</strong>가 거칠고, 쉬고 있는데도 입을 벌리고 숨을 쉰다.</li><li><strong>숨는 시간</strong>이 늘거나 만지면 싫어하는 부위가 생겼다.</li><li><strong>체중</strong>이 한 달 사이 5% 이상 변했다.</li><li><strong>잇몸 색</strong>이 창백하거나 누렇다.</li></ol>
<h2>평소 모습을 알아야 다름이 보여요</h2>
<p>건강할 때의 체중, 하루 물 마시는 양, 호흡수(잘 때 1분에 30회 미만이 보통)를 한 번씩 재어 두세요. 숫자로 남겨 두면 병원에서 설명하기도 쉬워요.</p>
<p>7살이 넘었다면 증상이 없어도 1년에 한 번, 가능하면 6개월마다 혈액검사를 포함한 건강검진을 권해요.</p>`,
  },
  {
    id: 'cat-hairball-care',
    category: 'observation',
    tags: ['Hairball'],
    species: 'Cat',
    title: '헤어볼, 토하게 두지 말고 잘 내보내게 도와주세요',
    summary: '그루밍으로 삼킨 털이 뭉쳐 헤어볼이 돼요. 빗질, 식이섬유, 수분으로 털이 자연스럽게 배출되도록 돕는 방법.',
    publishDate: '2026-10-20T01:00:00.000Z',
    codes: [23, 31],
    art: { animal: 'cat', motif: 'hairball', bg: '#fbeede', accent: '#c9822f' },
    alt: '고양이 옆에 둥글게 뭉친 털 뭉치',
    video: { id: 'dodam-hairball01', title: '매일 5분, 고양이 빗질 따라 하기', art: { animal: 'cat', motif: 'comb', bg: '#fff3e0', accent: '#c9822f' }, alt: '고양이와 빗 일러스트, 재생 버튼이 있는 영상 미리보기' },
    reviewer: VET_KIM,
    body: `<p>고양이는 깨어 있는 시간의 상당 부분을 그루밍에 써요. 혀의 작은 돌기에 걸린 털은 대부분 변으로 나가지만, 일부가 위에 남아 뭉치면 헤어볼이 되어 토하게 돼요.</p>
<h2>헤어볼이 늘어나는 때</h2>
<ul><li>털갈이가 심한 봄과 가을</li><li>장모종(페르시안, 메인쿤, 노르웨이숲 등)</li><li>스트레스나 피부 가려움으로 그루밍이 지나치게 늘었을 때</li></ul>
<h2>배출을 돕는 세 가지</h2>
<p><strong>빗질</strong>: 삼킬 털을 미리 빗으로 걷어내는 것이 가장 확실해요. 단모종은 주 2~3회, 장모종은 매일 빗어 주세요.</p>
[[video]]
<p><strong>식이섬유</strong>: 불용성 식이섬유는 장 운동을 도와 털이 변과 함께 나가도록 해요. 헤어볼 관리 사료는 섬유질 비율을 높여 설계돼 있어요.</p>
<p><strong>수분</strong>: 물을 충분히 마셔야 장 내용물이 부드럽게 움직여요. 물그릇을 여러 곳에 두거나 흐르는 물을 좋아하는지 살펴보세요.</p>
<blockquote>헛구역질만 하고 아무것도 나오지 않거나, 변을 보지 못하고 식욕이 없다면 털 뭉치가 장을 막았을 수 있어요. 바로 병원에 가야 해요.</blockquote>`,
  },
  {
    id: 'pregnant-dog-nutrition',
    category: 'observation',
    tags: ['Pregnant'],
    species: 'Dog',
    title: '임신한 강아지, 시기별로 무엇을 얼마나 먹일까',
    summary: '임신 기간 약 63일, 마지막 3주에 필요한 에너지가 크게 늘어요. 임신부터 수유기까지 시기별 급여 포인트.',
    publishDate: '2026-10-08T01:00:00.000Z',
    codes: [],
    art: { animal: 'dog', motif: 'heart', bg: '#fde6ea', accent: '#e2001a' },
    alt: '강아지와 하트 일러스트',
    reviewer: VET_PARK,
    body: `<p>개의 임신 기간은 평균 63일이에요. 임신을 확인했다고 바로 많이 먹이면 오히려 살만 찌고 출산이 힘들어질 수 있어요. 시기에 맞춰 천천히 늘리는 것이 핵심이에요.</p>
<h2>임신 초기(1~5주)</h2>
<p>태아가 아직 작아 평소 급여량을 유지해요. 균형 잡힌 완전 사료를 먹고 있다면 칼슘 보충제는 따로 주지 마세요. 지나친 칼슘은 출산 후 저칼슘혈증 위험을 높여요.</p>
<h2>임신 후기(6~9주)</h2>
<p>매주 급여량을 10~15%씩 늘려 출산 무렵에는 평소의 1.3~1.5배가 되도록 해요. 배가 불러 한 번에 많이 먹기 어려우니 하루 3~4번 나눠 주세요. 에너지 밀도가 높은 퍼피 사료로 바꾸는 것도 좋은 방법이에요.</p>
<h2>수유기</h2>
<p>수유 3~4주째에 필요한 에너지가 가장 많아, 새끼 수에 따라 평소의 2~4배까지 필요해요. 이때는 먹고 싶은 만큼 먹도록 두고, 깨끗한 물을 늘 가까이에 두세요.</p>
<table><caption>시기별 급여량 기준(임신 전 급여량 = 1)</caption><thead><tr><th scope="col">시기</th><th scope="col">급여량</th></tr></thead><tbody><tr><td>임신 1~5주</td><td>1배</td></tr><tr><td>임신 6~9주</td><td>1.1~1.5배</td></tr><tr><td>수유 1~4주</td><td>1.5~4배</td></tr></tbody></table>`,
  },
  {
    id: 'neutering-recovery',
    category: 'observation',
    tags: ['Surgery', 'Weight'],
    species: 'All',
    title: '중성화 수술 후 회복과 체중 관리, 이것만은 꼭',
    summary: '수술 후 열흘은 상처 관리, 그 뒤로는 체중 관리가 중요해요. 중성화 후 에너지 요구량이 줄어드는 이유와 대처법.',
    publishDate: '2026-09-25T01:00:00.000Z',
    codes: [81, 27],
    art: { animal: 'both', motif: 'cone', bg: '#e6eefc', accent: '#4f7cac' },
    alt: '강아지와 고양이 옆에 넥카라 모양 아이콘',
    reviewer: VET_KIM,
    body: `<p>중성화 수술은 원치 않는 임신을 막고 생식기 질환의 위험을 줄여 줘요. 수술 자체는 흔하지만, 회복 기간과 그 이후의 관리에 따라 아이의 컨디션이 크게 달라져요.</p>
<h2>수술 후 첫 열흘</h2>
<ul><li>넥카라(보호 칼라)는 실밥을 풀 때까지 하고 있어야 해요. 한 번 핥기 시작하면 상처가 벌어질 수 있어요.</li><li>수술 당일은 마취에서 깨어나 속이 불편할 수 있으니 평소의 절반만 주세요.</li><li>뛰어오르기, 계단 오르기처럼 배에 힘이 들어가는 움직임은 줄여 주세요.</li><li>상처가 붓거나 진물이 나면 바로 병원에 연락하세요.</li></ul>
<h2>그 뒤로는 체중이 관건</h2>
<p>중성화 후에는 호르몬 변화로 에너지 요구량이 20~30% 줄어드는데, 식욕은 오히려 늘어나는 경우가 많아요. 같은 양을 계속 주면 몇 달 사이 살이 붙어요.</p>
<p>수술 후에는 급여량을 10~20% 줄이거나, 칼로리를 낮추고 포만감을 높인 중성화 전용 사료로 바꿔 주세요. 한 달에 한 번 체중을 재어 변화를 확인하는 습관이 좋아요.</p>`,
  },
  {
    id: 'cat-urinary-stones',
    category: 'observation',
    tags: ['Urinary'],
    species: 'Cat',
    title: '화장실에 자주 가는 고양이, 방광과 요로 건강 지키기',
    summary: '소변을 볼 때 힘들어하거나 화장실을 들락거린다면 요로 질환일 수 있어요. 특히 수컷 고양이는 응급이 될 수 있어요.',
    publishDate: '2026-09-12T01:00:00.000Z',
    codes: [25],
    art: { animal: 'cat', motif: 'drop', bg: '#e1f0f7', accent: '#3f7ea6' },
    alt: '고양이와 파란 물방울 일러스트',
    figure: { art: { animal: 'none', motif: 'calendar', bg: '#eef5fb', accent: '#3f7ea6' }, alt: '달력 아이콘', caption: '화장실 모래 덩어리의 수와 크기를 며칠만 기록해도 변화가 보여요.' },
    reviewer: VET_KIM,
    body: `<p>고양이 하부 요로 질환(FLUTD)은 방광염, 요로 결석, 요도 폐색을 함께 이르는 말이에요. 물을 적게 마시는 고양이의 습성과 스트레스가 큰 원인이에요.</p>
<h2>이런 모습이 보이면 의심해 보세요</h2>
<ul><li>화장실에 자주 가지만 소변 양이 적다</li><li>소변을 볼 때 울거나 오래 웅크리고 있다</li><li>소변에 피가 비친다</li><li>화장실이 아닌 곳에 소변을 본다</li><li>생식기를 자주 핥는다</li></ul>
<blockquote>수컷 고양이가 화장실에서 힘만 주고 소변이 한 방울도 나오지 않는다면 요도가 막힌 응급 상황이에요. 몇 시간 안에 생명이 위험해질 수 있으니 바로 병원에 가세요.</blockquote>
[[figure]]
<h2>예방은 물과 미네랄 균형에서</h2>
<p>소변이 묽어야 결정이 잘 생기지 않아요. 습식 사료를 함께 주고, 물그릇은 밥그릇과 떨어진 곳에 여러 개 두세요. 요로 관리 사료는 마그네슘과 인을 조절하고 소변 pH를 알맞게 유지하도록 설계돼 있어요.</p>
<p>화장실은 고양이 수보다 하나 더 많게, 조용한 곳에 두고 매일 치워 주세요. 화장실이 불편하면 소변을 참게 돼요.</p>`,
  },
  {
    id: 'dog-weight-bcs',
    category: 'observation',
    tags: ['Weight'],
    species: 'Dog',
    title: '우리 강아지 비만일까? 손으로 확인하는 체형 점수(BCS)',
    summary: '체중계 숫자보다 정확한 건 손끝이에요. 갈비뼈, 허리, 배 라인으로 체형 점수를 확인하고 다이어트를 시작하는 법.',
    publishDate: '2026-08-30T01:00:00.000Z',
    codes: [99, 81],
    art: { animal: 'dog', motif: 'scale', bg: '#e4f3ec', accent: '#3c8d6e' },
    alt: '강아지 옆에 체중계 아이콘',
    video: { id: 'dodam-bcscheck1', title: '손으로 하는 강아지 BCS 체크', art: { animal: 'dog', motif: 'play', bg: '#e4f3ec', accent: '#3c8d6e' }, alt: '강아지와 재생 버튼이 있는 영상 미리보기' },
    reviewer: VET_PARK,
    body: `<p>국내 반려견의 절반 가까이가 과체중이라는 조사가 있을 만큼 비만은 흔한 문제예요. 살이 찌면 관절, 심장, 호흡에 부담이 가고 수명도 짧아질 수 있어요.</p>
<h2>세 군데만 만져 보세요</h2>
<ul><li><strong>갈비뼈</strong>: 손바닥으로 옆구리를 가볍게 쓸었을 때 갈비뼈가 하나하나 느껴지면 적정, 꾹 눌러야 느껴지면 과체중이에요.</li><li><strong>허리</strong>: 위에서 내려다봤을 때 갈비뼈 뒤로 허리가 잘록하게 들어가야 해요.</li><li><strong>배</strong>: 옆에서 봤을 때 가슴에서 뒷다리 쪽으로 배가 올라붙어야 해요.</li></ul>
[[video]]
<h2>건강한 다이어트 원칙</h2>
<p>한 주에 체중의 1~2%씩 줄이는 것이 안전해요. 급하게 굶기면 근육이 먼저 빠져요.</p>
<ol><li>지금 먹는 양을 저울로 정확히 재요(계량컵은 오차가 커요).</li><li>목표 체중 기준 급여량으로 줄이거나, 칼로리를 낮춘 체중 관리 사료로 바꿔요.</li><li>간식은 하루 칼로리의 10% 이내로 제한해요.</li><li>산책 시간을 10분씩 늘려요.</li></ol>
<p>BCS 체크에서 우리 아이의 체형 점수와 하루 급여량을 바로 확인해 보세요.</p>`,
  },

  // --- 영양과 급여 ------------------------------------------------------------------------------------
  {
    id: 'how-much-to-feed',
    category: 'nutrition',
    tags: ['Feeding'],
    species: 'All',
    title: '사료 급여량, 포장지 숫자를 그대로 믿어도 될까',
    summary: '포장지의 급여량은 평균값일 뿐이에요. 체중, 나이, 활동량, 중성화 여부에 맞춰 우리 아이의 하루 밥양을 찾는 법.',
    publishDate: '2026-11-15T01:00:00.000Z',
    codes: [99, 27],
    art: { animal: 'both', motif: 'kibble', bg: '#fdf0dc', accent: '#c48a55' },
    alt: '강아지와 고양이 옆에 사료 알갱이',
    reviewer: VET_PARK,
    body: `<p>사료 포장지에 적힌 급여량표는 많은 개체의 평균을 바탕으로 만든 출발점이에요. 같은 5kg이라도 활동량이 많은 어린 강아지와 중성화한 실내견은 필요한 에너지가 크게 달라요.</p>
<h2>급여량을 정하는 네 가지</h2>
<ul><li><strong>체중</strong>: 현재 체중이 아니라 적정 체중을 기준으로 계산해요.</li><li><strong>나이</strong>: 성장기는 더 많이, 노령기는 조금 적게 필요해요.</li><li><strong>활동량</strong>: 하루 산책 시간과 실내 활동을 생각해요.</li><li><strong>중성화 여부</strong>: 중성화 후에는 보통 20~30% 줄어요.</li></ul>
<h2>2주 관찰법</h2>
<p>포장지 기준량으로 시작해 2주마다 체중을 재 보세요. 체중이 늘면 10% 줄이고, 줄면 10% 늘려요. 하루 양은 주방 저울로 그램 단위로 재는 것이 정확해요.</p>
<p>간식을 준 날은 그만큼 사료를 덜어 주세요. 간식은 하루 칼로리의 10%를 넘지 않는 것이 원칙이에요.</p>
<p>맞춤 사료 찾기에서 체중과 활동량을 입력하면 하루 급여량을 그램으로 계산해 드려요.</p>`,
  },
  {
    id: 'reading-ingredients',
    category: 'nutrition',
    tags: ['Ingredient'],
    species: 'All',
    title: '사료 원료 표시, 이렇게 읽으면 보여요',
    summary: '원료는 많이 들어간 순서로 적혀요. 조단백, 조지방 같은 등록성분량의 뜻과 원료 목록을 읽는 요령을 알려드려요.',
    publishDate: '2026-07-18T01:00:00.000Z',
    codes: [],
    art: { animal: 'none', motif: 'fish', bg: '#e8f4fa', accent: '#2f7fb0' },
    alt: '생선 모양 아이콘',
    reviewer: VET_PARK,
    body: `<p>사료 뒷면의 작은 글씨에는 생각보다 많은 정보가 있어요. 몇 가지 규칙만 알면 우리 아이에게 맞는 사료를 고르는 데 큰 도움이 돼요.</p>
<h2>원료 목록</h2>
<p>원료는 들어간 무게가 많은 순서로 적어요. 첫 번째 원료가 닭고기처럼 동물성 단백질이라면 단백질원의 비중이 높다는 뜻이에요. 다만 생고기는 수분이 70% 가까이 되어 건조 후에는 순서가 달라질 수 있다는 점도 기억하세요.</p>
<h2>등록성분량</h2>
<table><caption>등록성분량 읽는 법</caption><thead><tr><th scope="col">항목</th><th scope="col">의미</th></tr></thead><tbody><tr><td>조단백</td><td>근육과 면역의 재료, 최소 함량(이상)</td></tr><tr><td>조지방</td><td>에너지와 피부·털 건강, 최소 함량(이상)</td></tr><tr><td>조섬유</td><td>장 운동을 돕는 섬유질, 최대 함량(이하)</td></tr><tr><td>조회분</td><td>미네랄의 총량, 최대 함량(이하)</td></tr><tr><td>수분</td><td>건식은 보통 10% 이하</td></tr></tbody></table>
<h2>건식과 습식을 비교할 때</h2>
<p>습식은 수분이 80% 안팎이라 단백질 수치가 낮아 보여요. 수분을 뺀 건물 기준으로 바꿔 비교해야 공정해요. 예를 들어 수분 80%, 조단백 9%인 습식은 건물 기준 단백질이 45%예요.</p>`,
  },
  {
    id: 'cat-water-intake',
    category: 'nutrition',
    tags: ['Water'],
    species: 'Cat',
    title: '물 안 마시는 고양이, 하루 물 섭취 늘리는 7가지 방법',
    summary: '고양이는 하루 체중 1kg당 약 50ml의 물이 필요해요. 물을 잘 마시지 않는 고양이를 위한 현실적인 방법.',
    publishDate: '2026-06-20T01:00:00.000Z',
    codes: [25],
    art: { animal: 'cat', motif: 'drop', bg: '#dff2f7', accent: '#2a8fb5' },
    alt: '고양이 옆에 큰 물방울',
    body: `<p>사막에서 살던 조상을 둔 고양이는 목마름을 잘 느끼지 않아요. 그래서 일부러 물 마실 기회를 만들어 주지 않으면 만성적으로 수분이 부족하기 쉬워요. 4kg 고양이라면 음식 속 수분을 포함해 하루 약 200ml가 필요해요.</p>
<h2>바로 해 볼 수 있는 방법</h2>
<ol><li>물그릇을 집 안 여러 곳에, 밥그릇과 떨어뜨려 두세요.</li><li>수염이 닿지 않는 넓고 얕은 그릇을 쓰세요.</li><li>하루 한 번 이상 물을 새로 갈아 주세요.</li><li>흐르는 물을 좋아한다면 정수기형 급수기를 써 보세요.</li><li>습식 사료나 파우치를 하루 한 끼 섞어 주세요.</li><li>미지근한 물을 좋아하는 고양이도 있어요. 온도를 바꿔 보세요.</li><li>그릇 재질(유리, 도자기, 스테인리스)을 바꿔 보세요.</li></ol>
<p>소변 덩어리가 작아지거나 횟수가 줄었다면 수분이 부족하다는 신호일 수 있어요.</p>`,
  },
  {
    id: 'healthy-treats',
    category: 'nutrition',
    tags: ['Treat', 'Feeding'],
    species: 'Dog',
    title: '간식은 하루 10%까지, 똑똑하게 주는 법',
    summary: '간식은 교육과 교감에 좋은 도구지만 주식의 균형을 깨기 쉬워요. 양을 지키며 간식을 즐기는 방법을 알려드려요.',
    publishDate: '2026-05-30T01:00:00.000Z',
    codes: [77],
    art: { animal: 'dog', motif: 'bone', bg: '#fff1db', accent: '#e0a030' },
    alt: '강아지 옆에 뼈다귀 모양 간식',
    body: `<p>간식을 주면 보호자도 행복하지만, 생각보다 칼로리가 높아요. 체중 5kg 강아지에게 육포 한 조각은 사람으로 치면 햄버거 반 개에 가까운 열량일 수 있어요.</p>
<h2>10% 규칙</h2>
<p>간식은 하루 필요 열량의 10% 이내로 주고, 그만큼 사료를 줄여 주세요. 나머지 90%를 완전 균형 사료로 채워야 영양이 치우치지 않아요.</p>
<h2>이렇게 주면 더 좋아요</h2>
<ul><li>큰 간식은 잘게 잘라 여러 번 나눠 주세요. 횟수가 만족감을 줘요.</li><li>하루치 사료 일부를 덜어 교육 보상으로 쓰세요.</li><li>노즈워크 장난감에 넣어 천천히 찾아 먹게 하세요.</li></ul>
<h2>주면 안 되는 음식</h2>
<p>포도와 건포도, 양파와 마늘, 초콜릿, 자일리톨이 든 껌, 익힌 뼈는 소량이라도 위험해요. 사람 음식은 간이 세서 강아지에게 맞지 않아요.</p>`,
  },

  // --- 퍼피·키튼 --------------------------------------------------------------------------------------
  {
    id: 'puppy-first-year',
    category: 'growth',
    tags: ['Growth', 'Feeding'],
    species: 'Dog',
    title: '퍼피의 첫 1년, 월령별 급여와 성장 체크',
    summary: '소형견은 10개월, 대형견은 18개월까지 자라요. 크기별 성장 속도에 맞춘 급여 횟수와 사료 바꾸는 시기.',
    publishDate: '2026-10-14T01:00:00.000Z',
    codes: [79],
    art: { animal: 'dog', motif: 'ruler', bg: '#fff6d6', accent: '#c9a227' },
    alt: '강아지 옆에 노란 자 아이콘',
    reviewer: VET_PARK,
    body: `<p>강아지는 태어나서 1년 동안 체중이 수십 배로 늘어요. 이 시기의 영양은 뼈, 근육, 면역, 두뇌 발달의 바탕이 돼요.</p>
<h2>하루 몇 번 먹일까</h2>
<table><caption>월령별 급여 횟수</caption><thead><tr><th scope="col">월령</th><th scope="col">하루 급여 횟수</th></tr></thead><tbody><tr><td>2~3개월</td><td>4번</td></tr><tr><td>4~6개월</td><td>3번</td></tr><tr><td>6개월 이후</td><td>2번</td></tr></tbody></table>
<h2>크기별로 다른 성장 속도</h2>
<p>소형견은 생후 10개월 무렵 다 자라지만, 대형견은 18~24개월까지 천천히 자라요. 대형견 퍼피에게 칼슘이나 열량이 지나치면 뼈가 너무 빨리 자라 관절에 문제가 생길 수 있어요. 크기에 맞춘 퍼피 사료를 고르는 이유예요.</p>
<h2>성인용 사료로 바꾸는 시기</h2>
<p>소형견은 10~12개월, 중형견은 12개월, 대형견은 15~18개월이 기준이에요. 7~10일에 걸쳐 새 사료 비율을 조금씩 늘려 주세요.</p>`,
  },
  {
    id: 'kitten-vaccination',
    category: 'growth',
    tags: ['Vaccination'],
    species: 'Cat',
    title: '아기 고양이 예방접종, 언제 무엇을 맞힐까',
    summary: '생후 8주부터 시작하는 기초 접종과 항체 검사, 접종 전후 주의할 점까지 키튼 보호자를 위한 일정표.',
    publishDate: '2026-04-22T01:00:00.000Z',
    codes: [29],
    art: { animal: 'cat', motif: 'shield', bg: '#e7f0fb', accent: '#4f7cac' },
    alt: '고양이 옆에 체크 표시가 있는 방패',
    reviewer: VET_KIM,
    body: `<p>어미에게서 받은 면역은 생후 몇 주가 지나면 줄어들어요. 그 빈틈을 메우는 것이 예방접종이에요. 실내에서만 사는 고양이도 보호자의 옷과 신발로 바이러스가 들어올 수 있어 기초 접종은 꼭 필요해요.</p>
<h2>기초 접종 일정(예시)</h2>
<table><caption>키튼 기초 접종 예시</caption><thead><tr><th scope="col">시기</th><th scope="col">접종</th></tr></thead><tbody><tr><td>생후 8주</td><td>종합백신 1차</td></tr><tr><td>생후 11~12주</td><td>종합백신 2차</td></tr><tr><td>생후 14~16주</td><td>종합백신 3차, 광견병</td></tr><tr><td>이후</td><td>항체 검사 후 추가 접종 시기 결정</td></tr></tbody></table>
<p>구체적인 일정은 아이의 건강 상태와 생활 환경에 따라 수의사와 정해요.</p>
<h2>접종 전후에 챙길 것</h2>
<ul><li>접종 당일은 컨디션이 좋은 날로 잡고, 목욕은 앞뒤로 며칠 피해요.</li><li>접종 후 30분은 병원 근처에서 얼굴이 붓거나 토하는지 지켜봐요.</li><li>하루 이틀 기운이 없을 수 있지만, 계속되면 병원에 알리세요.</li></ul>`,
  },
  {
    id: 'puppy-socialization',
    category: 'growth',
    tags: ['Socialization', 'Training'],
    species: 'Dog',
    title: '사회화 골든타임, 생후 3~14주에 해 주면 좋은 경험',
    summary: '이 시기에 만난 사람, 소리, 장소가 평생의 성격을 만들어요. 겁 많은 강아지로 자라지 않도록 돕는 사회화 체크리스트.',
    publishDate: '2026-03-10T01:00:00.000Z',
    codes: [77],
    art: { animal: 'dog', motif: 'paws', bg: '#f3ecfb', accent: '#8a63c5' },
    alt: '강아지 옆에 발자국 두 개',
    body: `<p>강아지의 뇌는 생후 3주부터 14주 무렵까지 새로운 것을 두려움 없이 받아들여요. 이 시기를 사회화 시기라고 불러요. 이때의 좋은 경험은 낯선 상황에서도 침착한 성격으로 이어져요.</p>
<h2>사회화 체크리스트</h2>
<ul><li>다양한 사람: 모자를 쓴 사람, 아이, 안경 쓴 사람</li><li>생활 소음: 청소기, 드라이기, 초인종, 자동차 소리</li><li>몸 만지기: 발, 귀, 입 주변을 만지고 간식으로 보상하기</li><li>이동장과 차 타기에 익숙해지기</li><li>예방접종이 끝난 순한 성견과 짧게 만나기</li></ul>
<h2>핵심은 "좋은 기억"</h2>
<p>억지로 노출하면 오히려 공포가 생겨요. 멀리서 짧게 보여 주고, 편안해하면 간식으로 칭찬하며 조금씩 거리를 좁혀 가세요. 무서워하면 한 단계 물러나면 돼요.</p>
<p>접종이 끝나기 전에는 안고 산책하며 바깥 소리와 풍경을 보여 주는 것만으로도 좋은 사회화가 돼요.</p>`,
  },

  // --- 시니어 케어 ------------------------------------------------------------------------------------
  {
    id: 'senior-dog-joints',
    category: 'senior',
    tags: ['Joint', 'Weight'],
    species: 'Dog',
    title: '일어날 때 머뭇거리는 노견, 관절 건강 지키는 생활법',
    summary: '계단 앞에서 망설이고 산책 중 자주 쉰다면 관절이 불편하다는 신호예요. 체중, 바닥, 운동으로 관절을 아끼는 법.',
    publishDate: '2026-09-02T01:00:00.000Z',
    codes: [99],
    art: { animal: 'dog', motif: 'bone', bg: '#eef0f3', accent: '#6b7a8f' },
    alt: '강아지 옆에 뼈 모양 아이콘',
    figure: { art: { animal: 'none', motif: 'leash', bg: '#f1f4f8', accent: '#6b7a8f' }, alt: '산책 줄 아이콘', caption: '짧게 자주 걷는 산책이 관절에 부담이 적어요.' },
    reviewer: VET_KIM,
    body: `<p>나이가 들면 관절 연골이 얇아지고 염증이 생기기 쉬워요. 노견의 골관절염은 흔하지만, 생활 환경을 조금만 바꿔도 통증을 줄이고 활동을 오래 유지할 수 있어요.</p>
<h2>관절이 불편하다는 신호</h2>
<ul><li>자고 일어날 때 뒷다리가 뻣뻣하다</li><li>소파나 차에 뛰어오르지 않는다</li><li>산책 속도가 느려지고 자주 앉는다</li><li>특정 다리를 핥는다</li></ul>
<h2>집에서 할 수 있는 것</h2>
<p><strong>체중 관리가 첫째</strong>예요. 체중이 조금만 줄어도 관절이 받는 부담이 크게 줄어요.</p>
<p><strong>미끄럽지 않은 바닥</strong>: 자주 다니는 길에 매트를 깔고, 발바닥 털을 짧게 정리해 주세요.</p>
[[figure]]
<p><strong>꾸준하고 가벼운 운동</strong>: 주말에 몰아서 오래 걷기보다 매일 20분씩 두세 번 나눠 걷는 것이 좋아요.</p>
<p>오메가-3 지방산, 글루코사민과 콘드로이틴이 든 식단은 관절 건강에 도움이 돼요. 통증이 심하면 수의사와 진통 소염 치료를 상의하세요.</p>`,
  },
  {
    id: 'senior-cat-kidney',
    category: 'senior',
    tags: ['Kidney'],
    species: 'Cat',
    title: '노묘의 신장 건강, 물 마시는 양부터 살펴보세요',
    summary: '만성 신장병은 노령묘에게 가장 흔한 질환 중 하나예요. 초기에 알아채는 방법과 식단 관리의 기본.',
    publishDate: '2026-07-30T01:00:00.000Z',
    codes: [25, 29],
    art: { animal: 'cat', motif: 'bean', bg: '#f6e9ee', accent: '#b35a7a' },
    alt: '고양이 옆에 강낭콩 모양의 신장 아이콘',
    reviewer: VET_KIM,
    body: `<p>신장은 기능의 상당 부분을 잃을 때까지 증상을 잘 드러내지 않아요. 그래서 7살이 넘은 고양이라면 정기 검진으로 일찍 찾아내는 것이 가장 중요해요.</p>
<h2>초기 신호</h2>
<ul><li>물을 전보다 많이 마시고 소변 덩어리가 커졌다</li><li>체중이 조금씩 줄고 털이 푸석해졌다</li><li>입맛이 까다로워지고 가끔 토한다</li></ul>
<h2>검진에서 보는 것</h2>
<p>혈액검사의 크레아티닌과 SDMA, 소변 비중과 단백뇨, 혈압을 함께 봐요. SDMA는 신장 기능이 조금만 떨어져도 올라가 초기 발견에 도움이 돼요.</p>
<h2>식단 관리</h2>
<p>인 함량을 조절한 식단은 신장의 부담을 덜어 줘요. 수분 섭취를 늘리는 습식 사료도 좋아요. 진단을 받았다면 병기에 맞는 처방식을 수의사와 함께 정하세요.</p>`,
  },
  {
    id: 'senior-cognitive',
    category: 'senior',
    tags: ['Cognitive'],
    species: 'Dog',
    title: '밤에 자꾸 우는 노견, 인지 기능 저하일 수 있어요',
    summary: '밤낮이 바뀌고 익숙한 곳에서 길을 잃는다면 인지 기능 장애를 의심해 보세요. 뇌를 자극하는 생활 습관을 소개해요.',
    publishDate: '2026-02-14T01:00:00.000Z',
    codes: [],
    art: { animal: 'dog', motif: 'moon', bg: '#e9e8f6', accent: '#5b58a6' },
    alt: '강아지 옆에 초승달',
    body: `<p>나이 든 강아지에게 생기는 인지 기능 장애는 사람의 치매와 비슷해요. 11살이 넘으면 흔해지지만, 노화로만 여기고 지나치는 경우가 많아요.</p>
<h2>이런 변화를 살펴보세요</h2>
<ul><li>방 구석이나 가구 사이에 끼어 빠져나오지 못한다</li><li>밤에 잠을 자지 않고 돌아다니거나 운다</li><li>이름을 불러도 반응이 늦다</li><li>배변 실수가 늘었다</li></ul>
<h2>뇌에 좋은 하루</h2>
<p>새로운 냄새를 맡는 산책, 간단한 노즈워크, 짧은 교육 놀이가 뇌를 자극해요. 낮에 햇빛을 보며 활동하면 밤잠에도 도움이 돼요.</p>
<p>항산화 성분과 오메가-3 지방산이 든 식단이 도움이 될 수 있어요. 증상이 갑자기 시작되었다면 다른 질환일 수 있으니 진료를 받아 보세요.</p>`,
  },

  // --- 행동과 마음 ------------------------------------------------------------------------------------
  {
    id: 'separation-anxiety',
    category: 'behavior',
    tags: ['Stress', 'Training'],
    species: 'Dog',
    title: '혼자 있으면 짖고 물어뜯는 강아지, 분리불안 줄이기',
    summary: '보호자가 나가면 불안해하는 강아지를 위한 단계별 연습. 외출 신호를 무디게 하고 혼자 있는 시간을 즐겁게 만드는 법.',
    publishDate: '2026-08-11T01:00:00.000Z',
    codes: [77],
    art: { animal: 'dog', motif: 'cloud', bg: '#e9f1fb', accent: '#5b7fb0' },
    alt: '강아지 옆에 먹구름 아이콘',
    video: { id: 'dodam-calmpup1', title: '외출 전 5분, 분리불안 연습', art: { animal: 'dog', motif: 'play', bg: '#e9f1fb', accent: '#5b7fb0' }, alt: '강아지와 재생 버튼이 있는 영상 미리보기' },
    body: `<p>보호자가 나간 뒤 계속 짖거나, 문을 긁고, 배변 실수를 한다면 분리불안일 수 있어요. 혼내면 불안이 더 커지니, 혼자 있는 시간이 괜찮다는 것을 천천히 알려 주는 것이 중요해요.</p>
<h2>외출 신호를 무디게</h2>
<p>강아지는 열쇠 소리, 외투 입기 같은 신호로 외출을 미리 알아채요. 외출하지 않을 때도 열쇠를 들었다 놓고, 외투를 입고 소파에 앉아 보세요. 신호가 더 이상 불안을 부르지 않게 돼요.</p>
[[video]]
<h2>짧은 이별부터</h2>
<ol><li>현관 밖에 10초 나갔다 들어오기</li><li>차분하면 30초, 1분, 5분으로 늘리기</li><li>나갈 때와 들어올 때 인사는 담담하게</li></ol>
<h2>혼자 있는 시간을 즐겁게</h2>
<p>외출할 때만 주는 특별한 장난감에 간식을 채워 주세요. 충분한 산책으로 에너지를 쓰게 하는 것도 도움이 돼요. 증상이 심하면 수의 행동 전문가와 상담하세요.</p>`,
  },
  {
    id: 'cat-stress-signals',
    category: 'behavior',
    tags: ['Stress'],
    species: 'Cat',
    title: '이사, 새 가족, 병원… 고양이 스트레스 신호와 줄이는 법',
    summary: '고양이는 환경 변화에 예민해요. 숨기, 과한 그루밍, 화장실 실수로 나타나는 스트레스 신호와 안정시키는 방법.',
    publishDate: '2026-06-05T01:00:00.000Z',
    codes: [25, 31],
    art: { animal: 'cat', motif: 'cloud', bg: '#f1ecf9', accent: '#7a5fb0' },
    alt: '고양이 옆에 구름 아이콘',
    body: `<p>고양이에게 영역은 안전 그 자체예요. 가구 배치가 바뀌거나 새 가족이 오면 큰 스트레스를 받을 수 있고, 스트레스는 방광염 같은 몸의 문제로도 이어져요.</p>
<h2>스트레스 신호</h2>
<ul><li>평소보다 오래 숨어 있다</li><li>한 부위만 계속 핥아 털이 빠진다</li><li>화장실 밖에 소변을 본다</li><li>식욕이 줄거나 갑자기 공격적으로 변한다</li></ul>
<h2>안정감을 주는 환경</h2>
<p><strong>숨을 곳과 높은 곳</strong>: 상자, 캣타워처럼 몸을 숨기고 내려다볼 수 있는 공간을 마련해 주세요.</p>
<p><strong>자원 나누기</strong>: 여러 마리를 키운다면 밥그릇, 물그릇, 화장실을 고양이 수만큼 따로 두세요.</p>
<p><strong>예측 가능한 하루</strong>: 밥과 놀이 시간을 일정하게 지키면 불안이 줄어요.</p>
<p>이사할 때는 한 방을 먼저 고양이 방으로 꾸며 익숙한 물건을 두고, 며칠에 걸쳐 집 전체로 넓혀 가세요.</p>`,
  },
  {
    id: 'indoor-cat-play',
    category: 'behavior',
    tags: ['Play', 'Weight'],
    species: 'Cat',
    title: '실내 고양이를 위한 하루 15분 사냥 놀이',
    summary: '사냥 본능을 채워 주는 놀이는 비만과 스트레스를 함께 줄여요. 고양이가 좋아하는 놀이의 순서와 요령.',
    publishDate: '2026-01-20T01:00:00.000Z',
    codes: [27],
    art: { animal: 'cat', motif: 'ball', bg: '#fdeede', accent: '#e07a3f' },
    alt: '고양이 옆에 장난감 공',
    body: `<p>실내에서만 지내는 고양이는 사냥할 일이 없어 에너지가 남고 살이 찌기 쉬워요. 짧아도 매일 하는 사냥 놀이가 몸과 마음의 건강을 지켜 줘요.</p>
<h2>사냥 놀이의 순서</h2>
<ol><li><strong>탐색</strong>: 낚싯대 장난감을 가구 뒤로 천천히 숨겼다 보였다 해요.</li><li><strong>추격</strong>: 고양이에게서 멀어지는 방향으로 빠르게 움직여요.</li><li><strong>포획</strong>: 마지막에는 꼭 잡게 해 주세요. 잡지 못하면 좌절감이 남아요.</li><li><strong>식사</strong>: 놀이 직후 밥을 주면 "사냥 후 식사" 흐름이 완성돼요.</li></ol>
<h2>요령</h2>
<ul><li>5분씩 하루 2~3번이 한 번에 길게 하는 것보다 좋아요.</li><li>레이저 포인터만 쓰면 잡는 경험이 없어요. 끝에는 만질 수 있는 장난감으로 마무리하세요.</li><li>장난감은 몇 개를 돌려 가며 써야 흥미가 유지돼요.</li></ul>`,
  },

  // --- 위생과 관리 ------------------------------------------------------------------------------------
  {
    id: 'tooth-brushing',
    category: 'hygiene',
    tags: ['Dental'],
    species: 'All',
    title: '치석은 3일이면 굳어요, 양치 습관 들이기',
    summary: '세 살 이상 반려동물의 대부분이 치주 질환을 겪어요. 싫어하지 않게 양치를 시작하는 단계별 방법.',
    publishDate: '2026-05-12T01:00:00.000Z',
    codes: [30],
    art: { animal: 'both', motif: 'tooth', bg: '#e3f5f3', accent: '#2f9c93' },
    alt: '강아지와 고양이 옆에 반짝이는 이빨',
    reviewer: VET_KIM,
    body: `<p>이빨에 붙은 치태는 2~3일이면 딱딱한 치석으로 굳어요. 치석은 양치로 없앨 수 없어 스케일링이 필요하고, 잇몸 염증은 심장과 신장에도 영향을 줄 수 있어요.</p>
<h2>양치 습관 4단계</h2>
<ol><li><strong>입 주변 만지기</strong>: 입술을 들어 올리고 간식으로 보상해요(3~4일).</li><li><strong>손가락 양치</strong>: 반려동물용 치약을 손가락에 묻혀 송곳니부터 문질러요.</li><li><strong>거즈나 손가락 칫솔</strong>로 바깥쪽 면을 닦아요.</li><li><strong>칫솔</strong>로 바꾸고 잇몸선을 따라 45도로 부드럽게 닦아요.</li></ol>
<p>사람 치약은 삼키면 해로운 성분이 있어요. 꼭 반려동물 전용 치약을 쓰세요.</p>
<h2>양치가 어려운 날에는</h2>
<p>씹을 때 이빨 표면을 닦아 주도록 설계된 덴탈 사료나 덴탈 간식이 보조 역할을 해요. 하지만 양치를 대신할 수는 없어요. 입 냄새가 심하거나 잇몸이 붉다면 검진을 받으세요.</p>`,
  },
  {
    id: 'brushing-coat',
    category: 'hygiene',
    tags: ['Grooming', 'Bathing'],
    species: 'All',
    title: '털갈이 계절, 빗질과 목욕 주기 제대로 알기',
    summary: '봄가을 털갈이에는 빗질이 최고의 관리예요. 털 종류별 빗 고르기와 목욕 주기, 말리는 요령까지.',
    publishDate: '2026-04-02T01:00:00.000Z',
    codes: [85, 31],
    art: { animal: 'both', motif: 'comb', bg: '#fbeef6', accent: '#b85c8f' },
    alt: '강아지와 고양이 옆에 빗',
    body: `<p>빗질은 죽은 털을 걷어내고 피부 혈액순환을 도우며, 피부 이상을 일찍 발견하게 해 줘요. 털이 엉키면 피부가 숨을 못 쉬어 염증이 생기기 쉬워요.</p>
<h2>털 종류별 빗</h2>
<ul><li><strong>단모</strong>: 고무 브러시나 부드러운 모 브러시로 주 2~3회</li><li><strong>장모</strong>: 슬리커 브러시로 엉킴을 풀고 일자 빗으로 마무리, 매일</li><li><strong>이중모</strong>(시바, 포메라니안, 러시안블루 등): 털갈이 시기에는 언더코트 전용 빗으로 매일</li></ul>
<h2>목욕 주기</h2>
<p>강아지는 피부 상태에 따라 2~4주에 한 번이면 충분해요. 고양이는 스스로 그루밍을 하니 특별히 더러워지지 않았다면 자주 씻길 필요가 없어요.</p>
<p>목욕 후에는 털 속까지 완전히 말려야 해요. 덜 마른 털은 습진의 원인이 돼요. 드라이기는 미지근한 바람으로, 30cm 이상 떨어뜨려 쓰세요.</p>`,
  },

  // --- 생활 습관 --------------------------------------------------------------------------------------
  {
    id: 'summer-heatstroke',
    category: 'lifestyle',
    tags: ['Season', 'Exercise'],
    species: 'Dog',
    title: '여름 산책, 열사병과 발바닥 화상 예방하기',
    summary: '한여름 아스팔트는 50도를 넘어요. 산책 시간 고르기부터 열사병 응급 대처까지 여름 산책 가이드.',
    publishDate: '2026-07-05T01:00:00.000Z',
    codes: [],
    art: { animal: 'dog', motif: 'sun', bg: '#fff4d1', accent: '#e09a1a' },
    alt: '강아지 옆에 해 아이콘',
    body: `<p>강아지는 발바닥과 헐떡임으로만 열을 내보낼 수 있어 더위에 약해요. 특히 퍼그, 불독 같은 단두종과 노견, 비만견은 열사병 위험이 커요.</p>
<h2>여름 산책 규칙</h2>
<ul><li>이른 아침이나 해가 진 뒤에 걸어요.</li><li>손등을 바닥에 7초 대 보고 뜨거우면 산책을 미뤄요.</li><li>그늘이 많은 길을 고르고 물을 꼭 챙겨요.</li><li>차 안에 잠깐이라도 혼자 두지 마세요.</li></ul>
<h2>열사병 신호와 응급 대처</h2>
<p>심하게 헐떡이고, 침을 많이 흘리고, 잇몸이 짙은 붉은색이 되거나 비틀거리면 열사병이에요. 시원한 곳으로 옮기고 미지근한 물로 몸을 적신 뒤 바로 병원으로 가세요. 얼음물은 혈관을 수축시켜 오히려 열이 빠지지 않으니 피하세요.</p>`,
  },
  {
    id: 'travel-with-pets',
    category: 'lifestyle',
    tags: ['Travel', 'Stress'],
    species: 'All',
    title: '반려동물과 함께하는 여행, 출발 전 체크리스트',
    summary: '이동장 적응부터 멀미 대비, 숙소 고르기까지. 반려동물과 편안하게 여행하기 위한 준비.',
    publishDate: '2025-12-18T01:00:00.000Z',
    codes: [77],
    art: { animal: 'both', motif: 'car', bg: '#e6f2fb', accent: '#3d7fc1' },
    alt: '강아지와 고양이 옆에 자동차',
    body: `<p>함께 떠나는 여행은 즐겁지만, 낯선 환경은 반려동물에게 긴장을 줘요. 미리 준비할수록 여행이 편안해져요.</p>
<h2>출발 2주 전</h2>
<ul><li>이동장을 집에 꺼내 두고 간식과 담요로 편안한 공간으로 만들어요.</li><li>짧은 드라이브로 차에 익숙해지게 해요.</li><li>인식표와 동물등록 정보를 확인해요.</li></ul>
<h2>챙길 것</h2>
<ul><li>평소 먹던 사료(여행지에서 사료를 바꾸면 배탈이 나기 쉬워요)</li><li>물과 휴대용 그릇, 배변 봉투, 패드</li><li>복용 중인 약과 예방접종 기록</li><li>익숙한 냄새가 밴 담요나 장난감</li></ul>
<h2>이동 중에는</h2>
<p>출발 3~4시간 전에는 밥을 적게 주면 멀미가 줄어요. 2시간마다 쉬며 물을 주고, 고양이는 이동장 밖으로 꺼내지 마세요. 멀미가 심하면 수의사와 멀미약을 상의하세요.</p>`,
  },

  // --- 품종 이야기 ------------------------------------------------------------------------------------
  {
    id: 'small-breeds-patella',
    category: 'breeds',
    tags: ['DogBreed', 'Joint'],
    species: 'Dog',
    title: '말티즈, 푸들, 포메라니안… 소형견 슬개골 탈구 미리 알기',
    summary: '국내에서 많이 키우는 소형견은 무릎뼈가 빠지는 슬개골 탈구가 잦아요. 품종별로 조심할 점과 생활 관리.',
    publishDate: '2026-03-28T01:00:00.000Z',
    codes: [99],
    art: { animal: 'dog', motif: 'star', bg: '#fff0e6', accent: '#e0703a' },
    alt: '작은 강아지 옆에 별 모양 아이콘',
    body: `<p>말티즈, 푸들, 포메라니안, 치와와, 요크셔테리어처럼 작은 견종은 무릎뼈(슬개골)가 제자리에서 벗어나는 슬개골 탈구가 흔해요.</p>
<h2>이런 걸음을 보이면</h2>
<ul><li>걷다가 한쪽 뒷다리를 들고 깡총거린다</li><li>다리를 뒤로 쭉 뻗어 스스로 뼈를 맞추는 듯한 동작을 한다</li><li>뒷다리가 O자 모양으로 휘어 보인다</li></ul>
<h2>품종별로 함께 챙길 것</h2>
<p><strong>말티즈</strong>: 눈물 자국과 치아 관리. <strong>푸들</strong>: 귀 안 털 관리와 외이염. <strong>포메라니안</strong>: 이중모 빗질과 기관 허탈 예방을 위해 가슴줄 사용.</p>
<h2>무릎을 지키는 생활</h2>
<p>미끄러운 바닥에 매트를 깔고, 소파와 침대에는 계단을 놓아 뛰어내리지 않게 해 주세요. 적정 체중을 유지하는 것이 가장 좋은 예방이에요.</p>`,
  },
  {
    id: 'cat-breeds-health',
    category: 'breeds',
    tags: ['CatBreed', 'Hairball', 'Urinary'],
    species: 'Cat',
    title: '코리안 숏헤어부터 페르시안까지, 묘종별 건강 포인트',
    summary: '품종마다 타고난 체질이 달라요. 우리나라에서 많이 키우는 묘종의 건강 특징과 관리 요령.',
    publishDate: '2026-02-26T01:00:00.000Z',
    codes: [23, 25],
    art: { animal: 'cat', motif: 'star', bg: '#eef3e6', accent: '#6f9a3c' },
    alt: '고양이 옆에 별 모양 아이콘',
    body: `<p>품종별로 잘 생기는 질환을 알면 검진 때 무엇을 더 살펴봐야 할지 알 수 있어요. 물론 같은 품종이라도 개체마다 차이가 있어요.</p>
<h2>묘종별 포인트</h2>
<ul><li><strong>코리안 숏헤어</strong>: 튼튼한 편이지만 실내 생활로 비만과 요로 질환이 생기기 쉬워요.</li><li><strong>페르시안</strong>: 납작한 얼굴로 눈물과 호흡기 관리가 필요하고, 긴 털 때문에 헤어볼이 잦아요.</li><li><strong>스코티시 폴드</strong>: 연골 형성 이상으로 관절 통증이 생길 수 있어 걸음을 잘 살펴봐야 해요.</li><li><strong>러시안 블루</strong>: 식욕이 좋아 체중 관리가 중요해요.</li><li><strong>메인쿤</strong>: 대형묘로 심장(비대성 심근병증) 검진과 관절 관리가 필요해요.</li></ul>
<h2>공통으로 챙길 것</h2>
<p>물 섭취, 체중, 빗질은 품종과 상관없이 모든 고양이의 기본이에요. 7살부터는 1년에 한 번 이상 건강검진을 받아 주세요.</p>`,
  },
];
