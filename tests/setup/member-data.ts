import { issuePlus1Coupon } from '#app/features/offline-store/plus1.server';
import { answerInquiry, createInquiry } from '#app/features/qna/inquiries.server';
import { setBookmark } from '#app/features/catalogue/bookmarks.server';
import { realPng } from '../integration/files-fixtures';
import { apply, deliver } from '../integration/recruitment-fixtures';
import { postForm } from './forms';
import type { TestServer } from './test-server';

/**
 * A member with something on every my-page screen, made the way people make it (page forms),
 * so the whole-site walks see the pages as a returning customer does: a dog, an old cat and a
 * kitten; BCS results (one underweight), a sensitivity check, a cats signal, a finder run; a
 * bookmark, an answered inquiry, a delivered trial with a return, a refund and a review, and a
 * 1+1 store coupon. Returns the ids the record pages need in their URLs.
 */
export interface MemberData {
  dogId: string;
  catId: string;
  kittenId: string;
  bcsResultId: string;
  sensitivityLogId: string;
  catsSignalLogId: string;
  inquiryId: string;
  orderId: string;
  returnId: string;
  refundId: string;
  reviewId: string;
  couponId: string;
  newsId: string;
  articleId: string;
}

function idFrom(res: Response, key: string): string {
  const location = res.headers.get('location') ?? '';
  const id = new URL(location || '/', 'http://x').searchParams.get(key);
  if (res.status !== 302 || !id) throw new Error(`expected a redirect carrying ${key}, got ${res.status} ${location}`);
  return id;
}

async function registerPet(server: TestServer, cookie: string, fields: Record<string, string>): Promise<string> {
  const res = await postForm(server, '/mypage/mypet/register', { intent: 'save', sex: 'female', neutered: 'yes', birthMonth: '', ...fields }, cookie);
  if (res.status !== 302) throw new Error(`pet register answered ${res.status}`);
  const row = await server.services.db.kysely.selectFrom('pets').select('id').where('name', '=', fields.name!).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

export async function createMemberData(server: TestServer, member: { id: string; cookie: string }): Promise<MemberData> {
  const { cookie } = member;
  const services = server.services;
  const year = new Date().getFullYear();
  const dogId = await registerPet(server, cookie, { name: '보리', species: 'dog', breed: '말티즈', birthYear: String(year - 4), weightKg: '4.2' });
  const catId = await registerPet(server, cookie, { name: '나비', species: 'cat', breed: '코리안 숏헤어', birthYear: String(year - 9), weightKg: '5.6' });
  const kittenId = await registerPet(server, cookie, { name: '콩이', species: 'cat', breed: '러시안 블루', birthYear: String(year), birthMonth: '', neutered: 'no', weightKg: '1.2' });

  // BCS: an overweight check, then an underweight one (the report's table and chart get two rows).
  const bcsOf = async (query: string, answers: Record<string, string>) =>
    idFrom(await postForm(server, `/bcs/step3?${query}`, { ...answers, pet: dogId }, cookie), 'result');
  await bcsOf(`species=dog&pet=${dogId}&weight=4.8&stage=adult`, { ribs: '4', waist: '4', belly: '4' });
  const bcsResultId = await bcsOf(`species=dog&pet=${dogId}&weight=4.2&stage=adult`, { ribs: '1', waist: '2', belly: '1' });

  const sensitivityLogId = idFrom(
    await postForm(server, `/sensitivitycheck/step3?species=dog&pet=${dogId}&cat=skin&cat=digest&a=dog-skin-q1&a=dog-skin-q3&a=dog-digest-q2`, { pet: dogId }, cookie),
    'log',
  );
  const catsSignalLogId = idFrom(
    await postForm(
      server,
      `/cats-signal/step3?pet=${catId}&stage=senior&s=behaviour-3&s=litter-1&s=litter-4`,
      { s: ['coat-1', 'appetite-1', 'mouth-1'], pet: catId },
      cookie,
    ),
    'log',
  );
  const finder = await postForm(server, '/pet-food-finder', { run: '1', species: 'dog', stage: 'adult', size: 'small', weight: '4.2', activity: 'normal', body: 'normal', neutered: 'yes', concern: ['skin'], pet: dogId }, cookie);
  if (finder.status !== 302) throw new Error(`finder answered ${finder.status}`);

  await setBookmark(services, member.id, 'p-dog-derma-adult', true);
  await setBookmark(services, member.id, 'p-cat-urinary', true);

  const inquiry = await createInquiry(services, member.id, { category: 'product', title: '사료 알갱이 크기가 궁금해요', body: '소형견이 먹기에 알갱이 크기가 어느 정도인지 알려 주세요.', productId: 'p-dog-derma-adult', orderNo: null }, []);
  if (!inquiry.ok) throw new Error('inquiry not created');
  await answerInquiry(services, member.id, inquiry.id, '알갱이 지름은 약 8mm로 소형견이 씹기 좋은 크기예요.');

  await services.db.kysely
    .updateTable('members')
    .set({ mobile: '01012345678', postcode: '04779', road_address: '서울특별시 성동구 성수이로 78', extra_address: ' (성수동2가)', address_detail: '101동 1203호' })
    .where('id', '=', member.id)
    .execute();
  const orderId = await apply(server, cookie, 'trial-dog-derma', dogId);
  await deliver(services, orderId);
  const photo = () => new Blob([new Uint8Array(realPng())], { type: 'image/png' });
  const returnId = idFrom(await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'damaged', detail: '포장이 찢어져서 사료가 눅눅해졌어요.', photos: photo() }, cookie), 'id');
  const refundId = idFrom(
    await postForm(
      server,
      '/mypage/myrecruitment-refund',
      { orderId, reason: 'return_shipping', detail: '반품 택배비 3,000원을 직접 냈어요.', amount: '3000', bankName: 'KB국민은행', accountNumber: '12345678901234', accountHolder: '김도담', photos: photo() },
      cookie,
    ),
    'id',
  );
  const review = await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '5', body: '2주 먹였더니 발 핥는 횟수가 확실히 줄었어요. 변 상태도 좋아요.' }, cookie);
  if (review.status !== 302) throw new Error(`review answered ${review.status}`);
  const reviewId = (await services.db.kysely.selectFrom('product_reviews').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow()).id;

  const coupon = await issuePlus1Coupon(services, member.id, 'store-seoul-seongsu', 'p-dog-derma-adult');
  if (!coupon.ok) throw new Error(`no 1+1 coupon: ${coupon.reason}`);

  const news = await services.db.kysely.selectFrom('news').select('id').where('is_published', '=', 1).orderBy('publish_date', 'desc').executeTakeFirstOrThrow();
  const article = await services.db.kysely.selectFrom('articles').select('id').where('is_published', '=', 1).orderBy('publish_date', 'desc').executeTakeFirstOrThrow();

  return {
    dogId,
    catId,
    kittenId,
    bcsResultId,
    sensitivityLogId,
    catsSignalLogId,
    inquiryId: inquiry.id,
    orderId,
    returnId,
    refundId,
    reviewId,
    couponId: coupon.couponId,
    newsId: news.id,
    articleId: article.id,
  };
}
