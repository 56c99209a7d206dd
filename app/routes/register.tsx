import { data, redirect } from 'react-router';
import { DUPLICATE_EMAIL_MESSAGE, isSecure, registerMember, startSession } from '#app/features/account/accounts.server';
import { RegisterForm } from '#app/features/account/components/RegisterForm';
import { kakaoEnabled } from '#app/features/account/kakao-enabled.server';
import { readDeviceToken } from '#app/features/account/known-devices.server';
import { RegisterSchema } from '#app/features/account/schemas';
import { safeReturnPath } from '#app/lib/return-path';
import { parseForm, readForm } from '#app/lib/forms.server';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/register';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const startURL = safeReturnPath(url.searchParams.get('startURL'));
  if (!context.viewer.isGuest) throw redirect(startURL);
  return { startURL, kakaoEnabled: kakaoEnabled(context.services), kakaoCancelled: url.searchParams.get('kakao') === 'cancelled' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(RegisterSchema, await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const deviceToken = readDeviceToken(request, isSecure(context.services));
  const result = await registerMember(context.services, parsed.data, { ip: context.clientIp, deviceToken });
  if (!result.ok) {
    const { password: _p, passwordConfirm: _c, ...values } = parsed.data;
    if (result.reason === 'throttled') {
      return data(
        { errors: { form: tooManyAttemptsMessage('회원가입', result.retryAfter) }, values: stringValues(values) },
        { status: 429, headers: retryAfterHeaders(result.retryAfter) },
      );
    }
    return data({ errors: { email: DUPLICATE_EMAIL_MESSAGE }, values: stringValues(values) }, { status: 409 });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await startSession(context.services, result.memberId));
  headers.append('Set-Cookie', result.deviceCookie);
  return redirect(safeReturnPath(parsed.data.startURL, '/mypage'), { headers });
}

/** Passes Retry-After of a refused sign-up on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

function stringValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === true ? 'on' : v === false ? '' : String(v ?? '')]));
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="register">
      <RegisterForm
        startURL={loaderData.startURL}
        kakaoEnabled={loaderData.kakaoEnabled}
        kakaoCancelled={loaderData.kakaoCancelled}
        errors={actionData?.errors}
        values={actionData?.values}
      />
    </RoutePage>
  );
}
