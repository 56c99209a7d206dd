import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '../fixtures/backoffice';
import { htmlOf, postForm } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { createTestDatabase, dialects, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Json = Record<string, unknown>;
const HTML = { Accept: 'text/html' };
const escaped = (text: string) => text.replaceAll('&', '&amp;');

/**
 * Issue 15 item 6: the home page editor. Staff save a draft of the page_layout sections (guests
 * keep the published ones), preview it on the real home page with ?preview=1, publish it (the
 * cached guest home page drops at once) or discard it; a stale version is refused; banners show
 * only inside their display period, and the publish clock changes the cached page at its start;
 * only roles with the `content` permission may do any of it.
 */
describe.each(dialects)('the home page editor on %s', (dialect) => {
  // Guest pages are kept a minute: every change below must show at once anyway.
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '60' });
  let staff: Member;
  let editor: Member;
  let support: Member;
  let member: Member;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
    editor = await signedInMember(server.services, 'editor', '마케팅팀');
    support = await signedInMember(server.services, 'support', '고객지원팀');
    member = await signedInMember(server.services, 'member', '김도담');
  });

  const row = () => server.services.db.kysely.selectFrom('page_layout').selectAll().where('page_key', '=', 'home').executeTakeFirstOrThrow();
  const published = async () => JSON.parse((await row()).sections_json) as Json[];
  const guestHome = async (query = '') => {
    const res = await server.fetch(`/${query}`, { headers: HTML });
    return { status: res.status, html: await htmlOf(res), cache: res.headers.get('x-page-cache') };
  };
  const upload = async (alt: string, cookie = editor.cookie) => {
    const res = await postForm(server, '/staff/home/image', { image: pngBlob(900), alt }, cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as { src: string; alt: string; width: number; height: number };
  };
  const saveDraft = (layout: unknown, version: number, cookie = editor.cookie) => postForm(server, '/staff/home', { intent: 'save', version: String(version), layout: JSON.stringify(layout) }, cookie);
  const publish = (version: number, cookie = editor.cookie) => postForm(server, '/staff/home', { intent: 'publish', version: String(version) }, cookie);
  const section = (key: string, widgets: Json[]) => ({
    sectionKey: key,
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    columns: [{ columnKey: 'col1', columnName: 'Column 1', columnWidth: '12', seedComponents: widgets }],
  });
  const banner = (image: { src: string; width: number; height: number }, alt: string, extra: Json = {}) => ({ type: 'banner', image: { src: image.src, width: image.width, height: image.height }, alt, href: '/recruitment', ...extra });

  it('is for staff with the content permission: guests go to login; members and the support role get 403 and nothing is written', async () => {
    const guest = await server.fetch('/staff/home');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/login?startURL=');
    expect((await server.fetch('/staff/home', { headers: { Cookie: member.cookie } })).status).toBe(403);
    expect((await server.fetch('/staff/home', { headers: { Cookie: support.cookie } })).status).toBe(403);
    const before = await row();
    for (const cookie of [support.cookie, member.cookie]) {
      expect((await saveDraft(await published(), before.version, cookie)).status).toBe(403);
      expect((await publish(before.version, cookie)).status).toBe(403);
      expect((await postForm(server, '/staff/home/image', { image: pngBlob(64), alt: '사진' }, cookie)).status).toBe(403);
    }
    expect((await postForm(server, '/staff/home', { intent: 'save', version: '1', layout: '[]' })).status).toBe(302);
    expect(await row()).toEqual(before);
    // The editor opens for an editor, with the menu entry.
    const page = await htmlOf(await server.fetch('/staff/home', { headers: { Cookie: editor.cookie } }));
    expect(page).toContain('홈 화면 편집');
    expect(page).toContain('href="/staff/home"');
  });

  it('refuses a layout the schema does not accept, with Korean messages naming where, writing nothing', async () => {
    const { version, draft_json } = await row();
    const bad = [
      section('links', [{ type: 'promo', tone: 'warm', title: '외부 링크', text: '설명', cta: { label: '가기', href: 'https://evil.example/' } }]),
      section('no-alt', [{ type: 'banner', image: { src: '/cms/delivery/media/home-hero-desktop', width: 1440, height: 560 }, alt: '', href: '/' }]),
    ];
    const res = await saveDraft(bad, version);
    expect(res.status).toBe(400);
    const html = await htmlOf(res);
    expect(html).toContain('섹션 1 · 칸 1 · 위젯 1: 링크는 찾아서 고르거나, /로 시작하는 사이트 주소로 입력해 주세요.');
    expect(html).toContain('섹션 2 · 칸 1 · 위젯 1: 배너 설명(대체 텍스트)을 입력해 주세요.');
    const notMedia = await saveDraft([section('x', [{ type: 'banner', image: { src: '/evil.png', width: 1, height: 1 }, alt: '배너', href: '/' }])], version);
    expect(await htmlOf(notMedia)).toContain('사진은 올린 사진 중에서 골라 주세요.');
    const backwards = await saveDraft([section('x', [{ type: 'banner', image: { src: '/cms/delivery/media/home-hero-desktop', width: 1, height: 1 }, alt: '배너', href: '/', startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }])], version);
    expect(await htmlOf(backwards)).toContain('노출 종료 일시는 시작 일시보다 뒤여야 합니다.');
    expect(await row()).toMatchObject({ version, draft_json });
  });

  it('saves a draft guests do not see, previews it for staff only, publishes it: the cached guest home page shows the section and the banner at once', async () => {
    const tag = randomUUID().slice(0, 6);
    const title = `이번 주 추천 사료 ${tag}`;
    const alt = `겨울 체험단 모집 배너 ${tag}`;
    const product = await server.services.db.kysely.selectFrom('products').select(['id', 'name']).where('is_active', '=', 1).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const image = await upload(alt);
    expect(image.src).toMatch(/^\/cms\/delivery\/media\/himg-[a-f0-9]{24}$/);
    expect((await server.fetch(`${image.src}?w=640&f=webp`)).headers.get('content-type')).toBe('image/webp');

    // A guest's copy of the home page, made before the change.
    expect((await guestHome()).cache).toBeNull();
    expect((await guestHome()).cache).toBe('hit');

    const start = await row();
    const layout = [...(await published()), section(`picks-${tag}`, [{ type: 'featured-products', title, productIds: [product.id], limit: 1 }, banner(image, alt)])];
    const saved = await saveDraft(layout, start.version);
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/staff/home?saved=draft');
    const drafted = await row();
    expect(drafted.version).toBe(start.version + 1);
    expect(drafted.sections_json).toBe(start.sections_json);
    expect(JSON.parse(drafted.draft_json ?? '[]')).toHaveLength(layout.length);

    // Guests (with or without ?preview=1) still get the published page, from the cache.
    const guest = await guestHome();
    expect(guest.cache).toBe('hit');
    expect(guest.html).not.toContain(title);
    expect(guest.html).not.toContain('미리보기: 홈 화면 편집의 임시 저장본입니다');
    expect((await guestHome('?preview=1')).html).not.toContain(title);
    // Staff see the draft through the real home page.
    const preview = await server.fetch('/?preview=1', { headers: { ...HTML, Cookie: editor.cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-page-cache')).toBeNull();
    const previewHtml = await htmlOf(preview);
    expect(previewHtml).toContain(title);
    expect(previewHtml).toContain('미리보기: 홈 화면 편집의 임시 저장본입니다');
    expect(previewHtml).toContain(escaped(product.name));
    expect(previewHtml).toContain(`alt="${alt}"`);
    // The editor shows the draft and offers preview and publish.
    const editorPage = await htmlOf(await server.fetch('/staff/home?saved=draft', { headers: { Cookie: editor.cookie } }));
    expect(editorPage).toContain('임시 저장했습니다.');
    expect(editorPage).toContain(title);
    expect(editorPage).toContain('게시하기');

    const done = await publish(drafted.version);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/staff/home?saved=publish');
    const after = await row();
    expect(after).toMatchObject({ version: drafted.version + 1, draft_json: null });
    expect(after.sections_json).toBe(drafted.draft_json);

    const home = await guestHome();
    expect(home.cache).toBeNull();
    expect(home.html).toContain(title);
    expect(home.html).toContain(escaped(product.name));
    // The banner: the link, its alt text, a responsive picture with its size.
    expect(home.html).toMatch(new RegExp(`<a[^>]+href="/recruitment"[^>]*>\\s*<picture>`));
    expect(home.html).toContain(`alt="${alt}"`);
    expect(home.html).toContain(`width="${image.width}" height="${image.height}"`);
    expect(home.html).toContain(`${image.src}?w=640&amp;f=webp 640w`);

    const audit = await server.services.db.kysely.selectFrom('audit_log').select('action').where('action', 'in', ['home.saveDraft', 'home.publish', 'home.uploadImage']).execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(new Set(['home.saveDraft', 'home.publish', 'home.uploadImage']));
  });

  it('refuses the later of two saves of the same version, keeping what was typed, and writes nothing; publish and discard check the version too', async () => {
    const { version } = await row();
    const base = await published();
    const first = await saveDraft([...base, section('first', [{ type: 'section-title', title: '먼저 저장한 제목' }])], version);
    expect(first.status).toBe(302);
    const second = await saveDraft([...base, section('second', [{ type: 'section-title', title: '나중에 저장한 제목' }])], version, staff.cookie);
    expect(second.status).toBe(409);
    const html = await htmlOf(second);
    expect(html).toContain('다른 담당자가 이 내용을 먼저 저장했습니다.');
    expect(html).toContain('나중에 저장한 제목');
    const now = await row();
    expect(now.version).toBe(version + 1);
    expect(now.draft_json).toContain('먼저 저장한 제목');
    expect(now.draft_json).not.toContain('나중에 저장한 제목');
    expect((await publish(version)).status).toBe(409);
    expect((await postForm(server, '/staff/home', { intent: 'discard', version: String(version) }, editor.cookie)).status).toBe(409);
    expect((await row()).draft_json).toContain('먼저 저장한 제목');

    // Discarding at the current version drops the draft; guests never saw it.
    const discarded = await postForm(server, '/staff/home', { intent: 'discard', version: String(now.version) }, editor.cookie);
    expect(discarded.status).toBe(302);
    expect(await row()).toMatchObject({ draft_json: null, version: now.version + 1 });
    expect((await guestHome()).html).not.toContain('먼저 저장한 제목');
    // Nothing to publish now.
    const nothing = await publish(now.version + 1);
    expect(nothing.status).toBe(409);
    expect(await htmlOf(nothing)).toContain('게시할 임시 저장본이 없습니다.');
  });

  it('shows a banner only inside its display period: the publish clock changes the cached home page at its start and end, with no restart', async () => {
    const tag = randomUUID().slice(0, 6);
    const image = await upload(`기간 배너 ${tag}`);
    const startsAt = new Date(Date.now() + 3000).toISOString();
    const endsAt = new Date(Date.now() + 6000).toISOString();
    const { version } = await row();
    const layout = [
      ...(await published()),
      section(`timed-${tag}`, [
        banner(image, `곧 시작하는 배너 ${tag}`, { startsAt, endsAt }),
        banner(image, `지난 배너 ${tag}`, { startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-01-02T00:00:00.000Z' }),
      ]),
    ];
    expect((await saveDraft(layout, version)).status).toBe(302);
    expect((await publish(version + 1)).status).toBe(302);

    const first = await guestHome();
    expect(first.html).not.toContain(`곧 시작하는 배너 ${tag}`);
    expect(first.html).not.toContain(`지난 배너 ${tag}`);
    expect((await guestHome()).cache).toBe('hit');
    await within(3000, async () => server.services.publishClock.nextAt === startsAt);

    // At its start the clock drops the cached page; the banner shows until its end.
    await within(8000, async () => (await guestHome()).html.includes(`곧 시작하는 배너 ${tag}`), 250);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(startsAt));
    await within(8000, async () => !(await guestHome()).html.includes(`곧 시작하는 배너 ${tag}`), 250);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt));
    expect((await guestHome()).html).not.toContain(`지난 배너 ${tag}`);
  });
});

/** The same operations through the server methods (decision 012): one schema, one set of messages. */
describe.each(dialects)('the home page server methods on %s', (dialect) => {
  const server = serverFixture(dialect);

  it('save a draft, refuse bad input and a stale version with the page\'s messages, publish; the support role is refused', async () => {
    const staff = await signedInMember(server.services, 'editor', '마케팅팀');
    const support = await signedInMember(server.services, 'support', '고객지원팀');
    const row = () => server.services.db.kysely.selectFrom('page_layout').select(['version', 'sections_json', 'draft_json']).where('page_key', '=', 'home').executeTakeFirstOrThrow();
    const { version, sections_json } = await row();
    const layout = [...(JSON.parse(sections_json) as unknown[]), { sectionKey: 'api', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, columns: [{ columnKey: 'col1', columnName: 'A', columnWidth: '12', seedComponents: [{ type: 'section-title', title: 'API로 만든 섹션' }] }] }];

    expect((await rpc(server, 'ContentAdminController', 'saveHomeDraft', { version, layout }, { cookie: support.cookie })).status).toBe(403);
    const bad = await rpc(server, 'ContentAdminController', 'saveHomeDraft', { version, layout: [{ ...(layout.at(-1) as object), columns: [] }] }, { cookie: staff.cookie });
    expect(bad.status).toBe(400);
    expect(bad.failure).toMatchObject({ errorCode: 'INVALID_INPUT', field: 'layout', message: '섹션 1: 섹션에는 칸이 하나 이상 있어야 합니다.' });
    const saved = await rpc(server, 'ContentAdminController', 'saveHomeDraft', { version, layout }, { cookie: staff.cookie });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, data: { version: version + 1 } });
    const stale = await rpc(server, 'ContentAdminController', 'saveHomeDraft', { version, layout }, { cookie: staff.cookie });
    expect(stale.status).toBe(409);
    expect(stale.failure).toMatchObject({ errorCode: 'VERSION_CONFLICT' });
    expect(stale.failure.message).toContain('다른 담당자가 이 내용을 먼저 저장했습니다.');
    expect((await rpc(server, 'ContentAdminController', 'publishHome', { version: version + 1 }, { cookie: support.cookie })).status).toBe(403);
    expect((await rpc(server, 'ContentAdminController', 'publishHome', { version: version + 1 }, { cookie: staff.cookie })).status).toBe(200);
    expect(await row()).toMatchObject({ version: version + 2, draft_json: null });
    expect((await htmlOf(await server.fetch('/', { headers: HTML }))).includes('API로 만든 섹션')).toBe(true);
  });

  it('on a site with no home layout yet (SEED_DEMO=false), the first draft creates it at version 0', async () => {
    const staff = await signedInMember(server.services, 'editor', '마케팅팀');
    await server.services.db.kysely.deleteFrom('page_layout').where('page_key', '=', 'home').execute();
    const layout = [{ sectionKey: 'first', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, columns: [{ columnKey: 'col1', columnName: 'A', columnWidth: '12', seedComponents: [{ type: 'section-title', title: '첫 홈 화면' }] }] }];
    expect((await rpc(server, 'ContentAdminController', 'saveHomeDraft', { version: 1, layout }, { cookie: staff.cookie })).status).toBe(404);
    expect((await rpc(server, 'ContentAdminController', 'saveHomeDraft', { version: 0, layout }, { cookie: staff.cookie })).body).toMatchObject({ success: true, data: { version: 1 } });
    expect((await rpc(server, 'ContentAdminController', 'publishHome', { version: 1 }, { cookie: staff.cookie })).status).toBe(200);
    expect(await htmlOf(await server.fetch('/', { headers: HTML }))).toContain('첫 홈 화면');
  });
});

