import type { Kysely } from 'kysely';
import { allProducts } from '#app/features/catalogue/data/catalogue.server';
import { addPlus1Product, insertPlus1IfMissing } from '#app/features/offline-store/data/plus1-admin.server';
import { addStoreProducts, insertStoreIfMissing, setStoreLocationIfMissing } from '#app/features/offline-store/data/store-admin.server';
import { insertCampaignIfMissing, replaceCampaignDescription } from '#app/features/recruitment/data/campaign-admin.server';
import type { Database } from '#server/platform/db/schema/database';
import { DEMO_PRODUCTS, type DemoProduct } from './product-data';
import { SeedKeys } from './seed-keys';

/**
 * Demo content of the trial and offline-store areas: trial campaigns (open, upcoming, closed),
 * stores in eight regions and the running 1+1 store campaign with its products. Each inserted
 * once (seed_keys); dates are relative to the day they were first inserted (the install day), so
 * a fresh site has an open campaign, and new ones are opened from the back-office.
 */

const DAY = 86_400_000;

const DEMO_STORES = [
  { id: 'store-seoul-seongsu', name: '펫마루 성수점', region: '서울', address: '서울특별시 성동구 성수이로 78, 1층', phone: '02-6953-1021', hours: '매일 10:00 ~ 21:00' },
  { id: 'store-seoul-mapo', name: '멍냥상회 망원점', region: '서울', address: '서울특별시 마포구 망원로 54', phone: '02-332-4180', hours: '평일 11:00 ~ 20:00 · 주말 10:00 ~ 20:00' },
  { id: 'store-seoul-gangnam', name: '바른펫 동물병원 부설 스토어 역삼점', region: '서울', address: '서울특별시 강남구 논현로 512, 2층', phone: '02-555-7302', hours: '평일 09:30 ~ 19:30 · 토 10:00 ~ 17:00 · 일 휴무' },
  { id: 'store-seoul-songpa', name: '펫마루 잠실점', region: '서울', address: '서울특별시 송파구 올림픽로 240, B1', phone: '02-2143-8870', hours: '매일 10:30 ~ 22:00' },
  { id: 'store-gyeonggi-bundang', name: '펫마루 분당서현점', region: '경기', address: '경기도 성남시 분당구 서현로 180', phone: '031-707-2264', hours: '매일 10:00 ~ 21:00' },
  { id: 'store-gyeonggi-ilsan', name: '멍냥상회 일산호수점', region: '경기', address: '경기도 고양시 일산동구 호수로 606', phone: '031-905-1177', hours: '평일 11:00 ~ 20:30 · 주말 10:00 ~ 21:00' },
  { id: 'store-gyeonggi-suwon', name: '바른펫 수원광교점', region: '경기', address: '경기도 수원시 영통구 광교중앙로 145', phone: '031-216-4409', hours: '매일 10:00 ~ 20:00' },
  { id: 'store-incheon-songdo', name: '펫마루 송도점', region: '인천', address: '인천광역시 연수구 컨벤시아대로 116', phone: '032-858-3061', hours: '매일 10:00 ~ 21:00' },
  { id: 'store-busan-haeundae', name: '멍냥상회 해운대점', region: '부산', address: '부산광역시 해운대구 구남로 30', phone: '051-742-9015', hours: '매일 10:30 ~ 21:00' },
  { id: 'store-busan-seomyeon', name: '펫마루 서면점', region: '부산', address: '부산광역시 부산진구 중앙대로 692', phone: '051-806-2231', hours: '평일 11:00 ~ 21:00 · 주말 10:30 ~ 21:30' },
  { id: 'store-daegu-suseong', name: '바른펫 대구수성점', region: '대구', address: '대구광역시 수성구 동대구로 210', phone: '053-741-6620', hours: '매일 10:00 ~ 20:00' },
  { id: 'store-daejeon-dunsan', name: '펫마루 대전둔산점', region: '대전', address: '대전광역시 서구 대덕대로 233', phone: '042-485-1150', hours: '매일 10:00 ~ 20:30' },
  { id: 'store-gwangju-sangmu', name: '멍냥상회 광주상무점', region: '광주', address: '광주광역시 서구 상무중앙로 82', phone: '062-373-5508', hours: '평일 10:30 ~ 20:00 · 일 휴무' },
  { id: 'store-jeju-nohyeong', name: '바른펫 제주노형점', region: '제주', address: '제주특별자치도 제주시 노형로 385', phone: '064-744-0912', hours: '매일 10:00 ~ 19:30' },
] as const;

