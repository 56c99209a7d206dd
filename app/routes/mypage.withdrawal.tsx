import { data, redirect } from 'react-router';
import { endSessionCookie, getProfile, withdraw } from '#app/features/account/accounts.server';
import { WithdrawalForm } from '#app/features/account/components/WithdrawalForm';
import { WithdrawalSchema } from '#app/features/account/schemas';
import { requireMember } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
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
  const outcome = await withdraw(context.services, member.userId, parsed.data);
  if (!outcome.ok) return data({ errors: { password: '비밀번호가 올바르지 않습니다.' } }, { status: 400 });
  return redirect('/?withdrawn=1', { headers: { 'Set-Cookie': endSessionCookie(context.services) } });
}

export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="withdrawal">
      <WithdrawalForm hasPassword={loaderData.hasPassword} errors={actionData?.errors} />
    </RoutePage>
  );
}
