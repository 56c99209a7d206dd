import { z } from 'zod';

/**
 * Kakao Login (OAuth 2.0 authorization code flow): authorize redirect, code exchange and the
 * user profile. Endpoints are configurable so tests run it against a local stand-in.
 */
export interface KakaoConfig {
  clientId: string;
  clientSecret?: string | undefined;
  authUrl: string;
  apiUrl: string;
}

export interface KakaoProfile {
  id: string;
  nickname: string | null;
  email: string | null;
  emailVerified: boolean;
}

export function authorizeUrl(config: KakaoConfig, redirectUri: string, state: string): string {
  const url = new URL('/oauth/authorize', config.authUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  return url.toString();
}

const TokenResponse = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });
const UserResponse = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_verified: z.boolean().optional(),
      is_email_valid: z.boolean().optional(),
      profile: z.object({ nickname: z.string().optional() }).optional(),
    })
    .optional(),
  properties: z.object({ nickname: z.string().optional() }).optional(),
});

class KakaoError extends Error {
  override name = 'KakaoError';
}

export async function exchangeCode(config: KakaoConfig, code: string, redirectUri: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', client_id: config.clientId, redirect_uri: redirectUri, code });
  if (config.clientSecret) body.set('client_secret', config.clientSecret);
  const res = await fetchImpl(new URL('/oauth/token', config.authUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body,
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new KakaoError(`token exchange failed: ${res.status}`);
  const parsed = TokenResponse.safeParse(await res.json());
  if (!parsed.success) throw new KakaoError('token exchange returned no access token');
  return parsed.data.access_token;
}

export async function fetchProfile(config: KakaoConfig, accessToken: string, fetchImpl: typeof fetch = fetch): Promise<KakaoProfile> {
  const res = await fetchImpl(new URL('/v2/user/me', config.apiUrl), {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new KakaoError(`profile request failed: ${res.status}`);
  const parsed = UserResponse.safeParse(await res.json());
  if (!parsed.success) throw new KakaoError('profile response was not understood');
  const account = parsed.data.kakao_account;
  const email = account?.email?.trim().toLowerCase() ?? null;
  return {
    id: parsed.data.id,
    nickname: account?.profile?.nickname ?? parsed.data.properties?.nickname ?? null,
    email,
    emailVerified: Boolean(email && account?.is_email_verified && account.is_email_valid !== false),
  };
}
