import { data, redirect } from 'react-router';
import { DUPLICATE_EMAIL_MESSAGE, registerMember, startSession } from '#app/features/account/accounts.server';
import { RegisterForm } from '#app/features/account/components/RegisterForm';
import { kakaoEnabled } from '#app/features/account/kakao-enabled.server';
import { RegisterSchema } from '#app/features/account/schemas';
import { safeStartUrl } from '#app/lib/access-check';
import { parseForm, readForm } from '#app/lib/forms.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/register';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const startURL = safeStartUrl(url.searchParams.get('startURL'));
  if (!context.viewer.isGuest) throw redirect(startURL);
  return { startURL, kakaoEnabled: kakaoEnabled(context.services), kakaoCancelled: url.searchParams.get('kakao') === 'cancelled' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(RegisterSchema, await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const result = await registerMember(context.services, parsed.data);
  if (!result.ok) {
    const { password: _p, passwordConfirm: _c, ...values } = parsed.data;
    return data({ errors: { email: DUPLICATE_EMAIL_MESSAGE }, values: stringValues(values) }, { status: 409 });
  }
  const cookie = await startSession(context.services, result.memberId);
  return redirect(safeStartUrl(parsed.data.startURL, '/mypage'), { headers: { 'Set-Cookie': cookie } });
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
