import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { png } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { apply, createCampaign, saveAddress } from '../fixtures/recruitment';
import { rpc, rpcOk } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';
import { parseCsv } from '#server/platform/spreadsheet/csv';

type Person = Awaited<ReturnType<typeof signedInMember>>;

/** The sentences of the audit page's entries, as read (tags removed). */
function sentencesOf(html: string): string[] {
  return [...html.matchAll(/data-testid="audit-entry"[^>]*><p[^>]*>(.*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''));
}

/**
 * Issue 14, item 6: every staff change writes one audit entry (who, role, object, the changed
 * fields before and after, when, from which address) in the transaction of the change; a refused
 * change writes none. Admins browse and filter the trail; nobody can change it.
 */
describe.each(dialects)('the audit trail on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let admin: Person;
  let support: Person;
  let member: Person;
  let orderId: string;

  const entries = (objectId?: string) => {
    let query = server.services.db.kysely.selectFrom('audit_log').selectAll().orderBy('at', 'asc').orderBy('id', 'asc');
    if (objectId) query = query.where('object_id', '=', objectId);
    return query.execute();
  };

  beforeAll(async () => {
    admin = await signedInMember(server.services, 'admin', '관리 담당');
    support = await signedInMember(server.services, 'support', '상담 담당');
    member = await signedInMember(server.services, 'member', '김회원');
    await saveAddress(server.services, member.id);
    const petId = await addPet(server.services, member.id, 'dog');
    orderId = await apply(server, member.cookie, await createCampaign(server.services), petId);
  });

  it('a trial move writes one entry with the status before and after, the person, role and address', async () => {
    await rpcOk(server, 'RecruitmentController', 'updateOrderStatus', { orderId, status: 'selected', note: '축하드려요' }, { cookie: support.cookie });
    const [entry] = await entries(orderId);
    expect(entry).toMatchObject({
      actor_id: support.id,
      actor_name: '상담 담당',
      actor_role: 'support',
      kind: 'change',
      action: 'recruitment.moveOrder',
      object_type: 'trial_order',
      object_id: orderId,
      ip: '127.0.0.1',
    });
    expect(JSON.parse(entry!.changes)).toEqual({ status: { before: 'applied', after: 'selected' }, note: { before: null, after: '축하드려요' } });
    expect(entry!.request_id).not.toBe('');
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('a refused change writes nothing (the entry shares the transaction of the change)', async () => {
    const before = (await entries(orderId)).length;
    const refused = await rpc(server, 'RecruitmentController', 'updateOrderStatus', { orderId, status: 'delivered' }, { cookie: support.cookie });
    expect(refused.status).toBe(409);
    expect((await entries(orderId)).length).toBe(before);
  });

  it('site settings: only the fields that changed, before and after', async () => {
    await rpcOk(server, 'SiteAdminController', 'updateSiteConfig', { AlertMessage__c: '점검 안내', IsMaintenance__c: false }, { cookie: admin.cookie });
    const entry = (await entries('1')).find((e) => e.action === 'site.updateSiteConfig');
    expect(entry).toMatchObject({ actor_id: admin.id, actor_role: 'admin', object_type: 'site_config' });
    const changes = JSON.parse(entry!.changes) as Record<string, unknown>;
    expect(changes.AlertMessage__c).toEqual({ before: expect.any(String), after: '점검 안내' });
    expect(changes.IsMaintenance__c).toBeUndefined(); // unchanged, so not listed
  });

  it('an inquiry answer records the status and the answer', async () => {
    await rpcOk(server, 'QnaController', 'createInquiry', { category: 'product', title: '급여량 문의', body: '하루에 얼마나 주면 될까요? 자세히 알려 주세요.' }, { cookie: member.cookie });
    const { id: inquiryId } = await server.services.db.kysely.selectFrom('inquiries').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    await rpcOk(server, 'QnaController', 'answerInquiry', { inquiryId, answer: '하루 80g을 두 번에 나눠 주세요.' }, { cookie: support.cookie });
    const [entry] = await entries(inquiryId);
    expect(entry).toMatchObject({ action: 'qna.answerInquiry', object_type: 'inquiry', actor_role: 'support' });
    expect(JSON.parse(entry!.changes)).toEqual({ status: { before: 'waiting', after: 'answered' }, answer: { before: null, after: '하루 80g을 두 번에 나눠 주세요.' } });
  });

  it("an editor removing a member's public file is a staff change; a member removing their own is not", async () => {
    const editor = await signedInMember(server.services, 'editor', '편집 담당');
    const uploaded = await rpcOk(server, 'FileUploadController', 'uploadToS3', { fileName: 'a.png', contentType: 'image/png', base64Body: png(32).toString('base64') }, { cookie: member.cookie });
    const fileName = (uploaded as { data: { fileName: string } }).data.fileName;
    await rpcOk(server, 'FileUploadController', 'deleteFromS3', { fileName }, { cookie: editor.cookie });
    const [entry] = await entries(fileName);
    expect(entry).toMatchObject({ action: 'files.deletePublicFile', actor_id: editor.id, actor_role: 'editor', object_type: 'uploaded_file' });
    expect(JSON.parse(entry!.changes).owner).toEqual({ before: member.id, after: null });
    const own = await rpcOk(server, 'FileUploadController', 'uploadToS3', { fileName: 'b.png', contentType: 'image/png', base64Body: png(32).toString('base64') }, { cookie: member.cookie });
    const ownName = (own as { data: { fileName: string } }).data.fileName;
    await rpcOk(server, 'FileUploadController', 'deleteFromS3', { fileName: ownName }, { cookie: member.cookie });
    expect(await entries(ownName)).toEqual([]);
  });

  it('admins browse the trail filtered by person and object; other roles get 403; it cannot be posted to', async () => {
    const all = await server.fetch('/staff/audit', { headers: { Cookie: admin.cookie } });
    expect(all.status).toBe(200);
    const text = pageText(await htmlOf(all));
    expect(sentencesOf(await htmlOf(await server.fetch('/staff/audit', { headers: { Cookie: admin.cookie } })))).toContain('상담 담당님이 체험 신청 ‘김도담’의 상태를 바꿨습니다.');
    expect(text).toContain('고객지원');
    expect(text).toContain('상태 신청완료 → 당첨');
    expect(text).not.toContain('status');
    expect(await htmlOf(await server.fetch('/staff/audit', { headers: { Cookie: admin.cookie } }))).toContain(`href="/staff/trials/detail?id=${orderId}"`);
    const byAdmin = pageText(await htmlOf(await server.fetch(`/staff/audit?actor=${admin.id}`, { headers: { Cookie: admin.cookie } })));
    expect(byAdmin).toContain('사이트 설정 변경');
    expect(byAdmin).not.toContain('상태를 바꿨습니다');
    const byObject = pageText(await htmlOf(await server.fetch(`/staff/audit?object=trial_order&objectId=${orderId}`, { headers: { Cookie: admin.cookie } })));
    expect(byObject).toContain('기록 1건');
    const views = pageText(await htmlOf(await server.fetch('/staff/audit?kind=view', { headers: { Cookie: admin.cookie } })));
    expect(views).not.toContain('상태를 바꿨습니다');
    const future = pageText(await htmlOf(await server.fetch('/staff/audit?from=2099-01-01', { headers: { Cookie: admin.cookie } })));
    expect(future).toContain('조건에 맞는 기록이 없습니다.');
    expect((await server.fetch('/staff/audit', { headers: { Cookie: support.cookie } })).status).toBe(403);
    const post = await server.fetch('/staff/audit', { method: 'POST', headers: { Cookie: admin.cookie, Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'id=x' });
    expect(post.status).toBe(405);
  });

  it('pages the trail 20 at a time, newest first', async () => {
    for (let i = 0; i < 21; i++) await rpcOk(server, 'SiteAdminController', 'updateSiteConfig', { AlertMessage__c: `안내 ${i}` }, { cookie: admin.cookie });
    const first = pageText(await htmlOf(await server.fetch(`/staff/audit?actor=${admin.id}`, { headers: { Cookie: admin.cookie } })));
    expect(first).toContain('→ 안내 20');
    expect(first).not.toContain('→ 안내 0 ');
    const second = pageText(await htmlOf(await server.fetch(`/staff/audit?actor=${admin.id}&page=2`, { headers: { Cookie: admin.cookie } })));
    expect(second).toContain('→ 점검 안내');
  });

  it('exports the filtered trail as CSV with a BOM, read back row by row; the download is audited; others get 403', async () => {
    const res = await server.fetch(`/staff/audit/export.csv?actor=${support.id}`, { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const { rows } = parseCsv(text);
    expect(rows[0]!.fields.slice(0, 4)).toEqual(['일시(서울)', '담당자', '역할', '작업']);
    const body = rows.slice(1).map((r) => r.fields);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((f) => f[1] === '상담 담당')).toBe(true);
    const move = body.find((f) => f[3] === '체험 신청 상태 변경')!;
    expect(move[0]).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일 오[전후] \d{1,2}:\d{2}$/);
    expect(move[6]).toBe(orderId);
    expect(move[7]).toBe('상담 담당님이 체험 신청 ‘김도담’의 상태를 바꿨습니다.');
    expect(move[8]).toContain('상태: 신청완료 → 당첨');
    const period = parseCsv(await (await server.fetch('/staff/audit/export.csv?from=2099-01-01', { headers: { Cookie: admin.cookie } })).text()).rows;
    expect(period).toHaveLength(1);
    const exported = await server.services.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'audit.export').execute();
    expect(exported.length).toBeGreaterThanOrEqual(2);
    expect(exported[0]).toMatchObject({ actor_id: admin.id, kind: 'view', object_type: 'audit_log' });
    expect((await server.fetch('/staff/audit/export.csv', { headers: { Cookie: support.cookie } })).status).toBe(403);
  });

  it('an entry the kit writes for an operation names the record, so the trail finds it by object and number', async () => {
    const at = new Date().toISOString();
    await server.services.db.kysely
      .insertInto('mail_outbox')
      .values({ id: 'mail-failed-1', member_id: null, to_address: 'gone@example.test', template: 'account.password-changed', data: '{}', status: 'failed', attempts: 5, next_attempt_at: at, lease_owner: null, lease_until: null, last_error: '550 no such user', transport: null, subject: null, created_at: at, sent_at: null })
      .execute();
    expect((await postForm(server, '/staff/mail', { mailId: 'mail-failed-1' }, admin.cookie)).status).toBe(302);
    const [entry] = await entries('mail-failed-1');
    expect(entry).toMatchObject({ action: 'staff.requeueMail', object_type: 'mail', object_id: 'mail-failed-1' });
    const found = await htmlOf(await server.fetch('/staff/audit?object=mail&objectId=mail-failed-1', { headers: { Cookie: admin.cookie } }));
    expect(pageText(found)).toContain('기록 1건');
    expect(sentencesOf(found)).toEqual(['관리 담당님이 메일을 다시 보내도록 했습니다.']);
  });
});
