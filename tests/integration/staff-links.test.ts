import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/**
 * Back-office attack, item 4: a staff link cannot leave the site. The brand-page button took
 * `/\evil.example/…` and `/<tab>/evil.example/…`, which Chromium follows off-site; the save now
 * refuses them with the field's Korean message, and a button stored before the rule is not
 * shown.
 */
describe.each(dialects)('staff links stay on the site on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let editor: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    editor = await signedInMember(server.services, 'editor', '편집자');
  });

  const db = () => server.services.db.kysely;
  const pageRow = (id: string) => db().selectFrom('brand_pages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sectionsJson = JSON.stringify([{ heading: '우리가 지키는 약속', paragraphs: '첫 문단입니다.' }]);

  it.each(['/\\evil.example/x', '/\t/evil.example/x', '/%2F%2Fevil.example/x', '//evil.example/x', 'javascript:alert(1)'])('the brand-page save refuses the button link %j', async (ctaHref) => {
    const before = await pageRow('about-us-our-value');
    const res = await postForm(
      server,
      '/staff/brand-pages/edit',
      { intent: 'save', id: 'about-us-our-value', version: String(before.version), lead: '바꾸려던 리드', imageAlt: '대표 사진', sectionsJson, ctaLabel: '자세히 보기', ctaHref, publish: 'keep' },
      editor.cookie,
    );
    expect(res.status).toBe(400);
    expect(await htmlOf(res)).toContain('버튼이 여는 곳을 찾아 고르거나, 사이트 안의 주소(/로 시작)를 직접 입력해 주세요.');
    const after = await pageRow('about-us-our-value');
    expect(after).toMatchObject({ version: before.version, lead: before.lead, cta_href: before.cta_href });
  });

  it('a button stored before the rule with an off-site link is not shown, nor its link sent', async () => {
    const before = await pageRow('about-us');
    await db().updateTable('brand_pages').set({ cta_label: '예전에 저장된 버튼', cta_href: '/\\evil.example/x' }).where('id', '=', 'about-us').execute();
    try {
      const res = await server.fetch('/about-us', { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      const html = await htmlOf(res);
      expect(html).toContain('진료실에서 시작한 질문');
      expect(html).not.toContain('예전에 저장된 버튼');
      expect(html).not.toContain('evil.example');
    } finally {
      await db().updateTable('brand_pages').set({ cta_label: before.cta_label, cta_href: before.cta_href }).where('id', '=', 'about-us').execute();
    }
  });
});
