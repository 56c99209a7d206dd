import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local stand-in for Kakao's OAuth server speaking the same protocol: /oauth/authorize
 * redirects back with a code (or error=access_denied when the "user" cancels), /oauth/token
 * exchanges the code, /v2/user/me returns the profile for the token.
 */
export interface KakaoStandIn {
  url: string;
  /** What the next authorize request answers: consent with this profile, or cancel. */
  next: { cancel: true } | { cancel?: false; profile: { id: number; nickname: string; email?: string; verified?: boolean } };
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startKakaoStandIn(): Promise<KakaoStandIn> {
  const codes = new Map<string, { redirectUri: string; profile: { id: number; nickname: string; email?: string; verified?: boolean } }>();
  const tokens = new Map<string, { id: number; nickname: string; email?: string; verified?: boolean }>();
  const standIn: KakaoStandIn = {
    url: '',
    next: { cancel: true },
    tokenRequests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/oauth/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      if (url.searchParams.get('response_type') !== 'code' || !url.searchParams.get('client_id')) {
        res.writeHead(400).end('bad request');
        return;
      }
      if (standIn.next.cancel) {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_description', 'User denied access');
      } else {
        const code = `code-${Math.random().toString(36).slice(2)}`;
        codes.set(code, { redirectUri: url.searchParams.get('redirect_uri') ?? '', profile: standIn.next.profile });
        redirect.searchParams.set('code', code);
      }
      redirect.searchParams.set('state', state);
      res.writeHead(302, { Location: redirect.toString() }).end();
      return;
    }
    if (url.pathname === '/oauth/token' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const params = new URLSearchParams(body);
      standIn.tokenRequests.push(params);
      const grant = codes.get(params.get('code') ?? '');
      if (params.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== params.get('redirect_uri')) {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      codes.delete(params.get('code') ?? '');
      const token = `token-${Math.random().toString(36).slice(2)}`;
      tokens.set(token, grant.profile);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 21599 }));
      return;
    }
    if (url.pathname === '/v2/user/me') {
      const profile = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!profile) {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id: profile.id,
          properties: { nickname: profile.nickname },
          kakao_account: {
            profile: { nickname: profile.nickname },
            ...(profile.email ? { email: profile.email, is_email_valid: true, is_email_verified: profile.verified ?? true } : {}),
          },
        }),
      );
      return;
    }
    res.writeHead(404).end();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  standIn.url = `http://127.0.0.1:${address.port}`;
  return standIn;
}
