import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveThroughEditor, within } from '../fixtures/backoffice';
import { htmlOf, postForm } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HTML = { Accept: 'text/html' };

/** Issue 15 item 2: articles written in the rich-text editor (its HTML), categories and tags, scheduled publishing. */
describe.each(dialects)('back-office articles on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '60' });
  let staff: Member;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
  });

  const upload = async (alt: string) => {
    const res = await postForm(server, '/staff/articles/image', { image: pngBlob(300), alt }, staff.cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as { url: string; alt: string; width: number; height: number };
  };

  it('stores an inline photo through the pipeline; saves the editor HTML sanitised with a video block and a table; schedules it; guests find it after its time', async () => {
    const missingAlt = await postForm(server, '/staff/articles/image', { image: pngBlob(64), alt: '' }, staff.cookie);
    expect(missingAlt.status).toBe(400);
    expect(JSON.stringify(await missingAlt.json())).toContain('사진 설명(대체 텍스트)을 입력해 주세요.');
    const photo = await upload('물그릇 앞에 앉은 고양이');
    expect(photo.url).toMatch(/^\/cms\/delivery\/media\/aimg-[a-f0-9]{24}$/);
    expect((await server.fetch(`${photo.url}?w=640&f=avif`)).headers.get('content-type')).toBe('image/avif');

    const title = `고양이 음수량 늘리는 법 ${randomUUID().slice(0, 5)}`;
    const at = new Date(Date.now() + 2500).toISOString();
    const body =
      `<h2>하루에 얼마나 마셔야 할까요</h2><p>체중 1kg당 <strong>40~60ml</strong>가 기준이에요. <a href="https://example.com/water">참고 자료</a></p>` +
      `<img src="${photo.url}" alt="${photo.alt}"><div data-video-id="dQw4w9WgXcQ" data-video-title="물그릇 고르는 법"></div>` +
      `<table><tbody><tr><th>체중</th><th>하루 음수량</th></tr><tr><td>4kg</td><td>160~240ml</td></tr></tbody></table><script>alert(1)</script>`;
    const id = await saveThroughEditor(
      server,
      '/staff/articles/edit',
      { categoryId: 'nutrition', species: 'Cat', title, summary: '물을 잘 안 마시는 고양이를 위한 팁', bodyHtml: body, productCodes: ['25'], author: '수의영양팀', reviewer: '', banner: pngBlob(400), bannerAlt: '물을 마시는 고양이', publish: 'at', publishAt: at },
      staff.cookie,
    );
    const row = await server.services.db.kysely.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const blocks = JSON.parse(row.body_json) as { type: string; html?: string; videoId?: string }[];
    expect(blocks.map((b) => b.type)).toEqual(['html', 'video', 'html']);
    expect(blocks[0]!.html).toContain(`<img src="${photo.url}" alt="물그릇 앞에 앉은 고양이"`);
    expect(blocks[1]!.videoId).toBe('dQw4w9WgXcQ');
    expect(blocks[2]!.html).toContain('<th>체중</th>');
    expect(row.body_json).not.toContain('script');
    expect(row.publish_at).toBe(at);

    // Hidden before its time, even to a warm list; shown after with no restart.
    expect((await server.fetch(`/health-article/list/detail?id=${id}`, { headers: HTML })).status).toBe(404);
    expect(await htmlOf(await server.fetch('/health-article', { headers: HTML }))).not.toContain(title);
    await within(6000, async () => (await htmlOf(await server.fetch('/health-article', { headers: HTML }))).includes(title), 200);
    const detail = await htmlOf(await server.fetch(`/health-article/list/detail?id=${id}`, { headers: HTML }));
    expect(detail).toContain('하루에 얼마나 마셔야 할까요');
    expect(detail).toMatch(/<img src="\/cms\/delivery\/media\/aimg-[a-f0-9]+" srcset="[^"]*w=320&amp;f=webp 320w/);
    expect(detail).toContain('data-video-id="dQw4w9WgXcQ"');
    expect(JSON.stringify((await rpc(server, 'SearchController', 'search', { q: '고양이 음수량' })).body)).toContain(id);

    // The editor shows the stored article as one HTML document again.
    const editor = await htmlOf(await server.fetch(`/staff/articles/edit?id=${id}`, { headers: { Cookie: staff.cookie } }));
    expect(editor).toContain('data-video-id=&quot;dQw4w9WgXcQ&quot;');
  });

  it('refuses a tag of another category, a new article without its banner', async () => {
    const res = await postForm(server, '/staff/articles/edit', { intent: 'save', categoryId: 'nutrition', tagIds: ['skin-itch'], species: 'All', title: '태그 확인', summary: '요약', bodyHtml: '<p>본문</p>', author: '팀', publish: 'draft' }, staff.cookie);
    expect(res.status).toBe(400);
    expect(await htmlOf(res)).toContain('대표 사진을 올려 주세요.');
  });

  it('edits the category tree: add a tag, rename it (version checked), refuse to delete one in use', async () => {
    const added = await postForm(server, '/staff/article-categories', { intent: 'save', parentId: 'nutrition', label: '수분 섭취', sortOrder: '9' }, staff.cookie);
    expect(added.status).toBe(302);
    const tag = await server.services.db.kysely.selectFrom('article_categories').selectAll().where('label', '=', '수분 섭취').executeTakeFirstOrThrow();
    expect(tag.parent_id).toBe('nutrition');
    expect((await postForm(server, '/staff/article-categories', { intent: 'save', id: tag.id, version: '1', parentId: 'nutrition', label: '물 마시기', sortOrder: '9' }, staff.cookie)).status).toBe(302);
    const stale = await postForm(server, '/staff/article-categories', { intent: 'save', id: tag.id, version: '1', parentId: 'nutrition', label: '덮어쓰기', sortOrder: '9' }, staff.cookie);
    expect(stale.status).toBe(409);
    const used = await postForm(server, '/staff/article-categories', { intent: 'delete', id: 'nutrition', version: '1' }, staff.cookie);
    expect(used.status).toBe(409);
    expect(await htmlOf(used)).toContain('글이 있는 카테고리·태그는 지울 수 없습니다.');
    expect((await postForm(server, '/staff/article-categories', { intent: 'delete', id: tag.id, version: '2' }, staff.cookie)).status).toBe(302);
  });
});
