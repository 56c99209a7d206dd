import { redirect } from 'react-router';
import { encodeState, kakaoConfig, newState, redirectUri, stateCookie } from '#app/features/account/kakao.server';
import { safeReturnPath } from '#app/lib/return-path';
import { authorizeUrl } from '#server/platform/auth/kakao';
import type { Route } from './+types/auth.kakao.start';

/** Sends the visitor to Kakao's consent screen with a fresh state. */
export function loader({ request, context }: Route.LoaderArgs) {
  const config = kakaoConfig(context.services);
  if (!config) throw new Response('Not found', { status: 404 });
  const startURL = safeReturnPath(new URL(request.url).searchParams.get('startURL'));
  const state = newState();
  return redirect(authorizeUrl(config, redirectUri(context.services, request), state), {
    headers: { 'Set-Cookie': stateCookie(context.services, encodeState(state, startURL)), 'Cache-Control': 'no-store' },
  });
}
