import { data, redirect } from 'react-router';
import { appPathOf } from '../lib/site-url';
import type { Viewer } from '#server/platform/auth/viewer';
import { type Access, type CredentialOf, credentialFor, type MemberCredential, type StaffCredential } from '#server/platform/operations/credentials';
import { staffRouteAt } from '#app/config/staff-routes';
import { href } from '#app/config/href';

/**
 * Loaders and actions of member pages call this first: the server enforces sign-in itself,
 * whatever the login-required path list says. Guests go to the login page and come back.
 * The one member guard of pages (RPC methods get the same credential from the router).
 */
export function requireMember(context: { viewer: Viewer }, request: Request): MemberCredential {
  return requireCredential(context, request, 'member');
}

/** To the login page, coming back to this page (its path within the site and its query) afterwards. */
function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(href('login', { startURL: appPathOf(url) + url.search }));
}

/**
 * The typed credential of a declared access (as RPC handlers get it): guests go to the login
 * page, members on a staff page get 403. Pages call `requireMember` or `requireStaff`; only the
 * operation action, which serves an operation of any access, calls this directly.
 */
export function requireCredential<A extends Access>(context: { viewer: Viewer }, request: Request, access: A): CredentialOf<A> {
  const check = credentialFor(context.viewer, access);
  if (check.ok) return check.credential;
  if (check.reason === 'UNAUTHENTICATED') throw loginRedirect(request);
  throw data('접근 권한이 없습니다.', { status: 403 });
}

/**
 * Staff pages: guests go to the login page; members, and staff whose role lacks the page's
 * permission, get 403. The permission is the one the staff route table declares for the
 * request's path (app/config/staff-routes.ts; who has it is the role table,
 * server/platform/auth/staff-roles.ts), so a page's guard cannot drift from its declaration.
 * The one staff guard of pages; an action's operation checks its own capability on top.
 */
export function requireStaff(context: { viewer: Viewer }, request: Request): StaffCredential {
  const path = appPathOf(new URL(request.url)).replace(/\/+$/, '') || '/';
  const route = staffRouteAt(path);
  // A loader guarding a path no staff route declares is a programming error, never an open page.
  if (!route) throw new Error(`requireStaff: no staff route declares ${path}`);
  return requireCredential(context, request, `staff:${route.permission}`);
}

/**
 * The staff frame (the layout every staff page renders in): any staff role, whatever the page
 * below asks, so a page refused to a role still answers its 403 inside the frame with the role's
 * own menu. The page's loader guards the page itself with requireStaff.
 */
export function requireStaffFrame(context: { viewer: Viewer }, request: Request): StaffCredential {
  return requireCredential(context, request, 'staff:security');
}