/** Where the demo stores are (issue 25: the store finder's distances and map), WGS84 degrees. */
const DEMO_STORE_POSITIONS: Record<(typeof DEMO_STORES)[number]['id'], { latitude: number; longitude: number }> = {
  'store-seoul-seongsu': { latitude: 37.5446, longitude: 127.0557 },
  'store-seoul-mapo': { latitude: 37.5561, longitude: 126.904 },
  'store-seoul-gangnam': { latitude: 37.5036, longitude: 127.0385 },
  'store-seoul-songpa': { latitude: 37.5112, longitude: 127.0981 },
  'store-gyeonggi-bundang': { latitude: 37.3847, longitude: 127.123 },
  'store-gyeonggi-ilsan': { latitude: 37.658, longitude: 126.7706 },
  'store-gyeonggi-suwon': { latitude: 37.2886, longitude: 127.051 },
  'store-incheon-songdo': { latitude: 37.3917, longitude: 126.6406 },
  'store-busan-haeundae': { latitude: 35.1616, longitude: 129.1603 },
  'store-busan-seomyeon': { latitude: 35.1569, longitude: 129.0595 },
  'store-daegu-suseong': { latitude: 35.853, longitude: 128.633 },
  'store-daejeon-dunsan': { latitude: 36.3519, longitude: 127.3785 },
  'store-gwangju-sangmu': { latitude: 35.1518, longitude: 126.851 },
  'store-jeju-nohyeong': { latitude: 33.4847, longitude: 126.481 },
};

/** The 1+1 campaign products: dry feeds of the demo catalogue (14, so step 2 has two pages). */
export const PLUS1_PRODUCT_IDS = [
  'p-dog-derma-adult',
  'p-dog-light-small',
  'p-dog-neutered',
  'p-dog-digest-small',
  'p-dog-coat',
  'p-dog-calm',
  'p-dog-puppy-small',
  'p-dog-senior',
  'p-cat-urinary',
  'p-cat-light',
  'p-cat-digest',
  'p-cat-coat',
  'p-cat-hairball',
  'p-cat-kitten',
] as const;

const PLUS1_CAMPAIGN_ID = 'plus1-store-2026';

/**
 * What a demo store carries, by its chain (docs/decisions/032-store-assortment.md): 바른펫 stores sit
 * in animal hospitals and carry everything, vet diets included; 펫마루 carries every feed but
 * the vet diets; the smaller 멍냥상회 shops carry the 1+1 feeds, wet food and treats, and growth
 * food. Every store carries the 1+1 feeds, so the coupon works wherever it is taken.
 */
function storeCarries(storeName: string, product: DemoProduct): boolean {
  if ((PLUS1_PRODUCT_IDS as readonly string[]).includes(product.id)) return true;
  if (storeName.startsWith('바른펫')) return true;
  if (product.vet) return false;
  if (storeName.startsWith('펫마루')) return true;
  return product.form === 'wet' || product.lifeStage === 'puppy' || product.lifeStage === 'kitten';
}

