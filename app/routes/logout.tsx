import { redirect } from 'react-router';
import { endSessionCookie } from '#app/features/account/accounts.server';
import { safeReturnPath } from '#app/lib/return-path';
import type { Route } from './+types/logout';

/** Ends the session (POST only: a link or image cannot log anyone out). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer } = context;
  if (!viewer.isGuest) await services.sessions.destroy(viewer.sessionId);
  const form = await request.formData().catch(() => new FormData());
  const startURL = safeReturnPath(typeof form.get('startURL') === 'string' ? String(form.get('startURL')) : null);
  const back = new URL(request.url).searchParams.get('to') === 'login' ? `/login?startURL=${encodeURIComponent(startURL)}` : '/';
  return redirect(back, { headers: { 'Set-Cookie': endSessionCookie(services) } });
}

export function loader() {
  return redirect('/');
}
