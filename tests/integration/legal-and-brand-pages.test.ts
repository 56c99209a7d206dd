import { beforeAll, describe, expect, it } from 'vitest';
import { saveThroughEditor, stateChange } from '../fixtures/backoffice';
import { htmlOf, postForm, sessionFrom } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/** A Seoul wall-clock time with seconds, as a datetime-local field sends it. */
const seoulLocal = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 19);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HTML = { Accept: 'text/html' };

/**
 * Issue 15 item 7: the terms of use and the privacy policy as versioned pages (publish, immutable
 * versions, sign-up records the version in force and refuses a stale form), and the brand pages
 * as back-office content (edit, publish, version conflict, permission), on both databases.
 */
describe.each(dialects)('legal and brand pages on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '60', SIGNUP_MAX_PER_IP: '1000' });
  let admin: Member;
  let editor: Member;
  let support: Member;
  let member: Member;

  beforeAll(async () => {
    admin = await signedInMember(server.services, 'staff', '운영팀');
    editor = await signedInMember(server.services, 'editor', '편집자');
    support = await signedInMember(server.services, 'support', '상담원');
    member = await signedInMember(server.services, 'member', '김도담');
  });

  const db = () => server.services.db.kysely;
  const guest = async (path: string) => {
    const res = await server.fetch(path, { headers: HTML });
    return { status: res.status, html: await htmlOf(res), cache: res.headers.get('x-page-cache') };
  };
  let signUps = 0;
  const signUp = (fields: Record<string, string> = {}) => {
    signUps += 1;
    return postForm(server, '/register', {
      name: '이보리',
      email: `join-${dialect}-${signUps}@example.com`,
      password: 'bori and nabi 2026',
      passwordConfirm: 'bori and nabi 2026',
      mobile: '010-2345-6789',
      agreeTerms: 'on',
      agreePrivacy: 'on',
      agreeAge: 'on',
      ...fields,
    });
  };

  it('the seeded first versions are in force: /terms and /privacy show them with their effective date, the footer and sign-up link to them, business details from the site settings', async () => {
    const terms = await guest('/terms');
    expect(terms.status).toBe(200);
    expect(terms.html).toContain('제1조 (목적)');
    expect(terms.html).toContain('제1판');
    expect(terms.html).toContain('시행일');
    // {company} and the contacts come from the site settings, never typed in the text.
    expect(terms.html).toContain('도담펫 주식회사 (데모)');
    // (The page's data for hydration carries the stored text; what is rendered is filled in.)
    const rendered = terms.html.slice(0, terms.html.indexOf('window.__reactRouterContext'));
    expect(rendered).not.toContain('{company}');
    expect(rendered).toContain('도담펫 이용약관');
    const privacy = await guest('/privacy');
    expect(privacy.html).toContain('수집하는 개인정보 항목');
    expect(privacy.html).toContain('href="/terms"');
    expect(privacy.html).toContain('href="/privacy"');
    const register = await guest('/register');
    expect(register.html).toMatch(/<a href="\/terms" target="_blank"[^>]*>이용약관/);
    expect(register.html).toMatch(/<a href="\/privacy" target="_blank"[^>]*>개인정보처리방침/);
    expect(register.html).toContain('name="termsVersion" value="1"');
    expect(register.html).toContain('name="privacyVersion" value="1"');
  });

  it('the footer business details all come from the site settings (a change shows at once, nothing hard-coded)', async () => {
    const details = { csPhone: '1588-0000', csHours: '평일 10:00~17:00', companyName: '바뀐상호 주식회사', companyCeo: '박대표', businessNumber: '123-45-67890', mailOrderNumber: '제2026-서울강남-0001호', companyAddress: '서울특별시 강남구 테헤란로 1' };
    const { updateSiteConfig } = await import('#app/features/site/data/site-config.server');
    const before = (await db().selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()) as Record<string, unknown>;
    await updateSiteConfig(server.services.db.kysely, server.services.invalidation, { ServicePromises: details });
    try {
      const home = await guest('/about-us');
      for (const value of Object.values(details)) expect(home.html).toContain(value);
      for (const old of ['080-000-0000', '김도담', '000-00-00000', '제0000-서울성동-0000호']) expect(home.html).not.toContain(old);
    } finally {
      await updateSiteConfig(server.services.db.kysely, server.services.invalidation, {
        ServicePromises: {
          csPhone: String(before.cs_phone),
          csHours: String(before.cs_hours),
          companyName: String(before.company_name),
          companyCeo: String(before.company_ceo),
          businessNumber: String(before.business_number),
          mailOrderNumber: String(before.mail_order_number),
          companyAddress: String(before.company_address),
        },
      });
    }
  });

  it('sign-up records the versions in force; a form of an older version is refused with a Korean message and nothing is written', async () => {
    const ok = await signUp({ termsVersion: '1', privacyVersion: '1' });
    expect(ok.status).toBe(302);
    expect(sessionFrom(ok)).toBeTruthy();
    const joined = await db().selectFrom('members').select('id').where('email', '=', `join-${dialect}-${signUps}@example.com`).executeTakeFirstOrThrow();
    const agreed = await db().selectFrom('member_legal_agreements').selectAll().where('member_id', '=', joined.id).orderBy('kind').execute();
    expect(agreed.map((a) => [a.kind, a.number])).toEqual([
      ['privacy', 1],
      ['terms', 1],
    ]);

    const stale = await signUp({ termsVersion: '0', privacyVersion: '1' });
    expect(stale.status).toBe(409);
    expect(await htmlOf(stale)).toContain('이용약관이 새 버전으로 바뀌었습니다. 바뀐 약관을 확인하고 다시 동의해 주세요.');
    expect(await db().selectFrom('members').select('id').where('email', '=', `join-${dialect}-${signUps}@example.com`).executeTakeFirst()).toBeUndefined();
    const missing = await signUp({});
    expect(missing.status).toBe(400);
    expect(await htmlOf(missing)).toContain('이용약관 버전을 알 수 없습니다.');
  });

  it('staff without the site permission cannot write a version; an admin writes a draft, previews it, publishes it: a new version is in force, the old one is kept and a stale sign-up is refused', async () => {
    const draft = { intent: 'save', kind: 'terms', title: '이용약관 (개정)', body: '## 제1조 (목적)\n개정된 목적 조항입니다.\n\n- 첫째 항목\n- 둘째 항목', changeNote: '목적 조항을 고쳤습니다.', effectiveAt: seoulLocal(new Date()) };
    expect((await postForm(server, '/staff/legal/edit', draft, editor.cookie)).status).toBe(403);
    expect((await postForm(server, '/staff/legal/edit', draft, support.cookie)).status).toBe(403);
    expect((await server.fetch('/staff/legal', { headers: { Cookie: editor.cookie } })).status).toBe(403);

    const created = await postForm(server, '/staff/legal/edit', draft, admin.cookie);
    expect(created.status).toBe(302);
    const id = new URL(created.headers.get('location')!, server.url).searchParams.get('id')!;
    expect(await db().selectFrom('legal_documents').select(['number', 'published_at']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ number: null, published_at: null });
    // A draft is not on the public page; staff preview it through the same page.
    expect((await guest('/terms')).html).not.toContain('개정된 목적 조항입니다.');
    const preview = await server.fetch(`/terms?preview=1&id=${id}`, { headers: { ...HTML, Cookie: admin.cookie } });
    expect(await htmlOf(preview)).toContain('개정된 목적 조항입니다.');
    expect((await guest(`/terms?preview=1&id=${id}`)).html).not.toContain('개정된 목적 조항입니다.');

    // Two saves of one version: the later is refused.
    expect((await postForm(server, '/staff/legal/edit', { ...draft, id, version: '1', title: '먼저 저장' }, admin.cookie)).status).toBe(302);
    const conflict = await postForm(server, '/staff/legal/edit', { ...draft, id, version: '1', title: '나중 저장' }, admin.cookie);
    expect(conflict.status).toBe(409);
    expect(await htmlOf(conflict)).toContain('다른 담당자가 이 내용을 먼저 저장했습니다.');

    // Guests' cached copy, made before publishing.
    await guest('/terms');
    expect((await guest('/terms')).cache).toBe('hit');
    const published = await postForm(server, '/staff/legal/edit', { intent: 'publish', id, version: '2' }, admin.cookie);
    expect(published.status).toBe(302);
    const row = await db().selectFrom('legal_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.number).toBe(2);
    expect(row.published_at).not.toBeNull();
    const audit = await db().selectFrom('audit_log').select(['action']).where('object_type', '=', 'legal_document').where('object_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toContain('legal.publish');

    const now = await guest('/terms');
    expect(now.cache).toBeNull();
    expect(now.html).toContain('개정된 목적 조항입니다.');
    expect(now.html).toContain('제2판');
    expect(now.html).toContain('href="/terms?version=1"');
    expect((await guest('/terms?version=1')).html).toContain('지난 버전입니다.');

    // Published versions never change: an edit and a second publish are refused.
    const edit = await postForm(server, '/staff/legal/edit', { ...draft, id, version: '3', title: '게시 뒤 고침' }, admin.cookie);
    expect(edit.status).toBe(409);
    expect(await htmlOf(edit)).toContain('게시된 버전은 고칠 수 없습니다.');
    expect((await db().selectFrom('legal_documents').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title).toBe('먼저 저장');

    // A form opened on 제1판 is now stale; one on 제2판 records it.
    const stale = await signUp({ termsVersion: '1', privacyVersion: '1' });
    expect(stale.status).toBe(409);
    expect(await htmlOf(stale)).toContain('이용약관이 새 버전으로 바뀌었습니다.');
    expect((await guest('/register')).html).toContain('name="termsVersion" value="2"');
    const fresh = await signUp({ termsVersion: '2', privacyVersion: '1' });
    expect(fresh.status).toBe(302);
    const joined = await db().selectFrom('members').select('id').where('email', '=', `join-${dialect}-${signUps}@example.com`).executeTakeFirstOrThrow();
    const terms = await db().selectFrom('member_legal_agreements').select(['number', 'document_id']).where('member_id', '=', joined.id).where('kind', '=', 'terms').executeTakeFirstOrThrow();
    expect(terms).toEqual({ number: 2, document_id: id });
    // The member's edit page shows the versions agreed to, each a link to it.
    const editPage = await htmlOf(await server.fetch('/mypage/edit', { headers: { ...HTML, Cookie: sessionFrom(fresh)! } }));
    expect(editPage).toContain('약관 동의 내역');
    expect(editPage.replaceAll('<!-- -->', '')).toMatch(/href="\/terms\?version=2"[^>]*>이용약관 제2판<\/a>/);
  });

  it('a version whose effective time is ahead is published as coming; the one in force stays until then', async () => {
    const ahead = new Date(Date.now() + 30 * 86_400_000);
    const local = seoulLocal(ahead);
    const id = await saveThroughEditor(server, '/staff/legal/edit', { kind: 'privacy', title: '개인정보처리방침 (예정)', body: '## 1. 수집 항목\n시행 예정인 방침입니다.', changeNote: '', effectiveAt: local }, admin.cookie);
    expect((await postForm(server, '/staff/legal/edit', { intent: 'publish', id, version: '1' }, admin.cookie)).status).toBe(302);
    const page = await guest('/privacy');
    expect(page.html).not.toContain('시행 예정인 방침입니다.');
    expect(page.html).toContain('제2판이');
    expect(page.html).toContain('href="/privacy?version=2"');
    expect((await guest('/privacy?version=2')).html).toContain('시행 예정인 방침입니다.');
    expect((await guest('/register')).html).toContain('name="privacyVersion" value="1"');
  });

  it('two drafts of one document published at the same moment get the next two numbers, neither refused', async () => {
    const local = seoulLocal(new Date(Date.now() + 60 * 86_400_000));
    const before = await db().selectFrom('legal_documents').select((eb) => eb.fn.max('number').as('n')).where('kind', '=', 'terms').executeTakeFirstOrThrow();
    const ids = await Promise.all(
      ['가', '나'].map((tag) => saveThroughEditor(server, '/staff/legal/edit', { kind: 'terms', title: `이용약관 ${tag}`, body: `## 제1조\n${tag} 판입니다.`, changeNote: '', effectiveAt: local }, admin.cookie)),
    );
    const answers = await Promise.all(ids.map((id) => postForm(server, '/staff/legal/edit', { intent: 'publish', id, version: '1' }, admin.cookie)));
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    const numbers = (await db().selectFrom('legal_documents').select('number').where('id', 'in', ids).execute()).map((r) => r.number).sort();
    const first = Number(before.n) + 1;
    expect(numbers).toEqual([first, first + 1]);
  });

  // --- Brand pages -----------------------------------------------------------------------------

  const pageRow = (id: string) => db().selectFrom('brand_pages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sections = (heading: string) => JSON.stringify([{ heading, paragraphs: `${heading} 첫 문단입니다.\n\n${heading} 둘째 문단입니다.`, list: '하나\n둘', facts: '100% | 검사', timeline: '2014 | 시작' }]);
  const brandFields = (lead: string, heading: string) => ({ lead, imageAlt: '대표 사진', sectionsJson: sections(heading), ctaLabel: '건강 체크하기', ctaHref: '/health-service' });

  it('the brand pages render from the database with the same words as before', async () => {
    const about = await guest('/about-us');
    expect(about.status).toBe(200);
    expect(about.html).toContain('진료실에서 시작한 질문');
    expect(about.html).toContain('2014');
    expect((await guest('/about-us/quality-and-food-safety')).html).toContain('로트별 출고 전 검사');
    expect((await guest('/vdiet')).html).toContain('처방식은 무엇이 다른가요');
  });

  it('brand pages are for content staff: guests go to login, members and support get 403, nothing is written', async () => {
    expect((await server.fetch('/staff/brand-pages')).status).toBe(302);
    expect((await server.fetch('/staff/brand-pages', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const before = await pageRow('about-us-our-value');
    for (const who of [member, support]) {
      const res = await postForm(server, '/staff/brand-pages/edit', { intent: 'save', id: 'about-us-our-value', version: String(before.version), ...brandFields('몰래 바꾼 리드', '몰래'), publish: 'keep' }, who.cookie);
      expect(res.status).toBe(403);
    }
    expect((await pageRow('about-us-our-value')).lead).toBe(before.lead);
  });

  it('an editor edits a page with a new photo (through the image pipeline), saves it private, previews it, publishes it; guests see it at once', async () => {
    const before = await pageRow('about-us-sustainability');
    await guest('/about-us/sustainability');
    expect((await guest('/about-us/sustainability')).cache).toBe('hit');
    const bad = await postForm(server, '/staff/brand-pages/edit', { intent: 'save', id: 'about-us-sustainability', version: String(before.version), lead: '', imageAlt: '', sectionsJson: '[{"heading":"","paragraphs":""}]', ctaLabel: '버튼', ctaHref: 'https://evil.example', publish: 'keep' }, editor.cookie);
    expect(bad.status).toBe(400);
    const badHtml = await htmlOf(bad);
    for (const message of ['첫 문단(리드)을 입력해 주세요.', '대표 사진의 설명(대체 텍스트)을 입력해 주세요.', '섹션 제목을 입력해 주세요.', '버튼이 여는 곳을 찾아 고르거나, 사이트 안의 주소(/로 시작)를 직접 입력해 주세요.']) expect(badHtml).toContain(message);

    await saveThroughEditor(server, '/staff/brand-pages/edit', { id: 'about-us-sustainability', version: String(before.version), ...brandFields('새로 쓴 지속 가능성 리드', '포장을 바꿔요'), image: pngBlob(400), publish: 'draft' }, editor.cookie);
    const saved = await pageRow('about-us-sustainability');
    expect(saved).toMatchObject({ lead: '새로 쓴 지속 가능성 리드', is_published: 0, version: before.version + 1 });
    expect(saved.image_key).toMatch(/^bimg-/);
    expect(JSON.parse(saved.sections_json)).toEqual([{ heading: '포장을 바꿔요', paragraphs: ['포장을 바꿔요 첫 문단입니다.', '포장을 바꿔요 둘째 문단입니다.'], list: ['하나', '둘'], facts: [{ value: '100%', label: '검사' }], timeline: [{ year: '2014', text: '시작' }] }]);
    expect((await guest('/about-us/sustainability')).status).toBe(404);
    const preview = await server.fetch('/about-us/sustainability?preview=1', { headers: { ...HTML, Cookie: editor.cookie } });
    expect(preview.status).toBe(200);
    expect(await htmlOf(preview)).toContain('새로 쓴 지속 가능성 리드');

    expect((await stateChange(server, '/staff/brand-pages/edit', 'publish', 'about-us-sustainability', saved.version, editor.cookie)).status).toBe(302);
    const live = await guest('/about-us/sustainability');
    expect(live.status).toBe(200);
    expect(live.cache).toBeNull();
    expect(live.html).toContain('새로 쓴 지속 가능성 리드');
    expect(live.html).toContain('포장을 바꿔요 둘째 문단입니다.');
    expect(live.html).toContain(`/cms/delivery/media/${saved.image_key}`);
    expect(live.html).toContain('alt="대표 사진"');
    const audit = await db().selectFrom('audit_log').select('action').where('object_type', '=', 'brand_page').where('object_id', '=', 'about-us-sustainability').execute();
    expect(audit.map((a) => a.action)).toContain('brand-page.save');
  });

  it('refuses the later of two saves of the same version, keeping what was typed and writing nothing', async () => {
    const { version } = await pageRow('about-us-nutrition');
    const first = await postForm(server, '/staff/brand-pages/edit', { intent: 'save', id: 'about-us-nutrition', version: String(version), ...brandFields('먼저 저장한 리드', '먼저'), publish: 'keep' }, editor.cookie);
    expect(first.status).toBe(302);
    const second = await postForm(server, '/staff/brand-pages/edit', { intent: 'save', id: 'about-us-nutrition', version: String(version), ...brandFields('나중에 저장한 리드', '나중'), publish: 'keep' }, admin.cookie);
    expect(second.status).toBe(409);
    const html = await htmlOf(second);
    expect(html).toContain('다른 담당자가 이 내용을 먼저 저장했습니다.');
    expect(html).toContain('나중에 저장한 리드');
    expect(await pageRow('about-us-nutrition')).toMatchObject({ lead: '먼저 저장한 리드', version: version + 1 });
    expect((await guest('/about-us/our-nutritional-approach')).html).toContain('먼저 저장한 리드');
  });

  it('the event page words are edited the same way; its buttons stay', async () => {
    const event = await guest('/event/cat-ageing-7');
    expect(event.html).toContain('7살, 고양이의 노화가 조용히 시작되는 나이');
    expect(event.html).toContain('<strong>시니어 사료 무료 체험</strong>');
    const { version } = await pageRow('cat-ageing-event');
    const sectionsJson = JSON.stringify([
      { heading: '여덟 살 고양이를 위한 가을 이벤트', paragraphs: '가을맞이 시니어 케어를 시작해요.' },
      { heading: '이런 모습을 보이나요', list: '잠이 늘었어요' },
      { heading: '가을 혜택', paragraphs: '기간: 11월 한 달', list: '체험팩: 시니어 체험팩을 보내 드려요.' },
    ]);
    await saveThroughEditor(server, '/staff/brand-pages/edit', { id: 'cat-ageing-event', version: String(version), lead: '가을 이벤트', imageAlt: '창가에 앉은 나이 든 고양이 일러스트', sectionsJson, publish: 'keep' }, editor.cookie);
    const after = await guest('/event/cat-ageing-7');
    expect(after.html).toContain('여덟 살 고양이를 위한 가을 이벤트');
    expect(after.html).toContain('<strong>체험팩</strong>');
    expect(after.html).toContain('기간: 11월 한 달');
    expect(after.html).not.toContain('7살, 고양이의 노화가 조용히 시작되는 나이');
    expect(after.html).toContain('캣츠 시그널로 우리 고양이 신호 체크하기');
    expect(after.html).toContain('href="/login?startURL=%2Fevent%2Fcat-ageing-7"');
  });

  it('a brand page scheduled to go live is counted on the staff home, linking to the list filtered to it', async () => {
    const at = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await db().updateTable('brand_pages').set({ is_published: 1, publish_at: at }).where('id', '=', 'about-us-sustainability').execute();
    const home = await htmlOf(await server.fetch('/staff', { headers: { ...HTML, Cookie: editor.cookie } }));
    expect(home).toMatch(/href="\/staff\/brand-pages\?state=scheduled"[^>]*>브랜드 페이지 1건<\/a>/);
    const list = await htmlOf(await server.fetch('/staff/brand-pages?state=scheduled', { headers: { ...HTML, Cookie: editor.cookie } }));
    expect(list).toContain('게시 예약');
    await db().updateTable('brand_pages').set({ publish_at: null }).where('id', '=', 'about-us-sustainability').execute();
  });
});