function campaigns(now: number) {
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  return [
    {
      id: 'trial-dog-derma',
      title: '가려움 많은 우리 아이, 더마 케어 2주 체험',
      summary: '자꾸 긁고 핥는 강아지를 위한 피부 케어 사료 체험팩(1kg)을 무료로 보내 드려요.',
      description:
        '발을 핥거나 귀 뒤를 긁는 행동이 잦다면 피부 장벽이 약해졌다는 신호일 수 있어요. 가수분해 연어 단백질과 오메가-3·6 지방산을 담은 더마 케어 사료를 2주 동안 급여해 보세요.\n\n· 체험 구성: 더마 케어 어덜트 소형견 1kg, 급여 가이드\n· 대상: 1살 이상 강아지\n· 기존 사료와 7일에 걸쳐 조금씩 섞어 바꿔 주세요.\n· 당첨자에게는 발표일에 문자로 안내드리며, 발표 후 3일 안에 발송합니다.',
      product_id: 'p-dog-derma-adult',
      species: 'dog' as const,
      capacity: 300,
      starts_at: at(-10),
      ends_at: at(20),
      announce_at: at(23),
      sort_order: 1,
    },
    {
      id: 'trial-cat-urinary',
      title: '물 잘 안 마시는 고양이, 유리너리 케어 체험',
      summary: '화장실 가는 횟수가 잦거나 물을 적게 마시는 고양이에게 유리너리 케어 체험팩을 드려요.',
      description:
        '고양이는 원래 물을 적게 마셔서 요로 건강 관리가 중요해요. 마그네슘·인 함량을 조절한 유리너리 케어 사료로 2주 동안 관리해 보세요.\n\n· 체험 구성: 유리너리 케어 어덜트 400g ×2, 파우치 2개\n· 대상: 1살 이상 고양이\n· 이미 요로 질환 진단을 받았다면 수의사와 먼저 상담해 주세요.\n· 당첨자 발표 후 3일 안에 발송합니다.',
      product_id: 'p-cat-urinary',
      species: 'cat' as const,
      capacity: 200,
      starts_at: at(-5),
      ends_at: at(25),
      announce_at: at(28),
      sort_order: 2,
    },
    {
      id: 'trial-senior-care',
      title: '7살부터 시작하는 시니어 케어 체험',
      summary: '노령기에 접어든 강아지·고양이를 위한 시니어 사료 체험. 곧 신청을 받아요.',
      description:
        '7살이 넘으면 활동량과 소화력이 조금씩 달라져요. 관절과 신장을 함께 챙기는 시니어 사료를 체험해 보세요.\n\n· 체험 구성: 시니어 7+ 사료 1kg\n· 대상: 7살 이상 강아지·고양이\n· ‘새 체험 알림’을 받아 두시면 신청 시작일에 알려 드려요.',
      product_id: 'p-dog-senior',
      species: 'all' as const,
      capacity: 150,
      starts_at: at(12),
      ends_at: at(40),
      announce_at: at(43),
      sort_order: 3,
    },
    {
      id: 'trial-cat-hairball',
      title: '털 뿜뿜 환절기, 헤어볼 케어 체험',
      summary: '헤어볼을 자주 토하는 고양이를 위한 체험 이벤트가 마감되었어요.',
      description:
        '환절기에는 털이 많이 빠져 그루밍으로 삼키는 털도 늘어요. 식이섬유로 헤어볼 배출을 돕는 사료 체험이었습니다.\n\n· 체험 구성: 헤어볼 케어 고양이 400g ×2\n· 당첨자 발표가 끝났습니다. 참여해 주셔서 감사합니다.',
      product_id: 'p-cat-hairball',
      species: 'cat' as const,
      capacity: 250,
      starts_at: at(-60),
      ends_at: at(-30),
      announce_at: at(-27),
      sort_order: 4,
    },
    {
      id: 'trial-dog-digest',
      title: '예민한 장을 위한 다이제스티브 케어 체험',
      summary: '변이 묽거나 사료를 바꾸면 탈이 나는 강아지를 위한 체험 이벤트가 마감되었어요.',
      description:
        '소화가 잘 되는 단백질과 프리바이오틱스로 장 건강을 돕는 사료 체험이었습니다.\n\n· 체험 구성: 다이제스티브 케어 소형견 1kg\n· 당첨자 발표가 끝났습니다. 참여해 주셔서 감사합니다.',
      product_id: 'p-dog-digest-small',
      species: 'dog' as const,
      capacity: 200,
      starts_at: at(-90),
      ends_at: at(-60),
      announce_at: at(-57),
      sort_order: 5,
    },
  ];
}

const FOLLOW_LINE = '· ‘새 체험 알림’을 받아 두시면 신청 시작일에 알려 드려요.';
const FORMER_FOLLOW_LINE = '· 신청 시작일에 마이페이지 알림으로 알려 드려요.';

export async function seedRecruitment(db: Kysely<Database>, keys?: SeedKeys, now = Date.now()): Promise<void> {
  const seeded = keys ?? (await SeedKeys.load(db));
  const createdAt = new Date(now).toISOString();
  const products = new Set((await allProducts(db)).map((r) => r.id));

  for (const [index, store] of DEMO_STORES.entries()) {
    await seeded.once(`store:${store.id}`, async () => {
      await insertStoreIfMissing(db, { ...store, is_active: 1, sort_order: index, created_at: createdAt, updated_at: createdAt });
      const carried = DEMO_PRODUCTS.filter((p) => products.has(p.id) && storeCarries(store.name, p)).map((p) => p.id);
      await addStoreProducts(db, store.id, carried);
    });
    // Sites seeded before stores had positions get them too (a position staff set stays).
    await seeded.once(`store-position:${store.id}`, () => setStoreLocationIfMissing(db, store.id, { ...DEMO_STORE_POSITIONS[store.id], status: 'manual' }));
  }

  for (const c of campaigns(now)) {
    if (!products.has(c.product_id)) continue;
    await seeded.once(`trial:${c.id}`, () => insertCampaignIfMissing(db, { ...c, applied_count: 0, created_at: createdAt, updated_at: createdAt }));
    // An earlier seed promised a notice on the start date to everyone; it goes to those who ask now.
    await replaceCampaignDescription(db, c.id, c.description.replace(FOLLOW_LINE, FORMER_FOLLOW_LINE), c.description);
  }

  await seeded.once(`plus1:${PLUS1_CAMPAIGN_ID}`, async () => {
    await insertPlus1IfMissing(db, {
      id: PLUS1_CAMPAIGN_ID,
      title: '가까운 매장에서 1+1, 맞춤 사료 체험 쿠폰',
      starts_at: new Date(now - 7 * DAY).toISOString(),
      ends_at: new Date(now + 365 * DAY).toISOString(),
      coupon_valid_days: 14,
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (const [index, productId] of PLUS1_PRODUCT_IDS.entries()) {
      if (!products.has(productId)) continue;
      await addPlus1Product(db, { id: `cp-${productId}`, campaign_id: PLUS1_CAMPAIGN_ID, product_id: productId, sort_order: index });
    }
  });
}
