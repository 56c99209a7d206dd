import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageKeys } from '#server/platform/storage/image-pipeline';
import { apply, deliver } from '../fixtures/recruitment';
import { addPet } from '../fixtures/pets';
import { cameraJpeg, hasGps, hasPayload, jpegPolyglot, pngPolyglot } from '../fixtures/images';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';
import { rpcRequest } from '../fixtures/rpc-client';

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

/**
 * Issue 10, item 9: every upload path decodes and encodes images again. Polyglots lose their
 * payload, camera photos are turned upright and lose their GPS position, and member photos are
 * served as resized AVIF/WebP through the same access rules as the original.
 */
describe.each(dialects)('uploaded images on %s', (dialect) => {
  const server = serverFixture(dialect);
  let member: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    member = await signedInMember(server.services);
  });

  /** Every stored object of an image (original and variants) that exists. */
  async function storedCopies(key: string): Promise<Uint8Array[]> {
    const files = await Promise.all(imageKeys(key).map((k) => server.services.storage.get(k)));
    return files.filter((f) => f !== null).map((f) => f.body);
  }

  it('uploadToS3: a JPEG polyglot is stored without its payload', async () => {
    const polyglot = await jpegPolyglot();
    expect(hasPayload(polyglot)).toBe(true);
    const res = await rpcRequest(server, 'FileUploadController', 'uploadToS3', { fileName: 'photo.jpg', base64Body: polyglot.toString('base64') }, { cookie: member.cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { fileName: string } };
    const stored = await server.services.storage.get(`public/${data.fileName}`);
    expect(hasPayload(stored!.body)).toBe(false);
    expect(await hasGps(stored!.body)).toBe(false);
  });

  it('return and review photos: a PNG polyglot loses its payload in the original and every variant', async () => {
    const petId = await addPet(server.services, member.id, 'dog', '콩이');
    const orderId = await apply(server, member.cookie, 'trial-dog-derma', petId);
    await deliver(server.services, orderId);
    const ret = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'damaged', detail: '포장이 찢어진 채로 도착했어요.', photos: blob(pngPolyglot(), 'image/png') }, member.cookie);
    expect(ret.status).toBe(302);
    const review = await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '5', body: '콩이가 정말 잘 먹어요. 변 상태도 좋아졌어요.', photos: blob(await jpegPolyglot(), 'image/jpeg') }, member.cookie);
    expect(review.status).toBe(302);
    const photos = await server.services.db.kysely.selectFrom('recruitment_photos').select(['id', 'storage_key', 'subject']).where('member_id', '=', member.id).execute();
    expect(photos.map((p) => p.subject).sort()).toEqual(['return', 'review']);
    for (const photo of photos) {
      const copies = await storedCopies(photo.storage_key);
      expect(copies).toHaveLength(1 + 9);
      for (const bytes of copies) expect(hasPayload(bytes)).toBe(false);
    }
    // Served by the photo route: the owner gets a WebP variant of the return photo, a stranger nothing.
    const returnPhoto = photos.find((p) => p.subject === 'return')!;
    const webp = await server.fetch(`/recruitment/photo?id=${returnPhoto.id}&w=640&f=webp`, { headers: { Cookie: member.cookie } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toMatch(/^private/);
    const stranger = await signedInMember(server.services);
    expect((await server.fetch(`/recruitment/photo?id=${returnPhoto.id}&w=640&f=webp`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect((await server.fetch(`/recruitment/photo?id=${returnPhoto.id}&w=640&f=webp`)).status).toBe(404);
  });

  it('inquiry attachments: a camera photo is turned upright, without EXIF or GPS, with AVIF variants', async () => {
    const jpeg = await cameraJpeg({ width: 400, height: 200, orientation: 6 });
    expect(await hasGps(jpeg)).toBe(true);
    const res = await postForm(server, '/mypage/myqna/request', { intent: 'save', category: 'product', title: '사진 문의', body: '사진을 첨부합니다. 확인 부탁드려요.', attachments: blob(jpeg, 'image/jpeg') }, member.cookie);
    expect(res.status).toBe(302);
    const row = await server.services.db.kysely.selectFrom('inquiry_attachments').select(['id', 'storage_key']).where('member_id', '=', member.id).executeTakeFirstOrThrow();
    for (const bytes of await storedCopies(row.storage_key)) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
    const original = await server.fetch(`/mypage/myqna/attachment?id=${row.id}`, { headers: { Cookie: member.cookie } });
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(200);
    const avif = await server.fetch(`/mypage/myqna/attachment?id=${row.id}&w=320&f=avif`, { headers: { Cookie: member.cookie } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('private, no-store');
    const detail = await htmlOf(await server.fetch(res.headers.get('location')!, { headers: { Cookie: member.cookie } }));
    expect(detail).toMatch(/<picture><source type="image\/avif" srcSet="[^"]*attachment\?id=[^"]*&amp;w=320&amp;f=avif 320w/);
  });

  it('pet photos: stored upright without EXIF, served as variants to the owner, listed as <picture> with a sized img', async () => {
    const jpeg = await cameraJpeg({ width: 400, height: 200, orientation: 6 });
    const res = await postForm(
      server,
      '/mypage/mypet/register',
      { intent: 'save', name: '사진', species: 'cat', breed: '코리안 숏헤어', sex: 'male', neutered: 'no', birthYear: '2022', weightKg: '4', photo: blob(jpeg, 'image/jpeg') },
      member.cookie,
    );
    expect(res.status).toBe(302);
    const petId = new URL(res.headers.get('location')!, server.url).searchParams.get('saved')!;
    const original = await server.fetch(`/mypage/mypet/photo?id=${petId}`, { headers: { Cookie: member.cookie } });
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([200, 400, undefined, undefined]);
    const avif = await server.fetch(`/mypage/mypet/photo?id=${petId}&w=320&f=avif`, { headers: { Cookie: member.cookie } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(200);
    expect((await server.fetch(`/mypage/mypet/photo?id=${petId}&w=333&f=avif`, { headers: { Cookie: member.cookie } })).status).toBe(400);
    const list = await htmlOf(await server.fetch('/mypage/mypet', { headers: { Cookie: member.cookie } }));
    expect(list).toMatch(/<source type="image\/webp" srcSet="[^"]*w=320&amp;f=webp 320w/);
    expect(list).toMatch(/<img[^>]*width="96"[^>]*height="96"[^>]*alt="사진 사진"/);
    // Replacing the photo removes the old one and all its variants.
    const key = (await server.services.db.kysely.selectFrom('pets').select('photo_key').where('id', '=', petId).executeTakeFirstOrThrow()).photo_key!;
    const again = await postForm(
      server,
      `/mypage/mypet/register?id=${petId}`,
      { intent: 'save', name: '사진', species: 'cat', breed: '코리안 숏헤어', sex: 'male', neutered: 'no', birthYear: '2022', weightKg: '4', photo: blob(pngPolyglot(), 'image/png') },
      member.cookie,
    );
    expect(again.status).toBe(302);
    expect(await storedCopies(key)).toHaveLength(0);
  });
});
