import { randomBytes, randomUUID } from 'node:crypto';
import { type KakaoConfig, type KakaoProfile } from '#server/platform/auth/kakao';
import { siteOrigin } from '#server/platform/origin/site-origin';
import { readSiteCookie, siteCookieHeader } from '#server/platform/auth/site-cookies';
import type { Services } from '#server/platform/services';
import { isSecure } from './accounts.server';
import { recordAgreements } from '#app/features/site/data/legal.server';
import { activeMemberIdByKakao, activeMemberKakaoByEmail, insertMember, linkMemberKakao } from './data/account.server';


export function kakaoConfig(services: Pick<Services, 'env'>): KakaoConfig | null {
  const { env } = services;
  if (!env.KAKAO_CLIENT_ID) return null;
  return { clientId: env.KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET, authUrl: env.KAKAO_AUTH_URL, apiUrl: env.KAKAO_API_URL };
}

export function redirectUri(services: Pick<Services, 'env'>, request: Request): string {
  return `${siteOrigin(services.env, request)}${services.env.BASE_PATH}/auth/kakao/callback`;
}

/** The state travels in a short-lived HttpOnly cookie with the page to return to. */
export function newState(): string {
  return randomBytes(24).toString('base64url');
}

export function stateCookie(services: Pick<Services, 'env'>, value: string | null): string {
  return siteCookieHeader('kakaoState', isSecure(services), value);
}

export function readStateCookie(services: Pick<Services, 'env'>, request: Request): { state: string; startURL: string } | null {
  const raw = readSiteCookie('kakaoState', isSecure(services), request.headers.get('cookie'));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { state?: unknown; startURL?: unknown };
    if (typeof parsed.state !== 'string' || typeof parsed.startURL !== 'string') return null;
    return { state: parsed.state, startURL: parsed.startURL };
  } catch {
    return null;
  }
}

export function encodeState(state: string, startURL: string): string {
  return Buffer.from(JSON.stringify({ state, startURL })).toString('base64url');
}

/**
 * Signs in with a Kakao profile: the account already linked to it, else an account with the same
 * email when Kakao says the email is verified (linking it), else a new account.
 */
export async function memberForKakao(services: Pick<Services, 'db'>, profile: KakaoProfile): Promise<string> {
  const db = services.db.kysely;
  const linked = await activeMemberIdByKakao(db, profile.id);
  if (linked !== undefined) return linked;
  const at = new Date().toISOString();
  if (profile.email && profile.emailVerified) {
    const byEmail = await activeMemberKakaoByEmail(db, profile.email);
    if (byEmail && byEmail.kakao_id === null) {
      await linkMemberKakao(db, byEmail.id, profile.id, at);
      return byEmail.id;
    }
  }
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertMember(trx, {
      id,
      email: profile.email && profile.emailVerified ? profile.email : `kakao-${profile.id}@kakao.invalid`,
      name: (profile.nickname ?? '').trim().slice(0, 20) || '카카오 회원',
      password_hash: null,
      role: 'member',
      kakao_id: profile.id,
      // Kakao Sync shows our terms and privacy notice before it sends the member back.
      terms_agreed_at: at,
      privacy_agreed_at: at,
      created_at: at,
      updated_at: at,
    });
    // The versions in force now are the ones Kakao Sync showed: recorded when both are published.
    await recordAgreements(trx, id, null, new Date(at));
  });
  return id;
}
