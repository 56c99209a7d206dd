import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { serverFixture } from '../fixtures/server';
import { PROMISES } from '../fixtures/service-promises';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** /staff/site: staff switch maintenance and the guest rules of SPEC 5.1 from a page. */
describe.each(dialects)('the staff site settings page on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let member: Member;
  let staff: Member;

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', '김도담');
    staff = await signedInMember(server.services, 'staff', '운영팀');
  });

  const row = () => server.services.db.kysely.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const form = (overrides: Record<string, string> = {}) => ({
    brandName: '도담펫',
    disabledPaths: '',
    alertMessage: '',
    loginRequiredPaths: '/mypage',
    ...PROMISES,
    ...overrides,
  });

  it('is for staff only: guests go to login, members get 403, and nothing changes', async () => {
    const guest = await server.fetch('/staff/site');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?startURL=%2Fstaff%2Fsite');
    expect((await server.fetch('/staff/site', { headers: { Cookie: member.cookie } })).status).toBe(403);
    const before = await row();
    expect((await postForm(server, '/staff/site', form({ isMaintenance: 'on', disabledPaths: '/recruitment', alertMessage: '점검' }), member.cookie)).status).toBe(403);
    expect((await row()).is_maintenance).toBe(before.is_maintenance);
    const page = await htmlOf(await server.fetch('/staff/site', { headers: { Cookie: staff.cookie } }));
    expect(page).toContain('사이트 설정');
    expect(page).toContain('정상 운영');
  });

  it('refuses bad input with Korean messages and changes nothing', async () => {
    const before = await row();
    const cases: [Record<string, string>, string][] = [
      [{ isMaintenance: 'on', disabledPaths: '', alertMessage: '점검 중입니다.' }, '점검 중에는 막을 경로를 한 줄 이상 입력해 주세요.'],
      [{ isMaintenance: 'on', disabledPaths: '/recruitment', alertMessage: '' }, '점검 중에 방문자에게 보일 안내 문구를 입력해 주세요.'],
      [{ disabledPaths: 'recruitment' }, '경로는 한 줄에 하나씩, 공백 없이 /로 시작해야 합니다.'],
      [{ loginRequiredPaths: '/mypage\n/my page' }, '경로는 한 줄에 하나씩, 공백 없이 /로 시작해야 합니다.'],
      [{ brandName: ' ' }, '브랜드 이름을 입력해 주세요.'],
      [{ isMaintenance: 'on', disabledPaths: '/', alertMessage: '전체 점검' }, '로그인 페이지도 막습니다.'],
    ];
    for (const [fields, message] of cases) {
      const res = await postForm(server, '/staff/site', form(fields), staff.cookie);
      expect(res.status, message).toBe(400);
      const html = await htmlOf(res);
      expect(html).toContain(message);
      expect(html).toContain('입력 내용을 확인해 주세요.');
    }
    expect(await row()).toEqual(before);
  });

  it('switches maintenance on for some paths: guests see the notice there, members pass, and it switches off again', async () => {
    const saved = await postForm(server, '/staff/site', form({ isMaintenance: 'on', disabledPaths: '  /recruitment \n\n/recruitment\n', alertMessage: '체험 신청 점검 중이에요. 02:00에 다시 열어요.' }), staff.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/staff/site?saved=1');
    expect(await row()).toMatchObject({ is_maintenance: 1, disabled_paths: '/recruitment', alert_message: '체험 신청 점검 중이에요. 02:00에 다시 열어요.' });
    const after = await htmlOf(await server.fetch('/staff/site?saved=1', { headers: { Cookie: staff.cookie } }));
    expect(after).toContain('저장했습니다.');
    expect(after).toContain('점검 중');

    const blocked = await server.fetch('/recruitment/order?campaignId=trial-dog-derma');
    expect(blocked.status).toBe(503);
    expect(await blocked.text()).toContain('체험 신청 점검 중이에요. 02:00에 다시 열어요.');
    expect((await server.fetch('/about-us')).status).toBe(200);
    expect((await server.fetch('/recruitment', { headers: { Cookie: member.cookie } })).status).toBe(200);

    // Taking the whole site down needs the lock-out acknowledgement.
    const whole = await postForm(server, '/staff/site', form({ isMaintenance: 'on', disabledPaths: '/', alertMessage: '전체 점검 중입니다.', lockoutConfirmed: 'on' }), staff.cookie);
    expect(whole.status).toBe(302);
    expect((await server.fetch('/about-us')).status).toBe(503);
    expect((await server.fetch('/login')).status).toBe(503);

    expect((await postForm(server, '/staff/site', form(), staff.cookie)).status).toBe(302);
    expect((await row()).is_maintenance).toBe(0);
    expect((await server.fetch('/recruitment')).status).toBe(200);
  });

  it('changes the login-required paths and the brand name', async () => {
    expect((await postForm(server, '/staff/site', form({ brandName: '새이름펫', loginRequiredPaths: '/mypage\n/recruitment/order' }), staff.cookie)).status).toBe(302);
    const guest = await server.fetch('/recruitment/order?campaignId=trial-dog-derma');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/login?startURL=');
    expect(await htmlOf(await server.fetch('/about-us'))).toContain('새이름펫');
    expect((await postForm(server, '/staff/site', form(), staff.cookie)).status).toBe(302);
  });
});
