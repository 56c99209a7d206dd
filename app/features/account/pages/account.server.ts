import { data, redirect } from 'react-router';
import { memberAgreements } from '#app/features/site/data/legal.server';
import { requireMember } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { retryAfterHeaders } from '#app/lib/retry-after';
import { endSessionCookie, getProfile, isSecure } from '../accounts.server';
import { readDeviceToken } from '../data/known-devices.server';
import { pendingEmailChange } from '../data/account.server';
import { changePasswordOp, requestEmailChangeOp, updateProfileOp, withdrawOp } from '../operations.server';
import { href } from '#app/config/href';

/** /mypage/edit and /mypage/withdrawal: loaders and the actions over the account operations. */

export async function loadEdit({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const profile = await getProfile(context.services, member.memberId);
  if (!profile) throw data(null, { status: 404 });
  const pending = await pendingEmailChange(context.services.db.kysely, member.memberId, context.services.clock.now());
  const agreements = await memberAgreements(context.services.db.kysely, member.memberId);
  return { profile, postcodeScriptUrl: context.services.env.POSTCODE_SCRIPT_URL, pendingEmail: pending?.newEmail ?? null, agreements };
}

/** A refusal's status, with Retry-After when a limit refused it. */
function statusOf(refusal: { status: number; retryAfter?: number } | null) {
  if (refusal === null) return { status: 400 };
  return refusal.retryAfter === undefined ? { status: refusal.status } : { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfter) };
}

/** The edit page's forms: the profile (`intent=profile`), the e-mail (`intent=email`) and the password (`intent=password`). */
export async function editAction(args: PageArgs) {
  const { request, context } = args;
  requireMember(context, request);
  const form = await readForm(request);
  const intent = form.get('intent');
  form.delete('intent');
  if (intent === 'profile') {
    form.delete('emailShown');
    const tried = await attemptForm(updateProfileOp, args, form);
    if (!tried.ok) return data({ intent: 'profile' as const, errors: tried.errors, values: tried.values }, statusOf(tried.refusal));
    return { intent: 'profile' as const, saved: true };
  }
  if (intent === 'email') {
    const deviceToken = readDeviceToken(request, isSecure(context.services));
    const tried = await attemptForm(requestEmailChangeOp, args, form, { fromForm: (fields) => ({ ...fields, deviceToken }) });
    if (!tried.ok) {
      const { password: _password, ...values } = tried.values;
      return data({ intent: 'email' as const, errors: tried.errors, values }, statusOf(tried.refusal));
    }
    return { intent: 'email' as const, saved: true, sentTo: tried.value.newEmail };
  }
  if (intent === 'password') {
    const deviceToken = readDeviceToken(request, isSecure(context.services));
    const tried = await attemptForm(changePasswordOp, args, form, { fromForm: (fields) => ({ ...fields, deviceToken }) });
    if (!tried.ok) return data({ intent: 'password' as const, errors: tried.errors }, statusOf(tried.refusal));
    const headers = new Headers();
    for (const cookie of tried.value.cookies) headers.append('Set-Cookie', cookie);
    return data({ intent: 'password' as const, saved: true }, { headers });
  }
  throw data('알 수 없는 요청입니다.', { status: 400 });
}

export async function loadWithdrawal({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  const profile = await getProfile(context.services, member.memberId);
  return { hasPassword: profile?.hasPassword ?? false };
}

export async function withdrawalAction(args: PageArgs) {
  const { request, context } = args;
  requireMember(context, request);
  const deviceToken = readDeviceToken(request, isSecure(context.services));
  const tried = await attemptForm(withdrawOp, args, await readForm(request), { arrayFields: ['reasons'], fromForm: (fields) => ({ ...fields, deviceToken }) });
  if (!tried.ok) return data({ errors: tried.errors }, statusOf(tried.refusal));
  return redirect(href('home', { withdrawn: 1 }), { headers: { 'Set-Cookie': endSessionCookie(context.services) } });
}
