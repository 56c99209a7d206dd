import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { productFields, saveThroughEditor, stateChange } from '../fixtures/backoffice';
import { htmlOf, postForm } from '../fixtures/forms';
import { cameraJpeg, hasGps, pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HTML = { Accept: 'text/html' };

/** Issue 15 item 1: products with every field and their photos through the image pipeline. */
describe.each(dialects)('back-office products on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '60' });
  let staff: Member;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
  });

  it('creates a product with two photos (re-encoded, variants, alt text), publishes it, and guests find it on the list, the detail page and search with responsive images', async () => {
    const name = `연어 스킨 케어 ${randomUUID().slice(0, 5)}`;
    const photo = new Blob([new Uint8Array(await cameraJpeg({ width: 1600, height: 1200 }))], { type: 'image/jpeg' });
    const id = await saveThroughEditor(
      server,
      '/staff/products/edit',
      { ...productFields(name), newImage1: photo, newAlt1: '연어 스킨 케어 사료 봉투 앞면', newImage2: pngBlob(400), newAlt2: '사료 알갱이 확대 사진', publish: 'draft' },
      staff.cookie,
    );
    const db = server.services.db.kysely;
    const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_active: 0, internal_codes: '87,85', price: 42000, discount_rate: 10, kcal_per_kg: 3650, version: 1 });
    expect(JSON.parse(row.analysis_json)).toEqual([
      { label: '조단백', value: '26% 이상' },
      { label: '조지방', value: '14% 이상' },
    ]);
    const images = await db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('sort_order').execute();
    expect(images.map((i) => i.alt_text)).toEqual(['연어 스킨 케어 사료 봉투 앞면', '사료 알갱이 확대 사진']);
    expect(row.thumbnail_url).toBe(`/cms/delivery/media/${images[0]!.content_key}`);
    // The stored photo was encoded again: no camera metadata; resized variants are served.
    const original = await server.fetch(row.thumbnail_url);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(await hasGps(new Uint8Array(await original.arrayBuffer()))).toBe(false);
    const variant = await server.fetch(`${row.thumbnail_url}?w=320&f=webp`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await server.fetch(`${row.thumbnail_url}?w=321&f=webp`)).status).toBe(404);

    // Guests: not yet; a warm list page is dropped when it is published.
    expect((await server.fetch(`/products/detail?id=${id}`, { headers: HTML })).status).toBe(404);
    expect(await htmlOf(await server.fetch('/products/Product2', { headers: HTML }))).not.toContain(name);
    expect((await stateChange(server, '/staff/products/edit', 'publish', id, 1, staff.cookie)).status).toBe(302);
    const detail = await htmlOf(await server.fetch(`/products/detail?id=${id}`, { headers: HTML }));
    expect(detail).toContain(name);
    expect(detail).toContain('alt="사료 알갱이 확대 사진"');
    expect(detail).toMatch(/srcSet="[^"]*w=320&amp;f=webp 320w/);
    const list = await htmlOf(await server.fetch('/products/Product2?species=Dog&code=87&sort=name', { headers: HTML }));
    expect(list).toContain(name);
    const search = await rpc(server, 'SearchController', 'search', { q: name });
    expect(JSON.stringify(search.body)).toContain(id);
  });

  it('requires alt text for every photo, refuses a file that is not an image, and edits photos: alt, order, removal', async () => {
    const name = `사진 확인 ${randomUUID().slice(0, 5)}`;
    const noAlt = await postForm(server, '/staff/products/edit', { intent: 'save', ...productFields(name), newImage1: pngBlob(64), publish: 'draft' }, staff.cookie);
    expect(noAlt.status).toBe(400);
    expect(await htmlOf(noAlt)).toContain('새 사진의 설명(대체 텍스트)을 입력해 주세요.');
    const notImage = await postForm(server, '/staff/products/edit', { intent: 'save', ...productFields(name), newImage1: new Blob(['not an image']), newAlt1: '사진', publish: 'draft' }, staff.cookie);
    expect(await htmlOf(notImage)).toContain('JPG, PNG, WEBP 사진만 올릴 수 있습니다.');

    const id = await saveThroughEditor(server, '/staff/products/edit', { ...productFields(name), newImage1: pngBlob(64), newAlt1: '첫 사진', newImage2: pngBlob(80), newAlt2: '둘째 사진', publish: 'now' }, staff.cookie);
    const db = server.services.db.kysely;
    const [first, second] = await db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('sort_order').execute();
    // Second photo first, the first removed, an alt text changed.
    const edit = { intent: 'save', id, version: '1', ...productFields(name), imageIds: [first!.id, second!.id], [`alt.${second!.id}`]: '바뀐 설명', [`order.${second!.id}`]: '0', [`keep.${second!.id}`]: 'on', [`alt.${first!.id}`]: '첫 사진', [`order.${first!.id}`]: '1', publish: 'keep' };
    expect((await postForm(server, '/staff/products/edit', edit, staff.cookie)).status).toBe(302);
    const left = await db.selectFrom('product_images').selectAll().where('product_id', '=', id).execute();
    expect(left.map((i) => [i.id, i.alt_text])).toEqual([[second!.id, '바뀐 설명']]);
    expect((await db.selectFrom('products').select('thumbnail_url').where('id', '=', id).executeTakeFirstOrThrow()).thumbnail_url).toBe(`/cms/delivery/media/${second!.content_key}`);
    // A kept photo needs its alt text too.
    const empty = await postForm(server, '/staff/products/edit', { ...edit, version: '2', [`alt.${second!.id}`]: '' }, staff.cookie);
    expect(empty.status).toBe(400);
    expect(await htmlOf(empty)).toContain('사진 설명(대체 텍스트)을 입력해 주세요.');
  });

  it('checks the codes against the species, and unpublishing takes the product off every list', async () => {
    const bad = await postForm(server, '/staff/products/edit', { intent: 'save', ...productFields('코드 확인', { codes: ['25'] }), publish: 'draft' }, staff.cookie);
    expect(bad.status).toBe(400);
    expect(await htmlOf(bad)).toMatch(/‘고양이 · [^’]+’[은는] 강아지 상품에 고를 수 없는 건강 고민 분류입니다\./);
    const demo = await server.services.db.kysely.selectFrom('products').select(['version', 'name']).where('id', '=', 'p-dog-coat').executeTakeFirstOrThrow();
    expect((await stateChange(server, '/staff/products/edit', 'unpublish', 'p-dog-coat', demo.version, staff.cookie)).status).toBe(302);
    expect((await server.fetch('/products/detail?id=p-dog-coat', { headers: HTML })).status).toBe(404);
    expect(await htmlOf(await server.fetch('/products/Product2?species=Dog', { headers: HTML }))).not.toContain(demo.name);
    expect(JSON.stringify((await rpc(server, 'SearchController', 'search', { q: demo.name })).body)).not.toContain('p-dog-coat');
    expect((await stateChange(server, '/staff/products/edit', 'publish', 'p-dog-coat', demo.version + 1, staff.cookie)).status).toBe(302);
    expect((await server.fetch('/products/detail?id=p-dog-coat', { headers: HTML })).status).toBe(200);
  });

  it('goes live only with a photo and an analysis: publish, bulk publish and a live save check it, rows come from the row editors, and the 한 줄 소개 finds it', async () => {
    const tag = `한줄${randomUUID().slice(0, 6)}`;
    const name = `행 편집 ${tag}`;
    const rows = {
      'analysis.0.label': '조단백',
      'analysis.0.value': '24% 이상',
      'analysis.1.label': '',
      'analysis.1.value': '',
      'analysis.2.label': '칼슘',
      'analysis.2.value': '1% 이상',
      'benefits.0.text': '소화가 잘 되는 단백질',
      'benefits.1.text': '',
    };
    const fields = (extra: Record<string, string | string[] | Blob> = {}) => {
      const { analysis: _a, benefits: _b, ...rest } = productFields(name, { summary: `${tag} 산책 많은 아이를 위한 사료`, ...extra });
      return { ...rest, ...rows };
    };
    const db = server.services.db.kysely;
    const named = () => db.selectFrom('products').select(['id', 'is_active', 'version', 'analysis_json', 'benefits_json']).where('name', '=', name).execute();

    // Published without a photo: refused, and nothing is written.
    const now = await postForm(server, '/staff/products/edit', { intent: 'save', ...fields(), publish: 'now' }, staff.cookie);
    expect(now.status).toBe(409);
    expect(await htmlOf(now)).toContain(`사진과 성분 분석이 있어야 게시할 수 있습니다. 채워 주세요: ${name}(사진)`);
    expect(await named()).toEqual([]);

    // A row with a label but no value names its row.
    const half = await postForm(server, '/staff/products/edit', { intent: 'save', ...fields(), 'analysis.1.label': '조지방', publish: 'draft' }, staff.cookie);
    expect(half.status).toBe(400);
    expect(await htmlOf(half)).toContain('성분 분석 2번째 줄의 값을 입력해 주세요.');

    // A draft may lack the photo; the rows are stored in order, empty rows left out.
    const id = await saveThroughEditor(server, '/staff/products/edit', { ...fields(), publish: 'draft' }, staff.cookie);
    const [draft] = await named();
    expect(JSON.parse(draft!.analysis_json)).toEqual([
      { label: '조단백', value: '24% 이상' },
      { label: '칼슘', value: '1% 이상' },
    ]);
    expect(JSON.parse(draft!.benefits_json)).toEqual(['소화가 잘 되는 단백질']);
    // Its preview is marked as one, and the missing photo is drawn as a quiet paw, not a broken image.
    const preview = await htmlOf(await server.fetch(`/products/detail?id=${id}&preview=1`, { headers: { ...HTML, Cookie: staff.cookie } }));
    expect(preview).toContain('aria-label="미리보기 안내"');
    expect(preview).toContain('/img/no-photo.svg');
    expect(preview).not.toMatch(/<img[^>]*src=""/);

    // Publishing it alone or in bulk is refused with the same reason; the row stays private.
    const single = await stateChange(server, '/staff/products/edit', 'publish', id, 1, staff.cookie);
    expect(await htmlOf(single)).toContain(`${name}(사진)`);
    const bulk = await postForm(server, '/staff/products', { intent: 'bulk', action: 'publish', ids: [id] }, staff.cookie);
    expect(await htmlOf(bulk)).toContain(`${name}(사진)`);
    expect((await named())[0]!.is_active).toBe(0);

    // With a photo it goes live, and a word only its 한 줄 소개 has finds it.
    await saveThroughEditor(server, '/staff/products/edit', { ...fields(), id, version: '1', newImage1: pngBlob(64), newAlt1: '봉투 앞면', publish: 'now' }, staff.cookie);
    expect((await named())[0]!.is_active).toBe(1);
    expect(JSON.stringify((await rpc(server, 'SearchController', 'search', { q: tag })).body)).toContain(id);
  });
});
