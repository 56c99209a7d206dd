import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { rpc } from '../fixtures/rpc-client';
import { saveThroughEditor, stateChange, within } from '../fixtures/backoffice';
import { serverFixture } from '../fixtures/server';
import { createTestDatabase, dialects, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HTML = { Accept: 'text/html' };

/**
 * The back-office content kit (issue 15) through the notice and FAQ editors: create, edit,
 * preview, publish now or at a time, unpublish, delete and restore, bulk changes, the version
 * check, sanitised HTML, the search index, and the guest page cache and 5-minute answers
 * dropped in the same operation.
 */
describe.each(dialects)('back-office content kit on %s', (dialect) => {
  // Guest pages are kept a minute: every change below must show at once anyway.
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '60' });
  let staff: Member;
  let member: Member;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
    member = await signedInMember(server.services, 'member', '김도담');
  });

  const newsRow = (id: string) => server.services.db.kysely.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const guestPage = async (path: string) => {
    const res = await server.fetch(path, { headers: HTML });
    return { status: res.status, html: await htmlOf(res), cache: res.headers.get('x-page-cache') };
  };
  const notice = (title: string, extra: Record<string, string> = {}) => ({ category: '공지', title, bodyHtml: `<p>${title} 본문입니다.</p>`, pin: '0', sortOrder: '0', ...extra });
  const searchTitles = async (q: string) => {
    const answer = await rpc(server, 'SearchController', 'search', { q });
    return JSON.stringify(answer.body);
  };

  it('is for staff: guests go to login, members get 403, and nothing is written', async () => {
    const guest = await server.fetch('/staff/notices');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/login?startURL=');
    expect((await server.fetch('/staff/notices', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const before = await server.services.db.kysely.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await postForm(server, '/staff/notices/edit', { intent: 'save', ...notice('회원이 쓴 공지'), publish: 'now' }, member.cookie);
    expect(res.status).toBe(403);
    const after = await server.services.db.kysely.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses bad input with Korean messages per field', async () => {
    const res = await postForm(server, '/staff/notices/edit', { intent: 'save', category: '없는 분류', title: '', bodyHtml: '', pin: '12', sortOrder: 'x', publish: 'at', publishAt: '2026-13-40T25:00' }, staff.cookie);
    expect(res.status).toBe(400);
    const html = await htmlOf(res);
    for (const message of ['분류를 선택해 주세요.', '제목을 입력해 주세요.', '내용을 입력해 주세요.', '상단 고정 순위는 0~9 사이의 숫자로 입력해 주세요.']) {
      expect(html).toContain(message);
    }
    // The schedule is checked once the fields are right.
    const when = await postForm(server, '/staff/notices/edit', { intent: 'save', ...notice('예약 시각이 틀린 공지'), publish: 'at', publishAt: '2026-13-40T25:00' }, staff.cookie);
    expect(when.status).toBe(400);
    expect(await htmlOf(when)).toContain('예약 게시 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.');
    const missing = await postForm(server, '/staff/notices/edit', { intent: 'save', ...notice('예약 시각이 없는 공지'), publish: 'at', publishAt: '' }, staff.cookie);
    expect(await htmlOf(missing)).toContain('예약 게시 일시를 입력해 주세요.');
  });

  it('creates a private notice (sanitised), previews it for staff only, publishes it: the cached list, the detail page, search and the cached answer show it at once', async () => {
    const title = `새 배송 안내 ${randomUUID().slice(0, 6)}`;
    // Guests' copies of the list page and of the 5-minute answer, made before the change.
    expect((await guestPage('/customer-center/news')).cache).toBeNull();
    expect((await guestPage('/customer-center/news')).cache).toBe('hit');
    const before = await rpc(server, 'CustomerCenterController', 'getNews', { page: 1 }, { method: 'GET' });
    expect(JSON.stringify(before.body)).not.toContain(title);

    const id = await saveThroughEditor(server, '/staff/notices/edit', { ...notice(title), bodyHtml: `<p onclick="x()">${title} 본문<script>alert(1)</script><img src="https://evil.example/x.png"></p>`, publish: 'draft' }, staff.cookie);
    const row = await newsRow(id);
    expect(row.is_published).toBe(0);
    expect(row.version).toBe(1);
    expect(row.body_html).toBe(`<p>${title} 본문</p>`);
    expect((await guestPage(`/customer-center/news/details?id=${id}`)).status).toBe(404);
    expect((await guestPage(`/customer-center/news/details?id=${id}&preview=1`)).status).toBe(404);
    const preview = await server.fetch(`/customer-center/news/details?id=${id}&preview=1`, { headers: { ...HTML, Cookie: staff.cookie } });
    expect(preview.status).toBe(200);
    const previewHtml = await htmlOf(preview);
    expect(previewHtml).toContain(title);
    // Marked as a preview, so staff never take it for the live page.
    expect(previewHtml).toContain('aria-label="미리보기 안내"');
    expect(await htmlOf(await server.fetch(`/customer-center/news/details?id=${id}`, { headers: { ...HTML, Cookie: staff.cookie } }))).not.toContain('미리보기 안내');
    expect(await searchTitles(title)).not.toContain(id);

    const published = await stateChange(server, '/staff/notices/edit', 'publish', id, 1, staff.cookie);
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toBe(`/staff/notices/edit?id=${id}&saved=publish`);
    expect(await newsRow(id)).toMatchObject({ is_published: 1, version: 2 });
    const list = await guestPage('/customer-center/news');
    expect(list.cache).toBeNull();
    expect(list.html).toContain(title);
    expect((await guestPage(`/customer-center/news/details?id=${id}`)).html).toContain(title);
    expect(await searchTitles(title)).toContain(id);
    const after = await rpc(server, 'CustomerCenterController', 'getNews', { page: 1 }, { method: 'GET' });
    expect(JSON.stringify(after.body)).toContain(title);

    const editor = await htmlOf(await server.fetch(`/staff/notices/edit?id=${id}&saved=publish`, { headers: { Cookie: staff.cookie } }));
    expect(editor).toContain('게시했습니다.');
    expect(editor).toContain('게시 중');
  });

  it('refuses the later of two saves of the same version with a clear message, writing nothing', async () => {
    const id = await saveThroughEditor(server, '/staff/notices/edit', { ...notice('버전 확인용 공지'), publish: 'now' }, staff.cookie);
    const first = await postForm(server, '/staff/notices/edit', { intent: 'save', id, version: '1', ...notice('먼저 저장한 제목'), publish: 'keep' }, staff.cookie);
    expect(first.status).toBe(302);
    const second = await postForm(server, '/staff/notices/edit', { intent: 'save', id, version: '1', ...notice('나중에 저장한 제목'), publish: 'keep' }, staff.cookie);
    expect(second.status).toBe(409);
    const html = await htmlOf(second);
    expect(html).toContain('다른 담당자가 이 내용을 먼저 저장했습니다.');
    // What the second editor typed is still in the form, not lost.
    expect(html).toContain('나중에 저장한 제목');
    expect(await newsRow(id)).toMatchObject({ title: '먼저 저장한 제목', version: 2 });
    // A state change at a stale version is refused the same way.
    expect((await stateChange(server, '/staff/notices/edit', 'unpublish', id, 1, staff.cookie)).status).toBe(409);
    expect((await newsRow(id)).is_published).toBe(1);
  });

  it('publishes at a scheduled time with no restart: hidden before, shown after, the cached list dropped at that time', async () => {
    const title = `예약 공지 ${randomUUID().slice(0, 6)}`;
    const at = new Date(Date.now() + 2500);
    const id = await saveThroughEditor(server, '/staff/notices/edit', { ...notice(title), publish: 'at', publishAt: at.toISOString() }, staff.cookie);
    expect((await newsRow(id)).publish_at).toBe(at.toISOString());
    // Cached by guests while it is still to come.
    expect((await guestPage('/customer-center/news')).html).not.toContain(title);
    expect((await guestPage('/customer-center/news')).cache).toBe('hit');
    expect(await searchTitles(title)).not.toContain(id);
    await within(2000, async () => server.services.publishClock.nextAt === at.toISOString(), 50);
    const editor = await htmlOf(await server.fetch(`/staff/notices/edit?id=${id}`, { headers: { Cookie: staff.cookie } }));
    expect(editor).toContain('게시 예약');
    // The staff home lists what waits to go live, linking to the list filtered to it.
    const home = await htmlOf(await server.fetch('/staff', { headers: { Cookie: staff.cookie } }));
    expect(home).toContain('공개 예약된 콘텐츠');
    expect(home).toMatch(/href="\/staff\/notices\?state=scheduled"[^>]*>공지사항 \d+건<\/a>/);

    await within(6000, async () => (await guestPage('/customer-center/news')).html.includes(title), 200);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect((await guestPage(`/customer-center/news/details?id=${id}`)).status).toBe(200);
    expect(await searchTitles(title)).toContain(id);
  });

  it('deletes (guests and search lose it, the list filters it) and restores it', async () => {
    const title = `삭제할 공지 ${randomUUID().slice(0, 6)}`;
    const id = await saveThroughEditor(server, '/staff/notices/edit', { ...notice(title), publish: 'now' }, staff.cookie);
    expect((await guestPage(`/customer-center/news/details?id=${id}`)).status).toBe(200);
    expect((await stateChange(server, '/staff/notices/edit', 'delete', id, 1, staff.cookie)).status).toBe(302);
    expect((await newsRow(id)).deleted_at).not.toBeNull();
    expect((await guestPage(`/customer-center/news/details?id=${id}`)).status).toBe(404);
    expect(await searchTitles(title)).not.toContain(id);
    const all = await htmlOf(await server.fetch(`/staff/notices?q=${encodeURIComponent(title)}`, { headers: { Cookie: staff.cookie } }));
    expect(all).toContain('공지 0개');
    const deleted = await htmlOf(await server.fetch(`/staff/notices?state=deleted&q=${encodeURIComponent(title)}`, { headers: { Cookie: staff.cookie } }));
    expect(deleted).toContain('공지 1개');
    // A deleted notice cannot be edited until it is restored.
    expect((await postForm(server, '/staff/notices/edit', { intent: 'save', id, version: '2', ...notice('삭제 후 수정'), publish: 'keep' }, staff.cookie)).status).toBe(409);
    expect((await stateChange(server, '/staff/notices/edit', 'restore', id, 2, staff.cookie)).status).toBe(302);
    expect((await guestPage(`/customer-center/news/details?id=${id}`)).status).toBe(200);
    expect(await searchTitles(title)).toContain(id);
  });

  it('publishes and unpublishes ticked rows in bulk from the list', async () => {
    const tag = randomUUID().slice(0, 6);
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await saveThroughEditor(server, '/staff/faqs/edit', { category: 'etc', question: `일괄 질문 ${tag} ${n}`, answerHtml: '<p>답변</p>', sortOrder: String(-100 + n), publish: 'draft' }, staff.cookie));
    const res = await postForm(server, '/staff/faqs?q=' + tag, { intent: 'bulk', action: 'publish', ids: [ids[0]!, ids[1]!] }, staff.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/staff/faqs?q=${tag}&saved=bulk-publish-2`);
    const page = await htmlOf(await server.fetch(`/customer-center/faqs?category=etc`, { headers: HTML }));
    expect(page).toContain(`일괄 질문 ${tag} 1`);
    expect(page).not.toContain(`일괄 질문 ${tag} 3`);
    const notice = await htmlOf(await server.fetch(res.headers.get('location')!, { headers: { Cookie: staff.cookie } }));
    expect(notice).toContain('2개를 게시했습니다.');
    expect((await postForm(server, '/staff/faqs', { intent: 'bulk', action: 'unpublish', ids }, staff.cookie)).headers.get('location')).toBe('/staff/faqs?saved=bulk-unpublish-2');
    expect(await htmlOf(await server.fetch(`/customer-center/faqs?category=etc`, { headers: HTML }))).not.toContain(`일괄 질문 ${tag}`);
    expect((await postForm(server, '/staff/faqs', { intent: 'bulk', action: 'publish' }, staff.cookie)).status).toBe(400);
  });

  it('lists with search, state filter, sort and paging', async () => {
    const tag = randomUUID().slice(0, 6);
    for (let n = 0; n < 23; n++) await saveThroughEditor(server, '/staff/faqs/edit', { category: 'member', question: `목록 ${tag} ${String(n).padStart(2, '0')}`, answerHtml: '<p>답</p>', sortOrder: String(n), publish: n % 2 ? 'now' : 'draft' }, staff.cookie);
    const first = await htmlOf(await server.fetch(`/staff/faqs?q=${tag}&sort=question`, { headers: { Cookie: staff.cookie } }));
    expect(first).toContain('질문 23개');
    expect(first).toContain(`목록 ${tag} 00`);
    expect(first).not.toContain(`목록 ${tag} 20`);
    const second = await htmlOf(await server.fetch(`/staff/faqs?q=${tag}&sort=question&page=2`, { headers: { Cookie: staff.cookie } }));
    expect(second).toContain(`목록 ${tag} 20`);
    const drafts = await htmlOf(await server.fetch(`/staff/faqs?q=${tag}&state=draft`, { headers: { Cookie: staff.cookie } }));
    expect(drafts).toContain('질문 12개');
  });
});

/**
 * Issue 15: a change saved on one instance shows on the other within seconds, not after a TTL:
 * its guest pages, its 5-minute answers, and a scheduled publish on its own clock.
 */
describe('back-office changes on two instances (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let staffCookie: string;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: `t${randomUUID().slice(0, 8)}:`, PAGE_CACHE_SECONDS: '300' };
    a = await startTestServer(db.url, shared);
    b = await startTestServer(db.url, shared, { seed: false });
    staffCookie = (await signedInMember(a.services, 'staff', '운영팀')).cookie;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const onB = async (path: string) => htmlOf(await b.fetch(path, { headers: HTML }));

  it('a notice published on one instance shows on the other at once: its cached page and cached answer are dropped', async () => {
    const title = `두 서버 공지 ${randomUUID().slice(0, 6)}`;
    const id = await saveThroughEditor(a, '/staff/notices/edit', { category: '공지', title, bodyHtml: '<p>본문</p>', pin: '0', sortOrder: '0', publish: 'draft' }, staffCookie);
    await onB('/customer-center/news');
    expect((await b.fetch('/customer-center/news', { headers: HTML })).headers.get('x-page-cache')).toBe('hit');
    const cached = await rpc(b, 'CustomerCenterController', 'getNews', { page: 1 }, { method: 'GET' });
    expect(JSON.stringify(cached.body)).not.toContain(title);

    expect((await stateChange(a, '/staff/notices/edit', 'publish', id, 1, staffCookie)).status).toBe(302);
    const took = await within(2000, async () => (await onB('/customer-center/news')).includes(title), 50);
    expect(took).toBeLessThan(2000);
    const answer = await rpc(b, 'CustomerCenterController', 'getNews', { page: 1 }, { method: 'GET' });
    expect(JSON.stringify(answer.body)).toContain(title);

    // And out again, as fast.
    expect((await stateChange(a, '/staff/notices/edit', 'unpublish', id, 2, staffCookie)).status).toBe(302);
    await within(2000, async () => !(await onB('/customer-center/news')).includes(title), 50);
  });

  it('a notice scheduled on one instance goes live on the other at its time (the other instance runs its own clock)', async () => {
    const title = `두 서버 예약 ${randomUUID().slice(0, 6)}`;
    const at = new Date(Date.now() + 2500).toISOString();
    await saveThroughEditor(a, '/staff/notices/edit', { category: '공지', title, bodyHtml: '<p>본문</p>', pin: '0', sortOrder: '0', publish: 'at', publishAt: at }, staffCookie);
    await within(2000, async () => b.services.publishClock.nextAt === at, 50);
    expect(await onB('/customer-center/news')).not.toContain(title);
    expect((await b.fetch('/customer-center/news', { headers: HTML })).headers.get('x-page-cache')).toBe('hit');
    await within(6000, async () => (await onB('/customer-center/news')).includes(title), 200);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
  });
});

/** The same operations through their server methods (decision 012): one schema, one set of messages. */
describe.each(dialects)('back-office server methods on %s', (dialect) => {
  const server = serverFixture(dialect);
  let staff: Member;
  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
  });

  it('save, refuse a stale version and bad input with the page\'s messages, change the state', async () => {
    const created = await rpc(server, 'ContentAdminController', 'saveNews', { category: '공지', title: 'API 공지', bodyHtml: '<p>본문</p>', pin: 0, sortOrder: 0, publish: 'draft' }, { cookie: staff.cookie });
    expect(created.status).toBe(200);
    const { id, version } = (created.body as unknown as { data: { id: string; version: number } }).data;
    expect(version).toBe(1);
    const bad = await rpc(server, 'ContentAdminController', 'saveNews', { id, version: 1, category: '공지', title: '', bodyHtml: '<p>본문</p>', pin: 0, sortOrder: 0 }, { cookie: staff.cookie });
    expect(bad.status).toBe(400);
    expect(bad.failure).toMatchObject({ errorCode: 'INVALID_INPUT', field: 'title', message: '제목을 입력해 주세요.' });
    expect((await rpc(server, 'ContentAdminController', 'saveNews', { id, version: 1, category: '공지', title: '고친 제목', bodyHtml: '<p>본문</p>', pin: 0, sortOrder: 0 }, { cookie: staff.cookie })).status).toBe(200);
    const stale = await rpc(server, 'ContentAdminController', 'saveNews', { id, version: 1, category: '공지', title: '덮어쓰기', bodyHtml: '<p>본문</p>', pin: 0, sortOrder: 0 }, { cookie: staff.cookie });
    expect(stale.status).toBe(409);
    expect(stale.failure).toMatchObject({ errorCode: 'VERSION_CONFLICT' });
    expect(stale.failure.message).toContain('다른 담당자가 이 내용을 먼저 저장했습니다.');
    const published = await rpc(server, 'ContentAdminController', 'changeContentState', { type: 'news', action: 'publish', id, version: 2 }, { cookie: staff.cookie });
    expect(published.status).toBe(200);
    expect(await server.services.db.kysely.selectFrom('news').select(['title', 'is_published', 'version']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ title: '고친 제목', is_published: 1, version: 3 });
    const missing = await rpc(server, 'ContentAdminController', 'changeContentState', { type: 'news', action: 'delete', id: 'no-such-news', version: 1 }, { cookie: staff.cookie });
    expect(missing.status).toBe(404);
    expect(missing.failure.message).toBe('공지사항을 찾을 수 없습니다.');
    const bulk = await rpc(server, 'ContentAdminController', 'bulkChangeContentState', { type: 'news', action: 'unpublish', ids: [id] }, { cookie: staff.cookie });
    expect(bulk.body).toEqual({ changed: 1, skipped: 0 });
  });
});
