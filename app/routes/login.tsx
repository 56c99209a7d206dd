import { data, redirect } from 'react-router';
import { authenticate, INVALID_LOGIN_MESSAGE, isSecure, startSession } from '#app/features/account/accounts.server';
import { LoginForm } from '#app/features/account/components/LoginForm';
import { kakaoEnabled } from '#app/features/account/kakao-enabled.server';
import { readDeviceToken } from '#app/features/account/known-devices.server';
import { LoginSchema } from '#app/features/account/schemas';
import { safeReturnPath } from '#app/lib/return-path';
import { parseForm, readForm } from '#app/lib/forms.server';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const startURL = safeReturnPath(new URL(request.url).searchParams.get('startURL'));
  if (!context.viewer.isGuest) throw redirect(startURL);
  const kakaoFailed = new URL(request.url).searchParams.get('kakao') === 'failed';
  return { startURL, kakaoEnabled: kakaoEnabled(context.services), kakaoFailed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(LoginSchema, await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, email: parsed.values.email }, { status: 400 });
  const { email, password, startURL } = parsed.data;
  const deviceToken = readDeviceToken(request, isSecure(context.services));
  const outcome = await authenticate(context.services, email, password, { ip: context.clientIp, deviceToken });
  if (!outcome.ok) {
    if (outcome.reason === 'throttled') {
      return data({ errors: { form: tooManyAttemptsMessage('로그인', outcome.retryAfter) }, email }, { status: 429, headers: retryAfterHeaders(outcome.retryAfter) });
    }
    return data({ errors: { form: INVALID_LOGIN_MESSAGE }, email }, { status: 400 });
  }
  const previous = context.viewer.isGuest ? undefined : context.viewer.sessionId;
  const headers = new Headers();
  headers.append('Set-Cookie', await startSession(context.services, outcome.memberId, previous));
  headers.append('Set-Cookie', outcome.deviceCookie);
  return redirect(safeReturnPath(startURL), { headers });
}

/** Passes Retry-After of a throttled attempt on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="login">
      <LoginForm
        startURL={loaderData.startURL}
        kakaoEnabled={loaderData.kakaoEnabled}
        errors={actionData?.errors ?? (loaderData.kakaoFailed ? { form: '카카오 로그인에 실패했습니다. 다시 시도해 주세요.' } : undefined)}
        email={actionData?.email}
      />
    </RoutePage>
  );
}
