import { redirect } from 'react-router';
import { startSession } from '#app/features/account/accounts.server';
import { kakaoConfig, memberForKakao, readStateCookie, redirectUri, stateCookie } from '#app/features/account/kakao.server';
import { safeReturnPath } from '#app/lib/return-path';
import { exchangeCode, fetchProfile } from '#server/platform/auth/kakao';
import type { Route } from './+types/auth.kakao.callback';

/**
 * Kakao sends the visitor back here: with `code` after consent, with `error=access_denied` when
 * they cancelled (they land on sign-up, SPEC 2.1). The state must match the one we issued.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const config = kakaoConfig(services);
  if (!config) throw new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  const saved = readStateCookie(request);
  const clear = { 'Set-Cookie': stateCookie(services, null) };
  const startURL = safeReturnPath(saved?.startURL);

  if (url.searchParams.get('error')) {
    return redirect(`/register?kakao=cancelled&startURL=${encodeURIComponent(startURL)}`, { headers: clear });
  }
  const code = url.searchParams.get('code');
  if (!saved || !code || url.searchParams.get('state') !== saved.state) {
    return redirect('/login?kakao=failed', { headers: clear });
  }
  try {
    const token = await exchangeCode(config, code, redirectUri(services, request));
    const profile = await fetchProfile(config, token);
    const memberId = await memberForKakao(services, profile);
    const headers = new Headers();
    headers.append('Set-Cookie', clear['Set-Cookie']);
    headers.append('Set-Cookie', await startSession(services, memberId, context.viewer.isGuest ? undefined : context.viewer.sessionId));
    return redirect(startURL, { headers });
  } catch (error) {
    services.logger.warn({ err: error, requestId: context.requestId }, 'kakao sign-in failed');
    return redirect('/login?kakao=failed', { headers: clear });
  }
}
