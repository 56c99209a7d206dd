import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects, type TestServer } from '../setup/test-server';
import { pdf, pngWithText } from '../fixtures/images';
import { serverFixture } from '../fixtures/server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const GOOD = { intent: 'save', category: 'product', title: '피부 사료 급여량 문의', body: '말티즈 3.2kg, 7살인데 더마 케어 사료를 하루에 몇 g 주면 될까요? 지금은 다른 사료와 섞어 주고 있어요.' };

/** The inquiry form posted the way a browser does, with any number of files. */
function postInquiry(server: TestServer, path: string, fields: Record<string, string | string[]>, files: { bytes: Buffer; name: string; type: string }[], cookie: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  for (const f of files) form.append('attachments', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return server.fetch(path, { method: 'POST', headers: { Origin: server.url, Cookie: cookie }, body: form });
}

describe.each(dialects)('1:1 inquiries on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let member: Member;
  let other: Member;
  let staff: Member;

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', '김도담');
    other = await signedInMember(server.services, 'member', '박보리');
    staff = await signedInMember(server.services, 'staff', '상담원');
  });

  const get = (path: string, cookie?: string) => server.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  const count = async (table: 'inquiries' | 'inquiry_attachments') =>
    Number((await server.services.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const idFrom = (res: Response) => new URL(res.headers.get('location')!, server.url).searchParams.get('id')!;

  it('guests are sent to the login page', async () => {
    const res = await get('/mypage/myqna');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/login?startURL=%2Fmypage%2Fmyqna');
  });

  it('an empty list invites the first question; the form offers the six categories', async () => {
    const list = await htmlOf(await get('/mypage/myqna', member.cookie));
    expect(list).toContain('아직 남긴 문의가 없어요');
    expect(list).toContain('/files/static/images/qna-empty.svg');
    const form = await htmlOf(await get('/mypage/myqna/request', member.cookie));
    for (const label of ['상품', '배송', '무료체험', '쿠폰', '회원', '기타']) expect(form).toContain(`<span>${label}</span>`);
    expect(form).toContain('관련 상품 (선택)');
    expect(form).toContain('관련 주문번호 (선택)');
  });

  it('refuses bad input with a Korean message per field and writes nothing', async () => {
    const before = await count('inquiries');
    const res = await postForm(server, '/mypage/myqna/request', { intent: 'save', category: 'pizza', title: ' ', body: '짧아요', orderNo: '../1' }, member.cookie);
    expect(res.status).toBe(400);
    const html = await htmlOf(res);
    expect(html).toContain('문의 유형을 선택해 주세요.');
    expect(html).toContain('제목을 2자 이상 입력해 주세요.');
    expect(html).toContain('문의 내용을 10자 이상 자세히 적어 주세요.');
    expect(html).toContain('주문번호는 영문, 숫자, 하이픈(-)으로 4~40자입니다.');
    expect(await count('inquiries')).toBe(before);
    const unknownProduct = await postForm(server, '/mypage/myqna/request', { ...GOOD, productId: 'p-none' }, member.cookie);
    expect(unknownProduct.status).toBe(400);
    expect(await htmlOf(unknownProduct)).toContain('선택한 상품을 찾을 수 없습니다.');
    expect(await count('inquiries')).toBe(before);
  });

  it('refuses more than 5 attachments, and files that are not images or PDF, saving nothing', async () => {
    const before = [await count('inquiries'), await count('inquiry_attachments')];
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: pngWithText(), name: `p${i}.png`, type: 'image/png' }));
    const tooMany = await postInquiry(server, '/mypage/myqna/request', GOOD, six, member.cookie);
    expect(tooMany.status).toBe(400);
    expect(await htmlOf(tooMany)).toContain('첨부파일은 5개까지 올릴 수 있습니다.');
    const fake = await postInquiry(server, '/mypage/myqna/request', GOOD, [{ bytes: Buffer.from('MZ\x90\x00 not a pdf'), name: '영수증.pdf', type: 'application/pdf' }], member.cookie);
    expect(fake.status).toBe(400);
    expect(await htmlOf(fake)).toContain('JPG, PNG, WEBP 이미지와 PDF 파일만 올릴 수 있습니다.');
    const large = await postInquiry(server, '/mypage/myqna/request', GOOD, [{ bytes: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]), name: 'big.pdf', type: 'application/pdf' }], member.cookie);
    expect(large.status).toBe(400);
    expect(await htmlOf(large)).toContain('5MB 이하');
    expect([await count('inquiries'), await count('inquiry_attachments')]).toEqual(before);
  });

  let inquiryId = '';
  let attachmentIds: string[] = [];

  it('saves an inquiry with a product, an order number and attachments, and shows it to its owner', async () => {
    const res = await postInquiry(
      server,
      '/mypage/myqna/request',
      { ...GOOD, productId: 'p-dog-derma-adult', orderNo: 'TR-20260301-0012' },
      [
        { bytes: pngWithText(), name: '사료봉투.png', type: 'image/png' },
        { bytes: pdf(), name: '진단서.pdf', type: 'application/pdf' },
      ],
      member.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('created=1');
    inquiryId = idFrom(res);
    const html = await htmlOf(await get(`/mypage/myqna/detail?id=${inquiryId}&created=1`, member.cookie));
    expect(html).toContain('피부 사료 급여량 문의');
    expect(html).toContain('답변대기');
    expect(html).toContain('TR-20260301-0012');
    expect(html).toContain('/products/detail?id=p-dog-derma-adult');
    expect(html).toContain('첨부파일 2개');
    expect(html).toContain('문의가 등록되었습니다.');
    attachmentIds = [...html.matchAll(/\/mypage\/myqna\/attachment\?id=([0-9a-f-]{36})/g)].map((m) => m[1]!).filter((v, i, a) => a.indexOf(v) === i);
    expect(attachmentIds).toHaveLength(2);
    const list = await htmlOf(await get('/mypage/myqna', member.cookie));
    expect(list).toContain('[상품] 피부 사료 급여량 문의');
    expect(list).toContain('답변대기');
  });

  it('serves attachments to the owner and staff only, stripped of metadata, never cached by others', async () => {
    const own = await get(`/mypage/myqna/attachment?id=${attachmentIds[0]}`, member.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await own.arrayBuffer()).includes(Buffer.from('GPS'))).toBe(false);
    const doc = await get(`/mypage/myqna/attachment?id=${attachmentIds[1]}`, member.cookie);
    expect(doc.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect((await get(`/mypage/myqna/attachment?id=${attachmentIds[0]}`, other.cookie)).status).toBe(404);
    expect((await get(`/mypage/myqna/attachment?id=${attachmentIds[0]}`)).status).toBe(302);
    expect((await get(`/mypage/myqna/attachment?id=${attachmentIds[0]}`, staff.cookie)).status).toBe(200);
  });

  it("another member sees none of it: not the detail, not the edit form, not in their list", async () => {
    expect((await get(`/mypage/myqna/detail?id=${inquiryId}`, other.cookie)).status).toBe(404);
    expect((await get(`/mypage/my-qna-form?id=${inquiryId}`, other.cookie)).status).toBe(404);
    expect(await htmlOf(await get('/mypage/myqna', other.cookie))).not.toContain('피부 사료 급여량 문의');
    const edit = await postForm(server, `/mypage/my-qna-form?id=${inquiryId}`, { ...GOOD, title: '가로채기' }, other.cookie);
    expect(edit.status).toBe(404);
    expect((await postForm(server, '/mypage/myqna/detail', { intent: 'delete', id: inquiryId }, other.cookie)).status).toBe(404);
    const row = await server.services.db.kysely.selectFrom('inquiries').select('title').where('id', '=', inquiryId).executeTakeFirstOrThrow();
    expect(row.title).toBe(GOOD.title);
  });

  it('the owner edits a waiting inquiry: fields, removing one file, adding another', async () => {
    const form = await htmlOf(await get(`/mypage/my-qna-form?id=${inquiryId}`, member.cookie));
    expect(form).toContain('등록된 첨부파일');
    const res = await postInquiry(
      server,
      `/mypage/my-qna-form?id=${inquiryId}`,
      { ...GOOD, title: '피부 사료 급여량 문의 (체중 수정)', productId: 'p-dog-derma-adult', removeAttachment: attachmentIds[1]! },
      [{ bytes: pngWithText(), name: 'more.png', type: 'image/png' }],
      member.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('updated=1');
    const rows = await server.services.db.kysely.selectFrom('inquiry_attachments').select(['id', 'content_type']).where('inquiry_id', '=', inquiryId).execute();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.id)).not.toContain(attachmentIds[1]);
    expect(rows.every((r) => r.content_type === 'image/png')).toBe(true);
  });

  it('staff pages: guests to login, members 403, staff see the waiting inquiry', async () => {
    expect((await get('/staff/inquiries')).status).toBe(302);
    expect((await get('/staff/inquiries', member.cookie)).status).toBe(403);
    const html = await htmlOf(await get('/staff/inquiries?status=waiting', staff.cookie));
    expect(html).toContain('피부 사료 급여량 문의 (체중 수정)');
    expect(html).toContain('김도담님');
  });

  it('staff answer; the member is told in the header and on the my-page until they open it', async () => {
    const empty = await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { answer: '  ' }, staff.cookie);
    expect(empty.status).toBe(400);
    expect(await htmlOf(empty)).toContain('답변 내용을 입력해 주세요.');
    expect((await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { answer: '가로채기' }, member.cookie)).status).toBe(403);

    const answer = '안녕하세요, 도담펫 영양 상담팀입니다.\n3.2kg 성견이라면 더마 케어 사료는 하루 약 65g을 두 번에 나눠 급여해 주세요.';
    const saved = await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { answer }, staff.cookie);
    expect(saved.status).toBe(302);

    const mypage = await htmlOf(await get('/mypage', member.cookie));
    expect(pageText(mypage)).toMatch(/새 알림 1 건 확인하기/);
    expect(mypage).toContain('읽지 않은 알림이 <strong>1건</strong> 있어요.');
    expect(await htmlOf(await get('/mypage/notifications', member.cookie))).toContain('1:1 문의에 답변이 도착했어요');
    expect(await htmlOf(await get('/mypage/myqna', member.cookie))).toContain('새 답변');
    expect(pageText(await htmlOf(await get('/mypage', other.cookie)))).not.toContain('새 알림');

    const detail = await htmlOf(await get(`/mypage/myqna/detail?id=${inquiryId}`, member.cookie));
    expect(detail).toContain('답변완료');
    expect(detail).toContain('하루 약 65g');
    expect(detail).not.toContain('수정하기');
    expect(pageText(await htmlOf(await get('/mypage', member.cookie)))).not.toContain('새 알림');
  });

  it('an answered inquiry can no longer be edited', async () => {
    const form = await get(`/mypage/my-qna-form?id=${inquiryId}`, member.cookie);
    expect(form.status).toBe(302);
    expect(form.headers.get('location')).toContain('locked=1');
    // The action refuses (nothing written); the page then sends the member to the detail's notice.
    const post = await postForm(server, `/mypage/my-qna-form?id=${inquiryId}`, { ...GOOD, title: '답변 후 수정' }, member.cookie);
    expect(post.status).toBe(302);
    expect(post.headers.get('location')).toContain('locked=1');
    const row = await server.services.db.kysely.selectFrom('inquiries').select('title').where('id', '=', inquiryId).executeTakeFirstOrThrow();
    expect(row.title).toBe('피부 사료 급여량 문의 (체중 수정)');
    expect(await htmlOf(await get(`/mypage/myqna/detail?id=${inquiryId}&locked=1`, member.cookie))).toContain('답변이 등록된 문의는 수정할 수 없어요.');
  });

  it('pages the list ten at a time, newest first', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await postForm(server, '/mypage/my-qna-form', { ...GOOD, category: 'delivery', title: `배송 문의 ${i}번` }, member.cookie);
      expect(res.status).toBe(302);
    }
    const first = await htmlOf(await get('/mypage/myqna', member.cookie));
    expect(first).toContain('총 <strong>11</strong>건');
    expect(first).toContain('배송 문의 10번');
    expect(first).not.toContain('피부 사료 급여량 문의');
    const second = await htmlOf(await get('/mypage/myqna?page=2', member.cookie));
    expect(second).toContain('피부 사료 급여량 문의');
    expect(second).toContain('답변완료');
  });

  it('the owner deletes an inquiry with its files', async () => {
    const keys = await server.services.db.kysely.selectFrom('inquiry_attachments').select('storage_key').where('inquiry_id', '=', inquiryId).execute();
    const res = await postForm(server, '/mypage/myqna/detail', { intent: 'delete', id: inquiryId }, member.cookie);
    expect(res.status).toBe(302);
    expect(await server.services.db.kysely.selectFrom('inquiries').select('id').where('id', '=', inquiryId).executeTakeFirst()).toBeUndefined();
    for (const k of keys) expect(await server.services.storage.get(k.storage_key)).toBeNull();
  });

  it('QnaController: create with base64 attachments, read back, count answers', async () => {
    const call = (method: string, params: unknown, cookie = member.cookie) =>
      server.fetch(`/lwr/apex/v65.0/QnaController/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(params) });
    const created = await call('createInquiry', {
      category: 'trial',
      title: '무료 체험 배송일 문의',
      body: '지난주에 신청한 고양이 사료 무료 체험은 언제쯤 도착하나요?',
      attachments: [{ fileName: '신청내역.png', contentType: 'image/png', base64Body: pngWithText().toString('base64') }],
    });
    expect(created.status).toBe(200);
    const body = (await created.json()) as { success: boolean; data: { id: string; attachments: unknown[]; categoryLabel: string } };
    expect(body.data).toMatchObject({ categoryLabel: '무료체험' });
    expect(body.data.attachments).toHaveLength(1);
    const bad = await call('createInquiry', { category: 'trial', title: '제목', body: '본문은 열 글자 이상입니다.', attachments: [{ fileName: '../x.png', base64Body: 'AAAA' }] });
    expect(bad.status).toBe(400);
    const mine = (await (await call('getMyInquiries', { page: 1 })).json()) as { total: number };
    expect(mine.total).toBe(11);
    expect(await (await call('getUnreadAnswerCount', {})).json()).toEqual({ count: 0 });
    const staffList = await call('getInquiries', { status: 'waiting' }, staff.cookie);
    expect(((await staffList.json()) as { total: number }).total).toBeGreaterThanOrEqual(11);
    const answered = await call('answerInquiry', { inquiryId: body.data.id, answer: '이번 주 금요일에 출고될 예정이에요.' }, staff.cookie);
    expect(answered.status).toBe(200);
    expect(await (await call('getUnreadAnswerCount', {})).json()).toEqual({ count: 1 });
  });
});
