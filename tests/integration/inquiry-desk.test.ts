import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { rpcOk } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

type Person = Awaited<ReturnType<typeof signedInMember>>;

/**
 * Issue 24, item 7: support answers with saved replies managed in the back-office, sees the
 * member's pets, earlier inquiries, trial applications and coupons beside the question (a view
 * the audit trail records with those fields), and keeps staff-only notes that never reach the
 * member's page or server method.
 */
describe.each(dialects)('the support desk on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let support: Person;
  let member: Person;
  let inquiryId: string;

  const get = (path: string, cookie: string) => server.fetch(path, { headers: { Cookie: cookie } });
  const audit = (action: string) => server.services.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at').orderBy('id').execute();

  beforeAll(async () => {
    support = await signedInMember(server.services, 'support', '상담 담당');
    member = await signedInMember(server.services, 'member', '김도담');
    await addPet(server.services, member.id, 'dog', '보리');
    await rpcOk(server, 'QnaController', 'createInquiry', { category: 'product', title: '예전 문의', body: '예전에 남긴 문의입니다. 확인 부탁드려요.' }, { cookie: member.cookie });
    const created = await rpcOk(server, 'QnaController', 'createInquiry', { category: 'product', title: '급여량 문의', body: '하루에 얼마나 주면 될까요? 자세히 알려 주세요.' }, { cookie: member.cookie });
    inquiryId = (created as { data: { id: string } }).data.id;
  });

  it('saved replies: support creates, changes and deletes them, each audited; bad input is refused in Korean; members get 403', async () => {
    const page = '/staff/inquiries/templates';
    expect((await get(page, member.cookie)).status).toBe(403);
    const bad = await postForm(server, page, { intent: 'save', title: ' ', body: '' }, support.cookie);
    expect(bad.status).toBe(400);
    expect(await htmlOf(bad)).toContain('제목을 입력해 주세요.');
    expect((await postForm(server, page, { intent: 'save', title: '인사', body: '{회원|이/가} 남긴 ‘{제목}’ 문의에 답합니다.' }, support.cookie)).status).toBe(302);
    expect((await postForm(server, page, { intent: 'save', title: '지울 답변', body: '곧 지웁니다.' }, support.cookie)).status).toBe(302);
    const rows = await server.services.db.kysely.selectFrom('reply_templates').selectAll().orderBy('title').execute();
    expect(rows.map((r) => r.title)).toEqual(['인사', '지울 답변']);
    const greeting = rows[0]!;
    expect((await postForm(server, page, { intent: 'save', id: greeting.id, title: '첫인사', body: '{회원|이/가} 남긴 ‘{제목}’ 문의에 답합니다. 고맙습니다.' }, support.cookie)).status).toBe(302);
    expect((await postForm(server, page, { intent: 'delete', id: rows[1]!.id }, support.cookie)).status).toBe(302);
    expect((await postForm(server, page, { intent: 'delete', id: rows[1]!.id }, support.cookie)).status).toBe(404);
    const listed = pageText(await htmlOf(await get(page, support.cookie)));
    expect(listed).toContain('첫인사');
    expect(listed).not.toContain('지울 답변');
    const saves = await audit('qna.saveReplyTemplate');
    expect(saves).toHaveLength(3);
    expect(saves[2]).toMatchObject({ actor_id: support.id, object_type: 'reply_template', object_id: greeting.id });
    expect(JSON.parse(saves[2]!.changes).title).toEqual({ before: '인사', after: '첫인사' });
    expect(await audit('qna.deleteReplyTemplate')).toHaveLength(1);
  });

  it('the detail shows the saved replies filled in with the right particle, and the member’s context; the view is audited with those fields', async () => {
    const html = await htmlOf(await get(`/staff/inquiries/detail?id=${inquiryId}`, support.cookie));
    expect(html).toContain('김도담이 남긴 ‘급여량 문의’ 문의에 답합니다. 고맙습니다.');
    const text = pageText(html);
    expect(text).toContain('문의한 회원');
    expect(text).toContain('보리');
    expect(text).toContain('이전 문의 1건');
    expect(text).toContain('예전 문의');
    expect(text).toContain('체험 신청 0건');
    expect(text).toContain('쿠폰 0장');
    const views = (await audit('inquiries.view')).filter((e) => e.object_id === inquiryId);
    expect(views.length).toBeGreaterThan(0);
    expect(views.at(-1)).toMatchObject({ actor_id: support.id, kind: 'view', object_type: 'inquiry' });
    expect(JSON.parse(views.at(-1)!.changes).fields).toEqual(expect.arrayContaining(['pets', 'inquiries', 'trialApplications', 'coupons']));
  });

  it('internal notes: staff see them, the member’s page and server method never do; audited', async () => {
    const secret = '고객이 예민함 — 다음 답변은 팀장 확인 후';
    const empty = await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { intent: 'note', note: ' ' }, support.cookie);
    expect(empty.status).toBe(400);
    expect(await htmlOf(empty)).toContain('메모를 입력해 주세요.');
    expect((await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { intent: 'note', note: secret }, member.cookie)).status).toBe(403);
    const saved = await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { intent: 'note', note: secret }, support.cookie);
    expect(saved.status).toBe(302);
    expect(pageText(await htmlOf(await get(`/staff/inquiries/detail?id=${inquiryId}`, support.cookie)))).toContain(secret);
    const memberPage = await htmlOf(await get(`/mypage/myqna/detail?id=${inquiryId}`, member.cookie));
    expect(memberPage).toContain('급여량 문의');
    expect(memberPage).not.toContain('팀장 확인');
    expect(memberPage).not.toContain('내부 메모');
    const viaMethod = JSON.stringify(await rpcOk(server, 'QnaController', 'getMyInquiry', { inquiryId }, { cookie: member.cookie }));
    expect(viaMethod).toContain('급여량 문의');
    expect(viaMethod).not.toContain('팀장 확인');
    const list = JSON.stringify(await rpcOk(server, 'QnaController', 'getMyInquiries', { page: 1 }, { cookie: member.cookie }));
    expect(list).not.toContain('팀장 확인');
    const [entry] = await audit('qna.addNote');
    expect(entry).toMatchObject({ actor_id: support.id, object_type: 'inquiry', object_id: inquiryId });
    expect(JSON.parse(entry!.changes).text).toEqual({ before: null, after: secret });
  });

  it('answering with a saved reply: the answer reaches the member', async () => {
    const answer = '김도담이 남긴 ‘급여량 문의’ 문의에 답합니다. 고맙습니다.';
    expect((await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { intent: 'answer', answer }, support.cookie)).status).toBe(302);
    expect(await htmlOf(await get(`/mypage/myqna/detail?id=${inquiryId}`, member.cookie))).toContain(answer);
  });
});
