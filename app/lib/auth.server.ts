import { data, redirect } from 'react-router';
import { appPathOf } from './site-url';
import type { Viewer } from '#server/platform/auth/viewer';
import { type Access, type CredentialOf, credentialFor, type StaffCredential } from '#server/platform/operations/credentials';
import type { StaffPermission } from '#server/platform/auth/staff-roles';

export type MemberViewer = Extract<Viewer, { isGuest: false }>;

/**
 * Loaders and actions of member pages call this first: the server enforces sign-in itself,
 * whatever the login-required path list says.
 */
export function requireMember(context: { viewer: Viewer }, request: Request): MemberViewer {
  if (!context.viewer.isGuest) return context.viewer;
  throw loginRedirect(request);
}

/** To the login page, coming back to this page (its path within the site and its query) afterwards. */
function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?startURL=${encodeURIComponent(appPathOf(url) + url.search)}`);
}

/**
 * The typed credential of a page's declared access (as RPC handlers get it): guests go to the
 * login page, members on a staff page get 403.
 */
export function requireCredential<A extends Access>(context: { viewer: Viewer }, request: Request, access: A): CredentialOf<A> {
  const check = credentialFor(context.viewer, access);
  if (check.ok) return check.credential;
  if (check.reason === 'UNAUTHENTICATED') throw loginRedirect(request);
  throw data('접근 권한이 없습니다.', { status: 403 });
}

/**
 * Staff pages: guests go to the login page; members, and staff whose role lacks the page's
 * permission (the role table, server/platform/auth/staff-roles.ts), get 403.
 */
export function requireStaff(context: { viewer: Viewer }, request: Request, permission: StaffPermission): StaffCredential {
  return requireCredential(context, request, `staff:${permission}`);
}
