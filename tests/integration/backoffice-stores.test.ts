import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveThroughEditor } from '../fixtures/backoffice';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { storeCsv, storeXlsx } from '../fixtures/store-files';
import { dialects } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Issue 15 item 4: stores edited one by one, and a chain's hundreds imported from a file, all or nothing. */
describe.each(dialects)('back-office stores on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let staff: Member;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
  });

  const count = async (tag: string) => Number((await server.services.db.kysely.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'like', `${tag}-%`).executeTakeFirstOrThrow()).n);
  const upload = (csv: string) => postForm(server, '/staff/stores/import', { file: new Blob([csv], { type: 'text/csv' }) }, staff.cookie);

  it('imports 300 stores: two bad rows give the row report and nothing is written; fixed, all 300 are', async () => {
    const tag = `c${randomUUID().slice(0, 6)}`;
    const bad = await upload(storeCsv(tag, 300, { 57: { region: '서울시' }, 211: { phone: '전화 없음' } }));
    expect(bad.status).toBe(422);
    const report = await htmlOf(bad);
    expect(report).toContain('문제 2건, 아무것도 저장하지 않았습니다');
    expect(report).toContain('58번째 줄');
    expect(report).toContain('지역은 서울, 경기');
    expect(report).toContain('212번째 줄');
    expect(report).toContain('전화번호를 02-123-4567 형식으로 입력해 주세요.');
    expect(await count(tag)).toBe(0);

    const good = await upload(storeCsv(tag, 300));
    expect(good.status).toBe(200);
    expect(await htmlOf(good)).toContain('매장 300개를 가져왔습니다 (새로 추가 300개, 고침 0개)');
    expect(await count(tag)).toBe(300);
    // Guests find them in the store finder.
    const found = await rpc(server, 'StoreController', 'getStores', { keyword: `${tag} 체인 123호점` }, { method: 'GET' });
    expect(JSON.stringify(found.body)).toContain(`${tag}-123`);

    // The same file again updates the stores (by their codes) instead of doubling them.
    const again = await upload(storeCsv(tag, 300, { 5: { name: `${tag} 새 이름` } }));
    expect(await htmlOf(again)).toContain('새로 추가 0개, 고침 300개');
    expect(await count(tag)).toBe(300);
    expect((await server.services.db.kysely.selectFrom('stores').select('name').where('id', '=', `${tag}-5`).executeTakeFirstOrThrow()).name).toBe(`${tag} 새 이름`);
  });

  it('imports an Excel workbook: rows are named by the sheet row, a number-cell postcode keeps its zero; the old .xls is refused', async () => {
    const tag = `x${randomUUID().slice(0, 6)}`;
    const xlsx = (bytes: Uint8Array) =>
      postForm(server, '/staff/stores/import', { file: new Blob([Buffer.from(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) }, staff.cookie);
    // The table starts on the sheet's row 3 (a title above it, as chains' lists often have).
    const bad = await xlsx(storeXlsx(tag, 300, { 57: { region: '서울시' }, 211: { phone: '전화 없음' } }, 3));
    expect(bad.status).toBe(422);
    const report = await htmlOf(bad);
    expect(report).toContain('문제 2건, 아무것도 저장하지 않았습니다');
    expect(report).toContain('60번째 줄');
    expect(report).toContain('214번째 줄');
    expect(await count(tag)).toBe(0);

    const good = await xlsx(storeXlsx(tag, 300, {}, 3));
    expect(good.status).toBe(200);
    expect(await htmlOf(good)).toContain('매장 300개를 가져왔습니다 (새로 추가 300개, 고침 0개)');
    expect(await count(tag)).toBe(300);
    const stored = await server.services.db.kysely.selectFrom('stores').select(['postcode', 'sort_order']).where('id', '=', `${tag}-7`).executeTakeFirstOrThrow();
    expect(stored).toEqual({ postcode: '04779', sort_order: 7 });

    const xls = await postForm(server, '/staff/stores/import', { file: new Blob([Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])]) }, staff.cookie);
    expect(xls.status).toBe(400);
    expect(await htmlOf(xls)).toContain('예전 Excel 형식(.xls)은 읽을 수 없습니다');
  });

  it('reports a file without the required columns, an empty file, duplicates inside the file and a broken quote', async () => {
    expect(await htmlOf(await upload('이름,주소\n가게,서울'))).toContain('제목 줄에 매장명, 지역, 전화번호, 영업시간 열이 없습니다.');
    expect(await htmlOf(await upload('매장명,지역,주소,전화번호,영업시간\n'))).toContain('가져올 매장이 없습니다.');
    const dup = await htmlOf(await upload('매장코드,매장명,지역,주소,전화번호,영업시간\nx-1,가,서울,서울 1,02-111-2222,매일\nx-1,나,서울,서울 2,02-111-2223,매일'));
    expect(dup).toContain('매장 코드가 2번째 줄과 같습니다.');
    expect(await htmlOf(await upload('매장명,지역,주소,전화번호,영업시간\n"가,서울,서울,02-111-2222,매일'))).toContain('닫히지 않은 따옴표');
    const none = await postForm(server, '/staff/stores/import', { intent: 'import' }, staff.cookie);
    expect(none.status).toBe(400);
  });

  it('creates a store in the editor; guests see it once it is published, and not after it is deleted', async () => {
    const name = `에디터 매장 ${randomUUID().slice(0, 5)}`;
    const id = await saveThroughEditor(server, '/staff/stores/edit', { name, region: '강원', postcode: '24341', roadAddress: '강원특별자치도 춘천시 중앙로 1', extraAddress: '', addressDetail: '2층', phone: '033-123-4567', hours: '매일 10:00 ~ 20:00', sortOrder: '0', publish: 'now' }, staff.cookie);
    const found = await rpc(server, 'StoreController', 'getStores', { keyword: name }, { method: 'GET' });
    expect(JSON.stringify(found.body)).toContain('강원특별자치도 춘천시 중앙로 1 2층');
    expect((await postForm(server, '/staff/stores/edit', { intent: 'delete', id, version: '1' }, staff.cookie)).status).toBe(302);
    expect(JSON.stringify((await rpc(server, 'StoreController', 'getStores', { keyword: name }, { method: 'GET' })).body)).not.toContain(id);
  });
});
