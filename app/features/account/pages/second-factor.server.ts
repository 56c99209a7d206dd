import { data, redirect } from 'react-router';
import { z } from 'zod';
import { readForm } from '#app/page-kit/forms.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import { getSiteSettings } from '#app/features/site/data/site-config.server';
import { readSiteCookie, siteCookieHeader } from '#server/platform/auth/site-cookies';
import type { Services } from '#server/platform/services';
import { isSecure, startSession } from '../accounts.server';
import { beginSecondFactor, completeSecondFactor, enrolmentOf, readChallenge } from '../data/second-factor.server';
import { staffHref } from '#app/config/staff-href';

/**
 * /login/second-factor: the second step of a staff sign-in (issue 14, item 4). The challenge
 * cookie (HttpOnly, 10 minutes, only its SHA-256 stored) names the attempt that passed the
 * password; this page asks its code, or enrols the first one with a QR code and then shows the
 * recovery codes once.
 */

function challengeCookie(services: Pick<Services, 'env'>, id: string | null): string {
  return siteCookieHeader('secondFactor', isSecure(services), id);
}

function readChallengeCookie(services: Pick<Services, 'env'>, request: Request): string | undefined {
  return readSiteCookie('secondFactor', isSecure(services), request.headers.get('cookie'));
}

/**
 * After a correct password (login, Kakao, or the staff security page's "enrol"): the redirect to
 * the second step when the account needs one, with its challenge cookie; null to sign in at once.
 */
export async function secondFactorRedirect(services: Services, memberId: string, landing: string, headers: Headers, force: 'enrol' | null = null): Promise<Response | null> {
  const challenge = await beginSecondFactor(services.db.kysely, services.env, memberId, landing, force);
  if (!challenge) return null;
  headers.append('Set-Cookie', challengeCookie(services, challenge.id));
  return redirect(staffHref('login-second-factor'), { headers });
}

const ENDED = '확인 시간이 지났거나 시도가 너무 많았습니다. 처음부터 다시 로그인해 주세요.';

export async function loadSecondFactor({ request, context }: PageArgs) {
  const { services } = context;
  const challenge = await readChallenge(services.db.kysely, readChallengeCookie(services, request));
  // No attempt in progress: just signed in (the enrolment's recovery codes are on the screen,
  // answered by the action of this same request), came back later, or the attempt ended. The
  // page says so rather than redirecting, so the action's answer is what the person sees.
  if (!challenge) return { purpose: context.viewer.isGuest ? ('ended' as const) : ('signed-in' as const), name: context.viewer.isGuest ? '' : context.viewer.name, enrolment: null };
  const brand = await getSiteSettings(services.db.kysely, services)
    .then((s) => s.brandName)
    .catch(() => '');
  const enrolment = challenge.purpose === 'enrol' && challenge.pendingSecret ? await enrolmentOf(challenge.pendingSecret, challenge.email, brand) : null;
  return { purpose: challenge.purpose, name: challenge.name, enrolment: enrolment && { qrDataUrl: enrolment.qrDataUrl, secret: enrolment.secret } };
}

const CodeForm = z.object({ code: z.string().trim().min(1, '인증 코드를 입력해 주세요.').max(40, '인증 코드를 다시 확인해 주세요.') });

/** Checks the code: a session and the landing page, the recovery codes once after enrolling, or the form again with its message. */
export async function secondFactorAction({ request, context }: PageArgs) {
  const { services } = context;
  const form = await readForm(request);
  const parsed = CodeForm.safeParse({ code: form.get('code') ?? '' });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? '인증 코드를 입력해 주세요.', recoveryCodes: null, next: null }, { status: 400 });
  const challenge = await readChallenge(services.db.kysely, readChallengeCookie(services, request));
  if (!challenge) return data({ error: ENDED, recoveryCodes: null, next: null }, { status: 409, headers: { 'Set-Cookie': challengeCookie(services, null) } });
  const outcome = await completeSecondFactor(services.db.kysely, services, challenge, parsed.data.code, { ip: context.clientIp, requestId: context.requestId });
  if (!outcome.ok) {
    if (outcome.reason === 'throttled') {
      return data({ error: tooManyAttemptsMessage('인증 코드 입력', outcome.retryAfter), recoveryCodes: null, next: null }, { status: 429, headers: retryAfterHeaders(outcome.retryAfter) });
    }
    if (outcome.reason === 'ended') return data({ error: ENDED, recoveryCodes: null, next: null }, { status: 409, headers: { 'Set-Cookie': challengeCookie(services, null) } });
    return data({ error: `인증 코드가 맞지 않습니다. (남은 시도 ${outcome.attemptsLeft}회)`, recoveryCodes: null, next: null }, { status: 400 });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', challengeCookie(services, null));
  headers.append('Set-Cookie', await startSession(services, outcome.memberId, context.viewer.isGuest ? undefined : context.viewer.sessionId));
  // Enrolled: the recovery codes are shown once, before going on.
  if (outcome.recoveryCodes) return data({ error: null, recoveryCodes: outcome.recoveryCodes, next: outcome.startURL }, { headers });
  return redirect(outcome.startURL, { headers });
}
