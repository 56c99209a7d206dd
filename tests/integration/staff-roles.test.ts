import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LAYOUT } from '#app/config/staff-layout';
import { STAFF_PUBLIC_ROUTES, STAFF_ROUTES } from '#app/config/staff-routes';
import { isStaffPermission, STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole, staffMay } from '#server/platform/auth/staff-roles';
import { isStaffAccess, permissionOf } from '#server/platform/operations/credentials';
import type { RpcMethod } from '#server/adapters/rpc/define';
import { controllers } from '#server/adapters/rpc/registry';
import { signedInMember } from '../fixtures/members';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/**
 * Issue 14, item 2: the role table (server/platform/auth/staff-roles.ts) is what every staff page
 * and every staff method obeys. Each is walked as a guest (→ login / 401), a member (→ 403) and
 * each staff role (allowed, or 403 exactly as the table says); a staff page or method that names
 * no permission of the table fails here.
 */

type AnyController = Record<string, RpcMethod>;
const methods = Object.entries(controllers).flatMap(([className, controller]) =>
  Object.entries(controller as AnyController).map(([methodName, def]) => ({ className, methodName, access: def.access })),
);
const staffMethods = methods.filter((m) => isStaffAccess(m.access));

/** Each page's own query, so an allowed role reaches the page's own answer (404 for a record that is not there is fine). */
const pagePath = (path: string) => (path.endsWith('/detail') ? `${path}?id=00000000-0000-4000-8000-000000000000` : path);

describe('the role table itself', () => {
  it('names every route module of the staff area: a staff page missing from STAFF_ROUTES fails here', () => {
    const files = fs.readdirSync('app/routes').filter((f) => /^staff[.-]/.test(f));
    const listed = new Set([...STAFF_ROUTES.map((r) => r.file), STAFF_LAYOUT.file, ...STAFF_PUBLIC_ROUTES.map((r) => r.file)].map((f) => f.replace(/^routes\//, '')));
    expect(files.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('gives every staff page and every staff method a permission of the table', () => {
    for (const route of STAFF_ROUTES) expect(isStaffPermission(route.permission), route.path).toBe(true);
    for (const m of methods) {
      const ok = m.access === 'public' || m.access === 'member' || (isStaffAccess(m.access) && isStaffPermission(permissionOf(m.access)));
      expect(ok, `${m.className}.${m.methodName}: ${m.access}`).toBe(true);
    }
    expect(staffMethods.length).toBeGreaterThan(0);
  });

  it('lets admin do everything, and keeps staff accounts, site settings and the audit trail to admin', () => {
    for (const permission of Object.keys(STAFF_PERMISSIONS) as (keyof typeof STAFF_PERMISSIONS)[]) expect(staffMay('admin', permission)).toBe(true);
    for (const role of ['editor', 'support', 'clerk'] as const) {
      expect(staffMay(role, 'staff-accounts')).toBe(false);
      expect(staffMay(role, 'site')).toBe(false);
      expect(staffMay(role, 'audit')).toBe(false);
    }
    expect(staffMay('member', 'dashboard')).toBe(false);
    expect(staffMay('support', 'inquiries')).toBe(true);
    expect(staffMay('editor', 'inquiries')).toBe(false);
    expect(staffMay('editor', 'content')).toBe(true);
    expect(staffMay('support', 'content')).toBe(false);
  });

  it('keeps the store clerk to the redeem page and their own security page (issue 24, item 6)', () => {
    const open = STAFF_ROUTES.filter((r) => staffMay('clerk', r.permission)).map((r) => r.path);
    expect(open.sort()).toEqual(['/staff/coupons/redeem', '/staff/security']);
    const methodsOpen = staffMethods.filter((m) => staffMay('clerk', permissionOf(m.access as never))).map((m) => `${m.className}.${m.methodName}`);
    expect(methodsOpen.sort()).toEqual(['StoreController.findCoupon', 'StoreController.redeemCoupon']);
  });
});

describe.each(dialects)('every staff page and method as guest, member and each role on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let member: string;
  const roles = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    member = (await signedInMember(server.services, 'member')).cookie;
    for (const role of STAFF_ROLES) roles[role] = (await signedInMember(server.services, role, `${role} 담당`)).cookie;
  });

  it.each(STAFF_ROUTES.map((r) => [r.path, r] as const))('page %s', async (_path, route) => {
    const path = pagePath(route.path);
    const guest = await server.fetch(path);
    expect(guest.status, `guest on ${path}`).toBe(302);
    expect(guest.headers.get('location'), `guest on ${path}`).toMatch(/^\/login\?startURL=/);
    expect((await server.fetch(path, { headers: { Cookie: member } })).status, `member on ${path}`).toBe(403);
    for (const role of STAFF_ROLES) {
      const res = await server.fetch(path, { headers: { Cookie: roles[role] } });
      await res.body?.cancel();
      if (staffMay(role, route.permission)) {
        // 405: an address that only takes POSTs (the editor's photo upload).
        expect([200, 404, 405], `${role} on ${path} (allowed)`).toContain(res.status);
      } else {
        expect(res.status, `${role} on ${path} (not allowed)`).toBe(403);
      }
    }
  });

  it.each(STAFF_ROUTES.map((r) => [r.path, r] as const))('form posts of page %s', async (_path, route) => {
    const path = pagePath(route.path);
    const post = (cookie?: string) =>
      server.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
        body: 'intent=nothing',
      });
    const probe = await post(roles.admin);
    await probe.body?.cancel();
    if (probe.status === 405) return; // the page has no action
    const guest = await post();
    expect(guest.status, `guest posting ${path}`).toBe(302);
    expect((await post(member)).status, `member posting ${path}`).toBe(403);
    for (const role of STAFF_ROLES) {
      const res = await post(roles[role]);
      await res.body?.cancel();
      if (staffMay(role, route.permission)) expect(res.status, `${role} posting ${path} (allowed)`).not.toBe(403);
      else expect(res.status, `${role} posting ${path} (not allowed)`).toBe(403);
    }
  });

  it.each(staffMethods.map((m) => [`${m.className}.${m.methodName}`, m] as const))('method %s', async (_name, m) => {
    const call = async (cookie?: string) => {
      const res = await rpcRequest(server, m.className as never, m.methodName as never, undefined, cookie ? { cookie } : {});
      await res.body?.cancel();
      return res.status;
    };
    expect(await call(), 'guest').toBe(401);
    expect(await call(member), 'member').toBe(403);
    const permission = permissionOf(m.access as never);
    for (const role of STAFF_ROLES) {
      const status = await call(roles[role]);
      if (staffMay(role, permission)) expect(status, `${role} (allowed)`).not.toBe(403);
      else expect(status, `${role} (not allowed)`).toBe(403);
    }
  });
});
