import { data, redirect } from 'react-router';
import { z } from 'zod';
import { parseForm, readForm } from '#app/page-kit/forms.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { welcomeHref } from './welcome.server';
import { safeReturnPath } from '#app/lib/return-path';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import { authorizeUrl, exchangeCode, fetchProfile } from '#server/platform/auth/kakao';
import { readSiteCookie, siteCookieHeader } from '#server/platform/auth/site-cookies';
import { currentLegalNumbers } from '#app/features/site/data/legal.server';
import { authenticate, DUPLICATE_EMAIL_MESSAGE, suspendedMessage, endSessionCookie, INVALID_LOGIN_MESSAGE, isSecure, landingAfterSignIn, registerMember, startSession } from '../accounts.server';
import { secondFactorRedirect } from './second-factor.server';
import { kakaoEnabled } from '../kakao-enabled.server';
import { encodeState, kakaoConfig, memberForKakao, newState, readStateCookie, redirectUri, stateCookie } from '../kakao.server';
import { readDeviceToken } from '../data/known-devices.server';
import { suspensionOf } from '../data/account.server';
import { LoginSchema, RegisterSchema } from '../schemas';
import { href } from '#app/config/href';

const LoginQuery = z.object({ startURL: z.string().optional(), kakao: z.string().optional(), reset: z.string().optional() });

/** /login: a signed-in visitor goes straight back to `startURL`. */
export async function loadLogin(args: PageArgs) {
  const { context } = args;
  const query = readQuery(args, LoginQuery);
  const startURL = safeReturnPath(query.startURL);
  if (!context.viewer.isGuest) throw redirect(startURL);
  const page = { startURL, kakaoEnabled: kakaoEnabled(context.services), kakaoFailed: kakaoEnabled(context.services) && query.kakao === 'failed', resetDone: query.reset === 'done', suspended: null as string | null };
  if (query.kakao !== 'suspended') return page;
  // A suspended account back from Kakao: why, from the short-lived cookie the callback set (read once).
  const reason = suspendedReasonCookie(context.services, args.request);
  return data({ ...page, suspended: reason === null ? null : suspendedMessage(reason) }, { headers: { 'Set-Cookie': suspendedCookie(context.services, null) } });
}

/** The suspension reason handed from the Kakao callback to the login page (two minutes, this path only). */
function suspendedCookie(services: Parameters<typeof isSecure>[0], reason: string | null): string {
  return siteCookieHeader('kakaoSuspended', isSecure(services), reason === null ? null : encodeURIComponent(reason));
}

function suspendedReasonCookie(services: Parameters<typeof isSecure>[0], request: Request): string | null {
  const raw = readSiteCookie('kakaoSuspended', isSecure(services), request.headers.get('cookie'));
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw).slice(0, 500);
  } catch {
    return null;
  }
}

/** /login POST: signs in, or answers 400 (wrong e-mail or password) / 429 with Retry-After (throttled). */
export async function loginAction({ request, context }: PageArgs) {
  const parsed = parseForm(LoginSchema, await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, email: parsed.values.email }, { status: 400 });
  const { email, password, startURL } = parsed.data;
  const deviceToken = readDeviceToken(request, isSecure(context.services));
  const outcome = await authenticate(context.services, email, password, { ip: context.clientIp, deviceToken });
  if (!outcome.ok) {
    if (outcome.reason === 'throttled') {
      return data({ errors: { form: tooManyAttemptsMessage('로그인', outcome.retryAfter) }, email }, { status: 429, headers: retryAfterHeaders(outcome.retryAfter) });
    }
    if (outcome.reason === 'suspended') return data({ errors: { form: suspendedMessage(outcome.why) }, email }, { status: 403 });
    return data({ errors: { form: INVALID_LOGIN_MESSAGE }, email }, { status: 400 });
  }
  const previous = context.viewer.isGuest ? undefined : context.viewer.sessionId;
  const headers = new Headers();
  headers.append('Set-Cookie', outcome.deviceCookie);
  // Staff land on the staff home, after their second factor (issue 14).
  const landing = await landingAfterSignIn(context.services, outcome.memberId, safeReturnPath(startURL));
  const second = await secondFactorRedirect(context.services, outcome.memberId, landing, headers);
  if (second) return second;
  headers.append('Set-Cookie', await startSession(context.services, outcome.memberId, previous));
  return redirect(landing, { headers });
}

const RegisterQuery = z.object({ startURL: z.string().optional(), kakao: z.string().optional() });

/** /register: a signed-in visitor goes straight back to `startURL`. */
export async function loadRegister(args: PageArgs) {
  const { context } = args;
  const query = readQuery(args, RegisterQuery);
  const startURL = safeReturnPath(query.startURL);
  if (!context.viewer.isGuest) throw redirect(startURL);
  // The versions in force now: the form shows and carries their numbers (the server refuses a stale one).
  const legal = await currentLegalNumbers(context.services.db.kysely);
  return { startURL, kakaoEnabled: kakaoEnabled(context.services), kakaoCancelled: kakaoEnabled(context.services) && query.kakao === 'cancelled', legal };
}

