import { data, redirect } from 'react-router';
import { appPathOf } from './site-url';
import type { Viewer } from '#server/platform/auth/viewer';

export type MemberViewer = Extract<Viewer, { isGuest: false }>;

/**
 * Loaders and actions of member pages call this first: the server enforces sign-in itself,
 * whatever the login-required path list says.
 */
export function requireMember(context: { viewer: Viewer }, request: Request): MemberViewer {
  if (!context.viewer.isGuest) return context.viewer;
  const url = new URL(request.url);
  throw redirect(`/login?startURL=${encodeURIComponent(appPathOf(url) + url.search)}`);
}

/** Staff pages: guests go to the login page, members who are not staff get 403. */
export function requireStaff(context: { viewer: Viewer }, request: Request): MemberViewer {
  const viewer = requireMember(context, request);
  if (viewer.role !== 'staff') throw data('접근 권한이 없습니다.', { status: 403 });
  return viewer;
}
