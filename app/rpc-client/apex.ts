import type { AnswerOf, ParamsOf } from '#server/adapters/rpc/define';
import type { Controllers } from '#server/adapters/rpc/registry';

/**
 * The browser's one typed client for the server methods (SPEC 7.1):
 * /lwr/apex/v65.0/{ClassName}/{methodName}. Types come from the server's registry (type-only
 * import, no server code is bundled). Answers the server marks cacheable (max-age) are kept
 * here for the same 5 minutes (SPEC 9.1). Answers staff can change come as `no-cache` with an
 * ETag: they are not kept here, and the browser's HTTP cache revalidates them on every call (a
 * 304 when unchanged), so a staff change shows at once (docs/decisions/007-staff-changes-reach-every-instance.md).
 */

export const APEX_PREFIX = '/lwr/apex/v65.0';
const CLIENT_CACHE_TTL_MS = 300_000;

type ClassName = keyof Controllers;
type MethodName<C extends ClassName> = keyof Controllers[C] & string;
type Method<C extends ClassName, M extends MethodName<C>> = Controllers[C][M];

/** An answer the client raises: HTTP errors and wrapper answers with success false (SPEC 8). */
export class ApexError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { success?: boolean; message?: string; errorCode?: string; field?: string; requestId?: string } | undefined,
  ) {
    super(message);
    this.name = 'ApexError';
  }
}

export interface ApexOptions {
  /** GET puts the parameters in methodParams; only read-only methods accept it. Default POST. */
  method?: 'GET' | 'POST';
  /** Ask only for a cached answer (the server answers 504 on a miss). */
  cacheOnly?: boolean;
  /** Sent as X-SFDC-Allow-Continuation (accepted by the server, SPEC 7.1). */
  allowContinuation?: boolean;
  signal?: AbortSignal;
}

interface CacheEntry {
  expiresAt: number;
  value: unknown;
}

const cache = new Map<string, CacheEntry>();
let basePath = (import.meta.env?.BASE_URL ?? '/').replace(/\/+$/, '');

/** The site's base path (SPEC 2.1), set once at start-up from the router's basename. */
export function setApexBasePath(path: string): void {
  basePath = path.replace(/\/+$/, '');
}

export function clearApexCache(): void {
  cache.clear();
}

export async function apex<C extends ClassName, M extends MethodName<C>>(
  className: C,
  methodName: M,
  params?: ParamsOf<Method<C, M>>,
  options: ApexOptions = {},
  now: () => number = Date.now,
): Promise<AnswerOf<Method<C, M>>> {
  const body = JSON.stringify(params ?? {});
  const key = `${className}.${methodName}:${body}`;
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now()) return hit.value as AnswerOf<Method<C, M>>;

  const url = `${basePath}${APEX_PREFIX}/${className}/${methodName}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.cacheOnly) headers['Cache-Control'] = 'only-if-cached';
  if (options.allowContinuation) headers['X-SFDC-Allow-Continuation'] = 'true';
  const init: RequestInit =
    options.method === 'GET'
      ? { method: 'GET', headers, signal: options.signal, credentials: 'same-origin' }
      : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body, signal: options.signal, credentials: 'same-origin' };
  const response = await fetch(options.method === 'GET' ? `${url}?methodParams=${encodeURIComponent(body)}` : url, init);

  const text = await response.text();
  let value: unknown;
  try {
    value = text === '' ? null : JSON.parse(text);
  } catch {
    throw new ApexError(`${response.status} ${response.statusText}`.trim(), response.status, undefined);
  }
  if (!response.ok) {
    const errorBody = isObject(value) ? (value as ApexError['body']) : undefined;
    throw new ApexError(errorBody?.message ?? `${response.status} ${response.statusText}`.trim(), response.status, errorBody);
  }
  if (isObject(value) && value.success === false) {
    const message = typeof value.message === 'string' ? value.message : '요청을 처리하지 못했습니다.';
    throw new ApexError(message, response.status, value as ApexError['body']);
  }
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  if (maxAge?.[1] !== undefined && Number(maxAge[1]) > 0) {
    cache.set(key, { value, expiresAt: now() + Math.min(Number(maxAge[1]) * 1000, CLIENT_CACHE_TTL_MS) });
  }
  return value as AnswerOf<Method<C, M>>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
