import { describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '#app/config/staff-routes';
import { STAFF_ROLES, type StaffRole, staffMay } from '#server/platform/auth/staff-roles';
import type { Viewer } from '#server/platform/auth/viewer';
import { requireStaff, requireStaffFrame } from './auth.server';

const viewer = (role: StaffRole): { viewer: Viewer } => ({
  viewer: { isGuest: false, userId: `u-${role}`, name: role, role, sessionId: 's', idleExpiresAt: '2099-01-01T00:00:00.000Z' },
});
const at = (path: string) => new Request(`http://site.test${path}?id=1`);

function status(fn: () => unknown): number {
  try {
    fn();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return (thrown as { init: { status: number } }).init.status;
    throw thrown;
  }
}

describe('requireStaff', () => {
  it("takes each page's permission from the staff route table: every route × every role", () => {
    for (const route of STAFF_ROUTES) {
      for (const role of STAFF_ROLES) {
        expect(status(() => requireStaff(viewer(role), at(route.path))), `${role} at ${route.path}`).toBe(staffMay(role, route.permission) ? 200 : 403);
      }
    }
  });

  it('sends a guest to the login page and refuses a path no staff route declares', () => {
    expect(status(() => requireStaff({ viewer: { isGuest: true } }, at('/staff/articles')))).toBe(302);
    expect(() => requireStaff(viewer('admin'), at('/staff/nowhere'))).toThrow(/no staff route declares \/staff\/nowhere/);
  });
});

describe('requireStaffFrame', () => {
  it('lets every staff role into the frame, whatever page is below it', () => {
    for (const role of STAFF_ROLES) expect(status(() => requireStaffFrame(viewer(role), at('/staff/inquiries')))).toBe(200);
    expect(status(() => requireStaffFrame({ viewer: { isGuest: true } }, at('/staff/inquiries')))).toBe(302);
  });
});
