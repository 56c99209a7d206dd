import { data, redirect } from 'react-router';
import { endSessionCookie, getProfile, isSecure, withdraw } from '#app/features/account/accounts.server';
import { WithdrawalForm } from '#app/features/account/components/WithdrawalForm';
import { readDeviceToken } from '#app/features/account/known-devices.server';
import { WithdrawalSchema } from '#app/features/account/schemas';
import { requireMember } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.withdrawal';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const profile = await getProfile(context.services, member.userId);
  return { hasPassword: profile?.hasPassword ?? false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const parsed = parseForm(WithdrawalSchema, await readForm(request), ['reasons']);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors }, { status: 400 });
  const deviceToken = readDeviceToken(request, isSecure(context.services));
  const outcome = await withdraw(context.services, member.userId, parsed.data, { ip: context.clientIp, deviceToken });
  if (!outcome.ok) {
    if (outcome.reason === 'throttled') {
      return data({ errors: { password: tooManyAttemptsMessage('비밀번호 확인', outcome.retryAfter) } }, { status: 429, headers: retryAfterHeaders(outcome.retryAfter) });
    }
    return data({ errors: { password: '비밀번호가 올바르지 않습니다.' } }, { status: 400 });
  }
  return redirect('/?withdrawn=1', { headers: { 'Set-Cookie': endSessionCookie(context.services) } });
}

/** Passes Retry-After of a throttled password check on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="withdrawal">
      <WithdrawalForm hasPassword={loaderData.hasPassword} errors={actionData?.errors} />
    </RoutePage>
  );
}
