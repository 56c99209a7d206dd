import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveThroughEditor } from '../fixtures/backoffice';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { serverFixture } from '../fixtures/server';
import { type KakaoLocalStandIn, startKakaoLocalStandIn } from '../setup/kakao-local-stand-in';
import { dialects } from '../setup/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/**
 * Issue 25, item 3: stores near me. Staff saves and imports locate addresses through the
 * geocoding adapter (a stand-in of Kakao Local's address search), typed positions are the
 * fallback, and the finder sorts by distance.
 */
describe.each(dialects)('store finder on %s', (dialect) => {
  let local: KakaoLocalStandIn;
  beforeAll(async () => {
    local = await startKakaoLocalStandIn();
  });
  afterAll(async () => {
    await local.close();
  });
  const server = serverFixture(dialect, () => ({ PAGE_CACHE_SECONDS: '0', KAKAO_REST_API_KEY: local.key, KAKAO_LOCAL_URL: local.url }));
  let staff: Member;
  let member: Member;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '매장팀');
    member = await signedInMember(server.services, 'member', '위치회원');
  });

  const storeRow = (id: string) => server.services.db.kysely.selectFrom('stores').select(['latitude', 'longitude', 'location_status', 'address']).where('id', '=', id).executeTakeFirstOrThrow();
  const fields = (name: string, roadAddress: string, extra: Record<string, string> = {}) => ({
    name,
    region: '서울',
    postcode: '04779',
    roadAddress,
    extraAddress: '',
    addressDetail: '1층',
    phone: '02-123-4567',
    hours: '매일 10:00 ~ 20:00',
    sortOrder: '0',
    publish: 'now',
    ...extra,
  });

  it('locates the address of a store staff save, through the address search with the REST key', async () => {
    local.places.set('서울특별시 중구 세종대로 110', { lat: 37.5663, lng: 126.9779 });
    const id = await saveThroughEditor(server, '/staff/stores/edit', fields(`시청점 ${randomUUID().slice(0, 4)}`, '서울특별시 중구 세종대로 110'), staff.cookie);
    expect(local.queries).toContain('서울특별시 중구 세종대로 110');
    expect(await storeRow(id)).toMatchObject({ latitude: 37.5663, longitude: 126.9779, location_status: 'geocoded' });
    const editor = pageText(await htmlOf(await server.fetch(`/staff/stores/edit?id=${id}`, { headers: { cookie: staff.cookie } })));
    expect(editor).toContain('위도');
    expect(editor).not.toContain('위치를 찾지 못했어요');

    // Saved again with the same address and position: the service is not asked again.
    const asked = local.queries.length;
    await saveThroughEditor(server, '/staff/stores/edit', { ...fields('시청점 고침', '서울특별시 중구 세종대로 110'), id, version: '1', latitude: '37.5663', longitude: '126.9779', publish: 'keep' }, staff.cookie);
    expect(local.queries.length).toBe(asked);
    // Moved, with the old position still in the fields: the new address is located.
    local.places.set('대구광역시 중구 국채보상로 1', { lat: 35.869, lng: 128.593 });
    await saveThroughEditor(server, '/staff/stores/edit', { ...fields('시청점 이전', '대구광역시 중구 국채보상로 1'), id, version: '2', latitude: '37.5663', longitude: '126.9779', publish: 'keep' }, staff.cookie);
    expect(await storeRow(id)).toMatchObject({ latitude: 35.869, longitude: 128.593, location_status: 'geocoded' });
  });

  it('an address the service cannot locate is saved without a position, and the editor says so in Korean', async () => {
    const id = await saveThroughEditor(server, '/staff/stores/edit', fields(`없는점 ${randomUUID().slice(0, 4)}`, '서울특별시 없는 주소 1'), staff.cookie);
    expect(await storeRow(id)).toMatchObject({ latitude: null, longitude: null, location_status: 'not_found' });
    const editor = pageText(await htmlOf(await server.fetch(`/staff/stores/edit?id=${id}`, { headers: { cookie: staff.cookie } })));
    expect(editor).toContain('입력한 주소로 매장 위치를 찾지 못했어요. 주소를 확인하거나 위도와 경도를 직접 입력해 주세요.');

    // The service away: the store is still saved, and the note says the service could not be reached.
    const away = await saveThroughEditor(server, '/staff/stores/edit', fields(`오류점 ${randomUUID().slice(0, 4)}`, '서울특별시 서버 오류로 1'), staff.cookie);
    expect(await storeRow(away)).toMatchObject({ latitude: null, location_status: 'error' });
    expect(pageText(await htmlOf(await server.fetch(`/staff/stores/edit?id=${away}`, { headers: { cookie: staff.cookie } })))).toContain('위치 찾기 서비스에 연결하지 못해');
  });

  it('takes a position typed by hand (not asking the service), and refuses one outside Korea or half of one', async () => {
    const asked = local.queries.length;
    const id = await saveThroughEditor(server, '/staff/stores/edit', fields(`손입력점 ${randomUUID().slice(0, 4)}`, '서울특별시 없는 주소 2', { latitude: '37.5446', longitude: '127.0557' }), staff.cookie);
    expect(local.queries.length).toBe(asked);
    expect(await storeRow(id)).toMatchObject({ latitude: 37.5446, longitude: 127.0557, location_status: 'manual' });

    const tokyo = await postForm(server, '/staff/stores/edit', { intent: 'save', ...fields('도쿄점', '서울특별시 중구 세종대로 110', { latitude: '35.6762', longitude: '139.6503' }) }, staff.cookie);
    expect(tokyo.status).toBe(400);
    expect(pageText(await htmlOf(tokyo))).toContain('경도는 124.5~132 사이의 숫자로 입력해 주세요.');
    const half = await postForm(server, '/staff/stores/edit', { intent: 'save', ...fields('반쪽점', '서울특별시 중구 세종대로 110', { latitude: '37.5' }) }, staff.cookie);
    expect(half.status).toBe(400);
    expect(pageText(await htmlOf(half))).toContain('경도도 입력해 주세요. 위도와 경도는 함께 입력합니다.');
    const words = await postForm(server, '/staff/stores/edit', { intent: 'save', ...fields('글자점', '서울특별시 중구 세종대로 110', { latitude: '북위 37', longitude: '127' }) }, staff.cookie);
    expect(pageText(await htmlOf(words))).toContain('위도는 33~38.7 사이의 숫자로 입력해 주세요.');
  });

  it('an import locates its stores after writing them, and names the ones it could not locate', async () => {
    const tag = `g${randomUUID().slice(0, 6)}`;
    local.places.set(`서울특별시 성동구 ${tag}로 1`, { lat: 37.5446, lng: 127.0557 });
    const csv = [
      '매장코드,매장명,지역,주소,전화번호,영업시간,위도,경도',
      `${tag}-1,${tag} 성수점,서울,서울특별시 성동구 ${tag}로 1,02-111-2222,매일,,`,
      `${tag}-2,${tag} 미상점,서울,서울특별시 없는 주소 ${tag},02-111-2223,매일,,`,
      `${tag}-3,${tag} 제주점,제주,제주특별자치도 제주시 ${tag}로 3,064-111-2224,매일,33.4996,126.5312`,
    ].join('\n');
    const res = await postForm(server, '/staff/stores/import', { file: new Blob([csv], { type: 'text/csv' }) }, staff.cookie);
    expect(res.status).toBe(200);
    const text = pageText(await htmlOf(res));
    expect(text).toContain('매장 3개를 가져왔습니다');
    expect(text).toContain('위치를 찾지 못한 매장 1곳');
    expect(text).toContain('3번째 줄');
    expect(text).toContain('주소로 위치를 찾지 못했습니다');
    expect(await storeRow(`${tag}-1`)).toMatchObject({ latitude: 37.5446, longitude: 127.0557, location_status: 'geocoded' });
    expect(await storeRow(`${tag}-2`)).toMatchObject({ latitude: null, location_status: 'not_found' });
    expect(await storeRow(`${tag}-3`)).toMatchObject({ latitude: 33.4996, longitude: 126.5312, location_status: 'manual' });
    expect(local.queries.filter((q) => q.includes(tag))).toHaveLength(2);

    // The same file again: located stores of the same address are not asked again.
    const before = local.queries.length;
    await postForm(server, '/staff/stores/import', { file: new Blob([csv], { type: 'text/csv' }) }, staff.cookie);
    expect(local.queries.slice(before).filter((q) => q.includes(tag))).toEqual([`서울특별시 없는 주소 ${tag}`]);
  });

  it('the finder lists every store in its HTML, and near=lat,lng sorts them by distance with the distance shown', async () => {
    const all = pageText(await htmlOf(await server.fetch('/stores')));
    expect(all).toContain('펫마루 성수점');
    expect(all).toContain('바른펫 제주노형점');
    expect(all).toContain('내 주변');

    const html = await htmlOf(await server.fetch(`/stores?near=${encodeURIComponent('35.1587,129.1604')}`));
    const names = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]!);
    expect(names.slice(0, 2)).toEqual(['멍냥상회 해운대점', '펫마루 서면점']);
    expect(html).toMatch(/>\d{2,3}0m</);
    expect(html).toContain('https://map.kakao.com/link/to/');
    expect(html).toContain('href="tel:0517429015"');

    // Within a region, still by distance.
    const seoul = await htmlOf(await server.fetch(`/stores?region=${encodeURIComponent('서울')}&near=${encodeURIComponent('37.5112,127.0981')}`));
    expect([...seoul.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])[0]).toBe('펫마루 잠실점');

    // The region links and the search keep the position the list was sorted from.
    expect(seoul).toContain(`href="/stores?region=${encodeURIComponent('부산')}&amp;near=${encodeURIComponent('37.5112,127.0981')}"`);
    expect(seoul).toMatch(/<input type="hidden" name="near" value="37.5112,127.0981"\/?>/);

    for (const bad of ['abc', '91,0', '37.5']) {
      const refused = await server.fetch(`/stores?near=${encodeURIComponent(bad)}`);
      expect(refused.status, bad).toBe(400);
    }
  });

  it('step 1 of the 1+1 flow is the same finder, each store leading to step 2 with its id', async () => {
    const html = await htmlOf(await server.fetch(`/mypage/myrecruitment-order/store/step1?near=${encodeURIComponent('33.49,126.49')}`, { headers: { cookie: member.cookie } }));
    expect([...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])[0]).toBe('바른펫 제주노형점');
    expect(html).toContain('/mypage/myrecruitment-order/store/step2?storeId=store-jeju-nohyeong');
    expect(pageText(html)).toContain('이 매장 선택');
  });
});
