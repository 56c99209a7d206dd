import { data } from 'react-router';
import { changePassword, getProfile, isSecure, updateProfile } from '#app/features/account/accounts.server';
import { ProfileForms } from '#app/features/account/components/ProfileForms';
import { readDeviceToken } from '#app/features/account/known-devices.server';
import { PasswordChangeSchema, ProfileSchema } from '#app/features/account/schemas';
import { requireMember } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.edit';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const profile = await getProfile(context.services, member.userId);
  if (!profile) throw data(null, { status: 404 });
  return { profile, postcodeScriptUrl: context.services.env.POSTCODE_SCRIPT_URL };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'profile') {
    form.delete('intent');
    form.delete('emailShown');
    const parsed = parseForm(ProfileSchema, form);
    if (!parsed.ok) return data({ intent: 'profile' as const, errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
    await updateProfile(context.services, member.userId, parsed.data);
    return { intent: 'profile' as const, saved: true };
  }
  if (intent === 'password') {
    form.delete('intent');
    const parsed = parseForm(PasswordChangeSchema, form);
    if (!parsed.ok) return data({ intent: 'password' as const, errors: parsed.fieldErrors }, { status: 400 });
    const deviceToken = readDeviceToken(request, isSecure(context.services));
    const { currentPassword, newPassword } = parsed.data;
    const changed = await changePassword(context.services, member.userId, member.sessionId, currentPassword, newPassword, { ip: context.clientIp, deviceToken });
    if (!changed.ok) {
      if (changed.reason === 'throttled') {
        const message = tooManyAttemptsMessage('비밀번호 확인', changed.retryAfter);
        return data({ intent: 'password' as const, errors: { currentPassword: message } }, { status: 429, headers: retryAfterHeaders(changed.retryAfter) });
      }
      return data({ intent: 'password' as const, errors: { currentPassword: '현재 비밀번호가 올바르지 않습니다.' } }, { status: 400 });
    }
    const headers = new Headers();
    for (const cookie of changed.cookies) headers.append('Set-Cookie', cookie);
    return data({ intent: 'password' as const, saved: true }, { headers });
  }
  throw data('알 수 없는 요청입니다.', { status: 400 });
}

/** Passes Retry-After of a throttled password check on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function MemberEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="member-edit">
      <ProfileForms profile={loaderData.profile} postcodeScriptUrl={loaderData.postcodeScriptUrl} result={actionData} />
    </RoutePage>
  );
}