/** /register POST: creates the member and signs them in, or answers 400 / 409 (e-mail taken) / 429. */
export async function registerAction({ request, context }: PageArgs) {
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
    if (result.reason === 'legal') {
      // The box of the changed document is left unticked: the member reads the new version and agrees again.
      const field = result.kind === 'terms' ? 'agreeTerms' : 'agreePrivacy';
      return data({ errors: { [field]: result.message }, values: { ...stringValues(values), [field]: '' } }, { status: 409 });
    }
    return data({ errors: { email: DUPLICATE_EMAIL_MESSAGE }, values: stringValues(values) }, { status: 409 });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await startSession(context.services, result.memberId));
  headers.append('Set-Cookie', result.deviceCookie);
  // A welcome with the next steps, offering the page the visitor came from (issue 25, item 5).
  return redirect(welcomeHref(parsed.data.startURL), { headers });
}

function stringValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === true ? 'on' : v === false ? '' : String(v ?? '')]));
}

const LogoutQuery = z.object({ to: z.string().optional() });

/** /logout POST: ends the session (POST only: a link or image cannot log anyone out). */
export async function logoutAction(args: PageArgs) {
  const { request, context } = args;
  const { services, viewer } = context;
  if (!viewer.isGuest) await services.sessions.destroy(viewer.sessionId);
  const form = await request.formData().catch(() => new FormData());
  const startURL = safeReturnPath(typeof form.get('startURL') === 'string' ? String(form.get('startURL')) : null);
  const back = readQuery(args, LogoutQuery).to === 'login' ? href('login', { startURL }) : '/';
  return redirect(back, { headers: { 'Set-Cookie': endSessionCookie(services) } });
}

/** /logout GET: nothing to show. */
export function logoutLoader() {
  return redirect(href('home'));
}

const KakaoStartQuery = z.object({ startURL: z.string().optional() });

/** /auth/kakao/start: sends the visitor to Kakao's consent screen with a fresh state. */
export function startKakao(args: PageArgs) {
  const { request, context } = args;
  const config = kakaoConfig(context.services);
  if (!config) throw new Response('Not found', { status: 404 });
  const startURL = safeReturnPath(readQuery(args, KakaoStartQuery).startURL);
  const state = newState();
  return redirect(authorizeUrl(config, redirectUri(context.services, request), state), {
    headers: { 'Set-Cookie': stateCookie(context.services, encodeState(state, startURL)), 'Cache-Control': 'no-store' },
  });
}

const KakaoCallbackQuery = z.object({ error: optionalParam, code: optionalParam, state: z.string().optional() });

/**
 * /auth/kakao/callback: Kakao sends the visitor back here with `code` after consent, with
 * `error=access_denied` when they cancelled (they land on sign-up, SPEC 2.1). The state must
 * match the one we issued.
 */
export async function kakaoCallback(args: PageArgs) {
  const { request, context } = args;
  const { services } = context;
  const config = kakaoConfig(services);
  if (!config) throw new Response('Not found', { status: 404 });
  const query = readQuery(args, KakaoCallbackQuery);
  const saved = readStateCookie(services, request);
  const clear = { 'Set-Cookie': stateCookie(services, null) };
  const startURL = safeReturnPath(saved?.startURL);

  if (query.error) {
    return redirect(href('register', { kakao: 'cancelled', startURL }), { headers: clear });
  }
  const { code } = query;
  if (!saved || !code || query.state !== saved.state) {
    return redirect(href('login', { kakao: 'failed' }), { headers: clear });
  }
  try {
    const token = await exchangeCode(config, code, redirectUri(services, request));
    const profile = await fetchProfile(config, token);
    const memberId = await memberForKakao(services, profile);
    const headers = new Headers();
    headers.append('Set-Cookie', clear['Set-Cookie']);
    const suspended = await suspensionOf(services.db.kysely, memberId);
    if (suspended) {
      // No session; the login page says why, as it does after the right password.
      headers.append('Set-Cookie', suspendedCookie(services, suspended.reason));
      return redirect(href('login', { kakao: 'suspended' }), { headers });
    }
    const landing = await landingAfterSignIn(services, memberId, startURL);
    const second = await secondFactorRedirect(services, memberId, landing, headers);
    if (second) return second;
    headers.append('Set-Cookie', await startSession(services, memberId, context.viewer.isGuest ? undefined : context.viewer.sessionId));
    return redirect(landing, { headers });
  } catch (error) {
    services.logger.warn({ err: error, requestId: context.requestId }, 'kakao sign-in failed');
    return redirect(href('login', { kakao: 'failed' }), { headers: clear });
  }
}