/** Published on one instance, the home page changes on the other at once (its cached copy is dropped through Redis). */
describe('the home page on two instances (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let cookie: string;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: `t${randomUUID().slice(0, 8)}:`, PAGE_CACHE_SECONDS: '300' };
    a = await startTestServer(db.url, shared);
    b = await startTestServer(db.url, shared, { seed: false });
    cookie = (await signedInMember(a.services, 'editor', '마케팅팀')).cookie;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('a home layout published on one instance shows on the other within seconds', async () => {
    const title = `두 서버 홈 ${randomUUID().slice(0, 6)}`;
    const onB = async () => htmlOf(await b.fetch('/', { headers: HTML }));
    expect(await onB()).not.toContain(title);
    expect((await b.fetch('/', { headers: HTML })).headers.get('x-page-cache')).toBe('hit');
    const row = await a.services.db.kysely.selectFrom('page_layout').select(['version', 'sections_json']).where('page_key', '=', 'home').executeTakeFirstOrThrow();
    const layout = [...(JSON.parse(row.sections_json) as unknown[]), { sectionKey: 'both', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, columns: [{ columnKey: 'col1', columnName: 'A', columnWidth: '12', seedComponents: [{ type: 'section-title', title }] }] }];
    expect((await postForm(a, '/staff/home', { intent: 'save', version: String(row.version), layout: JSON.stringify(layout) }, cookie)).status).toBe(302);
    // A draft changes nothing for guests on either instance.
    expect(await onB()).not.toContain(title);
    expect((await postForm(a, '/staff/home', { intent: 'publish', version: String(row.version + 1) }, cookie)).status).toBe(302);
    const took = await within(2000, async () => (await onB()).includes(title), 50);
    expect(took).toBeLessThan(2000);
  });
});
