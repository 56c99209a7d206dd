import { data, redirect } from 'react-router';
import { authenticate, INVALID_LOGIN_MESSAGE, startSession } from '#app/features/account/accounts.server';
import { LoginForm } from '#app/features/account/components/LoginForm';
import { kakaoEnabled } from '#app/features/account/kakao-enabled.server';
import { LoginSchema } from '#app/features/account/schemas';
import { safeStartUrl } from '#app/lib/access-check';
import { parseForm, readForm } from '#app/lib/forms.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const startURL = safeStartUrl(new URL(request.url).searchParams.get('startURL'));
  if (!context.viewer.isGuest) throw redirect(startURL);
  const kakaoFailed = new URL(request.url).searchParams.get('kakao') === 'failed';
  return { startURL, kakaoEnabled: kakaoEnabled(context.services), kakaoFailed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(LoginSchema, await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, email: parsed.values.email }, { status: 400 });
  const { email, password, startURL } = parsed.data;
  const outcome = await authenticate(context.services, email, password, context.clientIp);
  if (!outcome.ok) {
    const message =
      outcome.reason === 'throttled'
        ? `로그인 시도가 너무 많습니다. ${Math.ceil(outcome.retryAfter / 60)}분 후 다시 시도해 주세요.`
        : INVALID_LOGIN_MESSAGE;
    return data(
      { errors: { form: message }, email },
      { status: outcome.reason === 'throttled' ? 429 : 400, headers: outcome.reason === 'throttled' ? { 'Retry-After': String(outcome.retryAfter) } : {} },
    );
  }
  const previous = context.viewer.isGuest ? undefined : context.viewer.sessionId;
  const cookie = await startSession(context.services, outcome.memberId, previous);
  return redirect(safeStartUrl(startURL), { headers: { 'Set-Cookie': cookie } });
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
