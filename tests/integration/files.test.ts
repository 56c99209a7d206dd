import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../fixtures/members';
import { startS3StandIn } from '../setup/s3-stand-in';
import { dialects } from '../setup/test-server';
import { cameraJpeg, pdf, pngWithText } from '../fixtures/images';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';

const RPC = '/lwr/apex/v65.0';
const KEY = /^\d{13}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|pdf)$/;
const stores = ['local', 's3'] as const;

/**
 * SPEC 7.2 file storage over real HTTP, on the local disk store and on S3 (a local s3rver),
 * on both databases: good files, too large, wrong content, path tricks in fileName, delete.
 */
describe.each(dialects.flatMap((d) => stores.map((s) => [d, s] as const)))('file storage on %s with the %s store', (dialect, store) => {
  let s3: Awaited<ReturnType<typeof startS3StandIn>> | undefined;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  let other: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3StandIn();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const server = serverFixture(dialect, () => s3?.env ?? {});
  beforeAll(async () => {
    member = await signedInMember(server.services);
    other = await signedInMember(server.services, 'member', '다른회원');
  });

  const upload = (fileName: string, bytes: Buffer, contentType = 'image/png', cookie = member.cookie) =>
    rpcRequest(server, 'FileUploadController', 'uploadToS3', { fileName, contentType, base64Body: bytes.toString('base64') }, { cookie });
  const storedCount = async () => Number((await server.services.db.kysely.selectFrom('uploaded_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const domain = store === 's3' ? 'https://cdn.dodampet.test' : '/files';

  it('getCloudFrontDomain and getCloudFrontBaseDomain answer the delivery domain', async () => {
    const res = await server.fetch(`${RPC}/FileUploadController/getCloudFrontDomain`);
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(domain);
    expect(await (await server.fetch(`${RPC}/S3ConfigUtil/getCloudFrontBaseDomain`)).json()).toBe(domain);
  });

  it('stores a good image under a generated key, without its metadata, at domain + key', async () => {
    const res = await upload('우리 강아지.png', pngWithText());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { fileName: string; url: string; contentType: string } };
    expect(body.success).toBe(true);
    expect(body.data.fileName).toMatch(KEY);
    expect(body.data.fileName.endsWith('.png')).toBe(true);
    expect(Number(body.data.fileName.slice(0, 13))).toBeGreaterThan(Date.now() - 60_000);
    expect(body.data.url).toBe(`${domain}/${body.data.fileName}`);
    const stored = await server.services.storage.get(`public/${body.data.fileName}`);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored!.body).includes(Buffer.from('GPS'))).toBe(false);
    if (store === 'local') {
      const served = await server.fetch(`/files/${body.data.fileName}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('takes the type from the content: a JPEG named .jpeg and a PDF are kept as jpg and pdf', async () => {
    const jpeg = (await (await upload('photo.JPEG', await cameraJpeg(), 'application/octet-stream')).json()) as { data: { fileName: string } };
    expect(jpeg.data.fileName.endsWith('.jpg')).toBe(true);
    const stored = await server.services.storage.get(`public/${jpeg.data.fileName}`);
    expect(Buffer.from(stored!.body).includes(Buffer.from('Exif'))).toBe(false);
    const doc = (await (await upload('급여안내.pdf', pdf(), 'image/png')).json()) as { data: { fileName: string; contentType: string } };
    expect(doc.data.fileName.endsWith('.pdf')).toBe(true);
    expect(doc.data.contentType).toBe('application/pdf');
  });

  it('refuses a file over 5 MB and stores nothing', async () => {
    const before = await storedCount();
    const big = Buffer.concat([pngWithText(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('big.png', big);
    expect([413, 422]).toContain(res.status);
    expect((await res.json()).success).toBe(false);
    expect(await storedCount()).toBe(before);
  });

  it('refuses content that is not an allowed type, whatever the name and type say', async () => {
    const before = await storedCount();
    const res = await upload('cute-cat.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'FILE_TYPE', message: 'JPG, PNG, WEBP, PDF 파일만 올릴 수 있습니다.' });
    const misnamed = await upload('invoice.png', pdf());
    expect(misnamed.status).toBe(422);
    expect(await misnamed.json()).toMatchObject({ errorCode: 'FILE_NAME' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses path tricks in fileName before anything reaches the store', async () => {
    const before = await storedCount();
    for (const fileName of ['../../etc/passwd.png', '..\\..\\boot.png', 'dir/photo.png', 'photo.png\u0000.exe', '..png', '/abs.png']) {
      const res = await upload(fileName, pngWithText());
      expect(res.status, fileName).toBe(400);
      // A NUL is refused while the JSON is read (INVALID_TEXT), the rest by the schema.
      expect(await res.json()).toMatchObject({ errorCode: fileName.includes('\u0000') ? 'INVALID_TEXT' : 'INVALID_INPUT', field: 'fileName' });
    }
    expect(await storedCount()).toBe(before);
  });

  it('guests cannot upload', async () => {
    expect((await upload('a.png', pngWithText(), 'image/png', '')).status).toBe(401);
  });

  it('deleteFromS3 removes the caller’s own file only', async () => {
    const { data } = (await (await upload('bye.png', pngWithText())).json()) as { data: { fileName: string } };
    expect((await rpcRequest(server, 'FileUploadController', 'deleteFromS3', { fileName: data.fileName }, { cookie: other.cookie })).status).toBe(404);
    expect(await server.services.storage.get(`public/${data.fileName}`)).not.toBeNull();
    expect((await rpcRequest(server, 'FileUploadController', 'deleteFromS3', { fileName: '../site.db' }, { cookie: member.cookie })).status).toBe(404);
    const res = await rpcRequest(server, 'FileUploadController', 'deleteFromS3', { fileName: data.fileName }, { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(await server.services.storage.get(`public/${data.fileName}`)).toBeNull();
    if (store === 'local') expect((await server.fetch(`/files/${data.fileName}`)).status).toBe(404);
  });

  it('serves the shipped static images and never private files at /files', async () => {
    if (store === 'local') {
      const image = await server.fetch('/files/static/images/qna-empty.svg');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    } else {
      expect(await server.services.storage.get('public/static/images/qna-empty.svg')).not.toBeNull();
    }
    await server.services.storage.put('private/inquiries/1700000000000-secret.png', pngWithText(), 'image/png');
    for (const path of ['/files/private/inquiries/1700000000000-secret.png', '/files/../private/inquiries/1700000000000-secret.png', '/files/%2e%2e/private/x.png', '/files/cms/home-hero-desktop.svg']) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });
});
