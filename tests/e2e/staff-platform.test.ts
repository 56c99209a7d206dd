import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { totpCode } from '../fixtures/staff';
import { withParticle } from '#app/lib/korean-particles';

/**
 * Issue 14, "done when", on a desktop and a phone: an admin made by the CLI signs in and enrols
 * TOTP, invites an editor and a support agent; each accepts, enrols, signs in again with their
 * second factor and sees only their pages; the support agent finds a member by phone and
 * suspends them; the admin sees all of it in the audit trail.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

const PASSWORD = 'violet harbour seventy';

function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build/cli.js', ...args], { env: { ...process.env, DATABASE_URL: site.server.services.env.DATABASE_URL, LOG_LEVEL: 'silent', ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(필수\\))?$`));

/** The enrolment screen: reads the secret shown for manual entry, types its code, keeps going past the recovery codes. */
async function enrol(page: Page, where: string): Promise<string> {
  await page.waitForURL('**/login/second-factor');
  await page.getByRole('heading', { level: 1, name: '2단계 인증 등록' }).waitFor();
  await waitForHydration(page);
  expect(await page.getByRole('img', { name: '인증 앱에 이 계정을 등록하는 QR 코드' }).count()).toBe(1);
  await expectAccessible(page, { where: `enrolment (${where})` });
  const secret = (await page.locator('code').first().textContent())!.trim();
  await labelled(page, '인증 코드').fill(totpCode(secret));
  await page.getByRole('button', { name: '등록하고 로그인' }).click();
  await page.getByRole('heading', { name: '복구 코드' }).waitFor();
  expect(await page.locator('ul code').count()).toBe(10);
  await expectAccessible(page, { where: `recovery codes (${where})` });
  await Promise.all([page.waitForURL('**/staff'), page.getByRole('link', { name: '적어 두었습니다. 계속하기' }).click()]);
  await page.getByRole('heading', { level: 1, name: '운영 홈' }).waitFor();
  return secret;
}

async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await labelled(page, '이메일').fill(email);
  await labelled(page, '비밀번호').fill(PASSWORD);
  await Promise.all([page.waitForURL('**/login/second-factor'), page.getByRole('button', { name: '로그인', exact: true }).click()]);
  await waitForHydration(page);
  // The enrolment used this period's code: the next period's (one step ahead is accepted) signs in now.
  await labelled(page, '인증 코드').fill(totpCode(secret, 1));
  await Promise.all([page.waitForURL('**/staff'), page.getByRole('button', { name: '확인' }).click()]);
  await page.getByRole('heading', { level: 1, name: '운영 홈' }).waitFor();
}

