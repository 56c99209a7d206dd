import { randomUUID } from 'node:crypto';
import { insertMember } from '#app/features/account/data/account.server';
import { hashPassword } from '#server/platform/auth/passwords';
import type { DbConn } from '#server/platform/db/database';
import type { Role } from '#server/platform/db/schema/members';

/** Record builders shared by the demo seed and the tests, so both exercise the same shapes. */

function newId(): string {
  return randomUUID();
}

export async function createMember(
  db: DbConn,
  overrides: { email?: string; name?: string; password?: string; role?: Role } = {},
): Promise<{ id: string; email: string; password: string }> {
  const id = newId();
  const email = overrides.email ?? `member-${id.slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const now = new Date().toISOString();
  await insertMember(db, {
    id,
    email,
    name: overrides.name ?? '김도담',
    password_hash: await hashPassword(password),
    role: overrides.role ?? 'member',
    created_at: now,
    updated_at: now,
  });
  return { id, email, password };
}

export interface SiteConfigValues {
  brandName: string;
  isMaintenance: boolean;
  disabledPaths: string;
  alertMessage: string;
  loginRequiredPaths: string;
}

export const DEMO_SITE_CONFIG: SiteConfigValues = {
  // A fictional brand: change it here (or in the site_config row) to rename the whole site.
  brandName: '도담펫',
  isMaintenance: false,
  disabledPaths: '/recruitment/order\n/mypage/myrecruitment-order/store',
  alertMessage: '더 나은 서비스를 위해 시스템 점검 중입니다.\n점검 시간: 02:00 ~ 06:00',
  loginRequiredPaths: '/mypage',
};
