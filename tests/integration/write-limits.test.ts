import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, deliver } from '../fixtures/recruitment';
import { addPet } from '../fixtures/pets';
import { pngWithText } from '../fixtures/images';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { createTestDatabase, dialects, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';

const trackingLog = (uuid: string) => ({ trackingModuleLog: { UTMSource__c: 'naver', UTMMedium__c: 'cpc', UUID__c: uuid } });
const refererLog = (uuid: string) => ({ refererLog: { Referer__c: 'https://search.naver.com/search.naver?query=사료', CurrentPageUrl__c: 'https://www.dodampet.co.kr/', UUID__c: uuid } });

/** A PDF of about `kb` kilobytes (a whole one: it ends with %%EOF). */
const paddedPdf = (kb: number) => Buffer.from(`%PDF-1.4\n% ${'x'.repeat(kb * 1024)}\n%%EOF\n`, 'latin1');

/**
 * Issue 10, item 6: limits on the writes anyone can make. Per visitor and per address on the
 * public log methods, per member and day on every upload path, counted atomically, with a
 * Korean 429 and Retry-After.
 */
describe.each(dialects)('write limits on %s', (dialect) => {
  const server = serverFixture(dialect, {
    TRACKING_PER_VISITOR_PER_MINUTE: '5',
    TRACKING_PER_IP_PER_MINUTE: '12',
    UPLOAD_MAX_FILES_PER_DAY: '3',
    UPLOAD_MAX_BYTES_PER_DAY: String(1024 * 1024),
  });

  it('tracking and referer logs: 5 a minute per visitor, then 429 with Retry-After and a Korean message', async () => {
    const uuid = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await rpc(server, 'UserActivityController', 'createTrackingModuleLog', trackingLog(uuid))).status);
    statuses.push((await rpc(server, 'UserActivityController', 'createRefererLog', refererLog(uuid))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await rpc(server, 'UserActivityController', 'createTrackingModuleLog', trackingLog(uuid));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED', message: expect.stringContaining('요청이 너무 많습니다') });
  });

  it('a new UUID per call still meets the per-address limit', async () => {
    // 5 used above from this address; 7 more fit under 12.
    const statuses = await Promise.all(Array.from({ length: 20 }, () => rpc(server, 'UserActivityController', 'createRefererLog', refererLog(randomUUID())).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(13);
  });

  it('counts parallel calls exactly: 40 at once for one visitor store at most 5', async () => {
    const other = await startTestServer(server.databaseUrl, { TRACKING_PER_VISITOR_PER_MINUTE: '5', TRACKING_PER_IP_PER_MINUTE: '1000' }, { seed: false });
    try {
      const uuid = randomUUID();
      const statuses = await Promise.all(Array.from({ length: 40 }, () => rpc(other, 'UserActivityController', 'createTrackingModuleLog', trackingLog(uuid)).then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      await other.services.batches.flush();
      const rows = await other.services.db.kysely.selectFrom('tracking_module_logs').select('id').where('uuid', '=', uuid).execute();
      expect(rows).toHaveLength(5);
    } finally {
      await other.close();
    }
  });

  it('uploadToS3: 3 files a day per member, then 429 naming the limit; another member is not affected', async () => {
    const member = await signedInMember(server.services);
    const upload = (cookie: string) => rpc(server, 'FileUploadController', 'uploadToS3', { fileName: 'a.png', base64Body: pngWithText(8).toString('base64') }, { cookie });
    const statuses = await Promise.all(Array.from({ length: 12 }, () => upload(member.cookie).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    const refused = await upload(member.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(refused.body).toMatchObject({ errorCode: 'UPLOAD_QUOTA', message: expect.stringContaining('하루에 올릴 수 있는 파일 수(3개)') });
    const stored = await server.services.db.kysely.selectFrom('uploaded_files').select('file_key').where('member_id', '=', member.id).execute();
    expect(stored).toHaveLength(3);
    const someoneElse = await signedInMember(server.services);
    expect((await upload(someoneElse.cookie)).status).toBe(200);
  });

  it('uploadToS3: bytes a day per member (1 MB here) — the file that would pass it is refused', async () => {
    const member = await signedInMember(server.services);
    const upload = (kb: number) => rpc(server, 'FileUploadController', 'uploadToS3', { fileName: 'a.pdf', base64Body: paddedPdf(kb).toString('base64') }, { cookie: member.cookie });
    expect((await upload(600)).status).toBe(200);
    const refused = await upload(600);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'UPLOAD_QUOTA', message: expect.stringContaining('하루에 올릴 수 있는 용량(1MB)') });
    // A refused file gives nothing back it did not take: a small one still fits.
    expect((await upload(100)).status).toBe(200);
  });

  it('a refused upload (bad file) does not use the quota', async () => {
    const member = await signedInMember(server.services);
    for (let i = 0; i < 5; i++) {
      const bad = await rpc(server, 'FileUploadController', 'uploadToS3', { fileName: 'a.png', base64Body: Buffer.from('<svg/>').toString('base64') }, { cookie: member.cookie });
      expect(bad.status).toBe(422);
    }
    const good = await rpc(server, 'FileUploadController', 'uploadToS3', { fileName: 'a.png', base64Body: pngWithText(8).toString('base64') }, { cookie: member.cookie });
    expect(good.status).toBe(200);
  });

  it('page forms share the same quota: pet photos, return photos, review photos and inquiry attachments', async () => {
    const member = await signedInMember(server.services);
    const photo = () => new Blob([new Uint8Array(pngWithText(8))], { type: 'image/png' });
    const pet = (name: string) =>
      postForm(server, '/mypage/mypet/register', { intent: 'save', name, species: 'dog', breed: '말티즈', sex: 'female', neutered: 'yes', birthYear: '2020', weightKg: '3.2', photo: photo() }, member.cookie);
    expect((await pet('하나')).status).toBe(302);
    expect((await pet('둘')).status).toBe(302);
    const inquiry = await postForm(server, '/mypage/myqna/request', { intent: 'save', category: 'product', title: '사진 문의', body: '사진을 첨부합니다. 확인 부탁드려요.', attachments: photo() }, member.cookie);
    expect(inquiry.status).toBe(302);
    // The fourth file of the day, whatever form carries it.
    const third = await pet('셋');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await htmlOf(third)).toContain('하루에 올릴 수 있는 파일 수(3개)를 넘었습니다.');
    const petRows = await server.services.db.kysely.selectFrom('pets').select('name').where('member_id', '=', member.id).execute();
    expect(petRows.map((p) => p.name).sort()).toEqual(['둘', '하나']);

    const inquiry2 = await postForm(server, '/mypage/myqna/request', { intent: 'save', category: 'product', title: '또 문의', body: '사진을 하나 더 첨부합니다.', attachments: photo() }, member.cookie);
    expect(inquiry2.status).toBe(429);
    expect(await htmlOf(inquiry2)).toContain('하루에 올릴 수 있는 파일 수');

    const petId = await addPet(server.services, member.id, 'dog', '콩이');
    const orderId = await apply(server, member.cookie, 'trial-dog-derma', petId);
    await deliver(server.services, orderId);
    const ret = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'damaged', detail: '포장이 찢어진 채로 도착했어요.', photos: photo() }, member.cookie);
    expect(ret.status).toBe(429);
    const review = await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '5', body: '콩이가 정말 잘 먹어요. 변 상태도 좋아졌어요.', photos: photo() }, member.cookie);
    expect(review.status).toBe(429);
    // Nothing of the refused forms was kept.
    expect(await server.services.db.kysely.selectFrom('trial_claims').select('id').where('member_id', '=', member.id).execute()).toHaveLength(0);
    expect(await server.services.db.kysely.selectFrom('product_reviews').select('id').where('member_id', '=', member.id).execute()).toHaveLength(0);
    // Without files, the same forms still work.
    const plainReview = await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '5', body: '콩이가 정말 잘 먹어요. 변 상태도 좋아졌어요.' }, member.cookie);
    expect(plainReview.status).toBe(302);
  });
});

/** The limits hold across instances: two servers sharing one Redis (and key prefix) count together. */
describe('write limits across two instances sharing Redis', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(dialects.includes('postgres') ? 'postgres' : 'sqlite');
    const shared = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `t${randomUUID().slice(0, 8)}:`,
      TRACKING_PER_VISITOR_PER_MINUTE: '6',
      TRACKING_PER_IP_PER_MINUTE: '1000',
      UPLOAD_MAX_FILES_PER_DAY: '4',
    };
    a = await startTestServer(db.url, shared);
    b = await startTestServer(db.url, shared, { seed: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  it('tracking logs of one visitor, sent to both instances in parallel, stop at the shared limit', async () => {
    const uuid = randomUUID();
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => rpc(i % 2 === 0 ? a : b, 'UserActivityController', 'createTrackingModuleLog', trackingLog(uuid)).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
  });

  it('a member’s uploads on both instances count against one daily quota', async () => {
    const member = await signedInMember(a.services);
    const upload = (server: TestServer) => rpc(server, 'FileUploadController', 'uploadToS3', { fileName: 'a.png', base64Body: pngWithText(8).toString('base64') }, { cookie: member.cookie });
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, i) => upload(i % 2 === 0 ? a : b).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
  });
});