async function menuOf(page: Page, phone: boolean): Promise<string[]> {
  if (phone) await page.getByRole('button', { name: '메뉴' }).click();
  const labels = (await page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link').allTextContents()).map((t) => t.trim());
  if (phone) await page.getByRole('button', { name: '메뉴' }).click();
  return labels;
}

async function acceptInvitation(page: Page, link: string, name: string): Promise<string> {
  await page.goto(link);
  await waitForHydration(page);
  await expectAccessible(page, { where: 'invitation' });
  await labelled(page, '이름').fill(name);
  await labelled(page, '비밀번호').fill(PASSWORD);
  await labelled(page, '비밀번호 확인').fill(PASSWORD);
  await page.getByRole('button', { name: '계정 만들고 2단계 인증 등록하기' }).click();
  return enrol(page, name);
}

async function logOut(page: Page): Promise<void> {
  await Promise.all([page.waitForURL('**/login?**'), page.getByRole('button', { name: '로그아웃' }).click()]);
}

describe.each(viewports)('the staff platform on $name', (viewport) => {
  test('CLI admin enrols, invites an editor and a support agent; each signs in with a second factor and sees only their pages; support suspends a member; the admin sees it in the audit trail', { timeout: 180_000 }, async () => {
    const phone = viewport.name === 'phone';
    const tag = viewport.name;
    const adminEmail = `first-admin-${tag}@example.kr`;
    const made = await cli(['staff:create', '--email', adminEmail, '--name', '첫 관리자'], { STAFF_PASSWORD: PASSWORD });
    expect(made.code, made.err).toBe(0);
    const target = await createMember(site.server.services.db.kysely, { name: `정지대상${tag}`, email: `target-${tag}@example.kr` });
    const mobile = tag === 'phone' ? '010-4321-9876' : '010-2468-1357';
    await site.server.services.db.kysely.updateTable('members').set({ mobile }).where('id', '=', target.id).execute();

    // 1. The admin signs in with the password and must enrol a second factor first.
    const { page: admin } = await site.open(viewport);
    await admin.goto('/login');
    await waitForHydration(admin);
    await labelled(admin, '이메일').fill(adminEmail);
    await labelled(admin, '비밀번호').fill(PASSWORD);
    await admin.getByRole('button', { name: '로그인', exact: true }).click();
    await enrol(admin, 'admin');
    expect(await menuOf(admin, phone)).toEqual(expect.arrayContaining(['운영자 계정', '감사 기록', '회원 조회', '사이트 설정']));

    // 2. Invites an editor and a support agent; without mail, the link is shown to copy.
    const links: Record<string, string> = {};
    for (const [role, label] of [['editor', '편집자'], ['support', '고객지원']] as const) {
      await admin.goto('/staff/accounts');
      await waitForHydration(admin);
      await labelled(admin, '이메일').fill(`${role}-${tag}@example.kr`);
      await admin.locator('form:has(input[value="invite"]) select[name="role"]').selectOption(role);
      await admin.getByRole('button', { name: '초대 링크 만들기' }).click();
      await admin.getByText(`${role}-${tag}@example.kr님을 ${withParticle(label, '으로/로')} 초대했습니다.`).waitFor();
      // Every link made on the visit stays on screen, each under its address.
      links[role] = await admin.getByLabel(`${role}-${tag}@example.kr 초대 링크`).inputValue();
      expect(links[role]).toMatch(/\/staff-invitation\?token=/);
    }
    await expectAccessible(admin, { where: '/staff/accounts with an invitation' });
    await screenshot(admin, `staff-accounts-${tag}`);

    // 3. The editor accepts, enrols, signs in again with the code, and sees only editor pages.
    const { page: editor } = await site.open(viewport);
    const editorSecret = await acceptInvitation(editor, links.editor!, '김편집');
    await logOut(editor);
    await signIn(editor, `editor-${tag}@example.kr`, editorSecret);
    const editorMenu = await menuOf(editor, phone);
    expect(editorMenu).toContain('유입 분석');
    for (const hidden of ['1:1 문의 답변', '회원 조회', '운영자 계정', '감사 기록', '사이트 설정']) expect(editorMenu).not.toContain(hidden);
    expect((await editor.goto('/staff/members'))?.status()).toBe(403);

    // 4. The support agent does the same and sees the support pages only.
    const { page: support } = await site.open(viewport);
    const supportSecret = await acceptInvitation(support, links.support!, '이상담');
    await logOut(support);
    await signIn(support, `support-${tag}@example.kr`, supportSecret);
    const supportMenu = await menuOf(support, phone);
    expect(supportMenu).toEqual(expect.arrayContaining(['1:1 문의 답변', '체험 신청 관리', '반품·환불 처리', '쿠폰 사용 처리', '회원 조회']));
    for (const hidden of ['유입 분석', '운영자 계정', '감사 기록', '사이트 설정']) expect(supportMenu).not.toContain(hidden);

    // 5. Support finds the member by phone and suspends them.
    await support.goto('/staff/members');
    await waitForHydration(support);
    await support.getByRole('searchbox', { name: '검색어' }).fill(mobile.slice(-9));
    await Promise.all([support.waitForURL('**/staff/members?q=*'), support.getByRole('button', { name: '찾기' }).click()]);
    await expectAccessible(support, { where: 'member search' });
    await Promise.all([support.waitForURL('**/staff/members/detail?id=*'), support.getByRole('link', { name: `정지대상${tag}` }).click()]);
    await waitForHydration(support);
    await expectAccessible(support, { where: 'member detail' });
    await labelled(support, '정지 사유 \\(회원이 로그인할 때 봅니다\\)').fill('결제 도용 신고로 확인 중입니다');
    await support.getByRole('button', { name: '이용 정지하기' }).click();
    await support.getByRole('status').filter({ hasText: '이용을 정지했습니다.' }).waitFor();
    await screenshot(support, `staff-member-suspended-${tag}`);

    // 6. The admin sees all of it in the audit trail.
    await admin.goto('/staff/audit');
    await waitForHydration(admin);
    const trail = (await admin.locator('main').textContent()) ?? '';
    for (const action of ['운영자 초대', '운영자 초대 수락', '2단계 인증 등록', '회원 개인정보 열람', '회원 이용 정지']) expect(trail).toContain(action);
    expect(trail).toContain('이상담님이 회원');
    expect(trail).toContain('이용을 정지했습니다.');
    expect(trail).toContain('고객지원');
    expect(trail).toMatch(/이용 정지\s*아니요 → 예/);
    expect(trail).not.toContain('suspended');
    await expectAccessible(admin, { where: '/staff/audit' });
    await screenshot(admin, `staff-audit-${tag}`);
  });
});
