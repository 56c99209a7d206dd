import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { isLimitExceeded } from '#server/platform/auth/rate-limits';
import type { Services } from '#server/platform/services';
import type { AppEnv } from '#server/adapters/http/types';
import { CACHE_TTL_MS } from '#server/platform/cache/cache';
import { rpcEntry } from '#server/platform/cache/fast-cache';
import { classifyUnavailable, UNAVAILABLE_HEADERS, unavailableBody } from '#server/platform/errors/unavailable';
import { reportUnavailable } from '#server/adapters/http/outage';
import type { RpcMethod } from './define';
import { RateLimitedError, RpcError } from '../../platform/errors/request-errors';
import { parseJsonInput } from './json-input';
import { controllers } from './registry';
import { type Access, type CredentialOf, credentialFor, isStaffAccess, type StaffCredential } from '#server/platform/operations/credentials';
import { insertAuditEntry } from '#server/platform/audit/audit-trail';
import { viewEntryOf } from '#server/platform/audit/personal-data';

export const RPC_PREFIX = '/lwr/apex/v65.0';
const DEFAULT_BODY_LIMIT = 64 * 1024;

interface ErrorBody {
  success: false;
  message: string;
  errorCode: string;
  field?: string;
  issues?: { field: string; message: string }[];
  requestId?: string;
}

function lookup(className: string, methodName: string): RpcMethod | undefined {
  if (!Object.hasOwn(controllers, className)) return undefined;
  const controller = controllers[className as keyof typeof controllers] as Record<string, RpcMethod>;
  return Object.hasOwn(controller, methodName) ? controller[methodName] : undefined;
}

/** The typed credential a handler of this access receives as `ctx.member` / `ctx.staff`. */
function credentialContext(access: Access, credential: CredentialOf<Access>) {
  if (isStaffAccess(access)) return { staff: credential };
  if (access === 'member') return { member: credential };
  return {};
}

/** SPEC 7.1: GET|POST /lwr/apex/v65.0/{ClassName}/{methodName}. */
export function rpcRouter(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.on(['GET', 'POST'], '/:className/:methodName', async (c) => {
    const { className, methodName } = c.req.param();
    const def = lookup(className, methodName);
    if (!def) return fail(c, 404, 'NOT_FOUND', `${className}.${methodName} 메서드를 찾을 수 없습니다.`);
    const readOnly = def.readOnly === true || def.cacheable === true;
    if (c.req.method === 'GET' && !readOnly) {
      c.header('Allow', 'POST');
      return fail(c, 405, 'METHOD_NOT_ALLOWED', '이 요청은 POST로만 보낼 수 있습니다.');
    }

    const viewer = c.get('viewer');
    const access = credentialFor(viewer, def.access);
    if (!access.ok) {
      return access.reason === 'UNAUTHENTICATED' ? fail(c, 401, 'UNAUTHENTICATED', '로그인이 필요합니다.') : fail(c, 403, 'FORBIDDEN', '접근 권한이 없습니다.');
    }

    const raw = await readParams(c, def.bodyLimit ?? DEFAULT_BODY_LIMIT);
    if (raw instanceof Response) return raw;
    let parsed: ReturnType<typeof def.input.safeParse>;
    try {
      parsed = def.input.safeParse(raw);
    } catch (error) {
      // A schema whose own check throws on some input is a bug to fix, but the input is still
      // what it could not take: 400 for the caller, an error in the log for us.
      services.logger.error({ err: error, where: `${className}.${methodName}`, requestId: c.get('requestId') }, 'input validation threw');
      return fail(c, 400, 'INVALID_INPUT', '입력값이 올바르지 않습니다.', '(root)');
    }
    if (!parsed.success) return invalidInput(c, parsed.error);

    if (def.rateLimit !== undefined && def.rateLimit !== 'in-handler') {
      const { allowed, retryAfterS } = await def.rateLimit.limiter(services).take(c.get('clientIp'), def.rateLimit.visitorOf(parsed.data), 1);
      if (allowed === 0) {
        c.header('Retry-After', String(retryAfterS));
        return fail(c, 429, 'RATE_LIMITED', `요청이 너무 많습니다. ${retryAfterS}초 후에 다시 시도해 주세요.`);
      }
    }

    const cacheKey = def.cacheable
      ? rpcCacheKey(className, methodName, viewer.isGuest || def.access === 'public' ? '' : viewer.userId, parsed.data)
      : undefined;
    const onlyIfCached = (c.req.header('cache-control') ?? '').includes('only-if-cached');
    if (cacheKey !== undefined) {
      const hit = await services.cache.get(cacheKey);
      services.metrics.cacheLookups.inc({ cache: 'rpc', result: hit === undefined ? 'miss' : 'hit' });
      if (hit !== undefined) {
        await auditView(c, services, def, access.credential, parsed.data);
        return json(c, def, hit);
      }
    }
    if (onlyIfCached) return fail(c, 504, 'CACHE_MISS', '저장된 응답이 없습니다.');

    const epoch = services.invalidation.epoch;
    try {
      const result = await def.handler(parsed.data, {
        services,
        viewer,
        requestId: c.get('requestId'),
        clientIp: c.get('clientIp'),
        request: c.req.raw,
        afterResponse: services.afterResponse.laterFor(c.env?.incoming),
        ...credentialContext(def.access, access.credential),
      });
      await auditView(c, services, def, access.credential, parsed.data);
      const body = JSON.stringify(def.wrapped ? { success: true, message: '', data: result ?? null } : (result ?? null));
      // Computed before a change arrived: answer it, but do not keep it (it may be the old value).
      const keep = services.invalidation.unchangedSince(epoch);
      if (keep && cacheKey !== undefined) await services.cache.set(cacheKey, body, CACHE_TTL_MS, def.invalidatedBy === undefined ? [] : [def.invalidatedBy]);
      if (keep && def.cacheable === true && def.access === 'public' && c.req.method === 'GET') {
        // Same answer for everyone: the node server may hand it out before any middleware runs.
        const url = new URL(c.req.url);
        services.fastCache.set(url.pathname + url.search, rpcEntry(body, { 'Content-Type': 'application/json; charset=utf-8', ...cacheHeaders(def, body) }, CACHE_TTL_MS));
      }
      return json(c, def, body);
    } catch (error) {
      return handlerError(c, services, error, `${className}.${methodName}`);
    }
  });

  app.all('*', (c) => fail(c, 404, 'NOT_FOUND', '요청하신 메서드를 찾을 수 없습니다.'));
  return app;
}

/**
 * A staff method that declares members' personal data (`personalData`, server/adapters/rpc/define.ts):
 * its 'view' entry in the audit trail, written before the answer is sent (a failed write fails
 * the call). The entry names the record or the kind of search term from the method's input.
 */
async function auditView(c: Context<AppEnv>, services: Services, def: RpcMethod, credential: CredentialOf<Access>, input: unknown): Promise<void> {
  if (!def.personalData || !isStaffAccess(def.access)) return;
  const staff = credential as StaffCredential;
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const param = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  await insertAuditEntry(
    services.db.kysely,
    { id: staff.staffId, name: staff.name, role: staff.role, ip: c.get('clientIp'), requestId: c.get('requestId') },
    viewEntryOf(def.personalData, param),
  );
}

async function readParams(c: Context<AppEnv>, limit: number): Promise<unknown> {
  if (c.req.method === 'GET') {
    const value = c.req.query('methodParams');
    if (value === undefined || value === '') return {};
    return jsonParams(c, value, 'methodParams');
  }
  const type = c.req.header('content-type') ?? '';
  let text: string | undefined;
  const tooLarge = () => c.json({ success: false, message: '요청 크기가 너무 큽니다.', errorCode: 'PAYLOAD_TOO_LARGE' }, 413);
  const incoming = nodeIncoming(c);
  if (incoming) {
    // Fast path on Node: read the socket stream directly instead of building a web Request and
    // stream around it (that costs more than the rest of a small RPC call; DESIGN 7 bulk writes).
    const read = await readIncoming(incoming, limit);
    if (read === null) return tooLarge();
    text = read;
  } else {
    const limiter = bodyLimit({ maxSize: limit, onError: tooLarge });
    const limited = await limiter(c, async () => {
      text = await c.req.text();
    });
    if (limited instanceof Response) return limited;
    if (c.res.status === 413) return c.res;
  }
  if (text === undefined || text.trim() === '') return {};
  if (!type.startsWith('application/json')) {
    return fail(c, 415, 'UNSUPPORTED_MEDIA_TYPE', '요청 본문은 application/json이어야 합니다.', 'Content-Type');
  }
  return jsonParams(c, text, 'body');
}

function jsonParams(c: Context<AppEnv>, text: string, field: string): unknown {
  const parsed = parseJsonInput(text, field);
  return parsed.ok ? parsed.value : fail(c, 400, parsed.errorCode, parsed.message, parsed.field);
}

/** The Node request behind @hono/node-server, while its body is still unread. */
function nodeIncoming(c: Context<AppEnv>): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable && !incoming.readableDidRead && !incoming.readableEnded ? (incoming as IncomingMessage) : undefined;
}

/** The body as text, or null when it is larger than `limit` bytes. */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(incoming.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    incoming.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.off('data', onData);
        incoming.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
  });
}

function invalidInput(c: Context<AppEnv>, error: z.ZodError): Response {
  const issues = error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  }));
  const first = issues[0]?.field ?? '(root)';
  return c.json(
    {
      success: false,
      message: `입력값이 올바르지 않습니다: ${first}`,
      errorCode: 'INVALID_INPUT',
      field: first,
      issues,
    } satisfies ErrorBody,
    400,
  );
}

function handlerError(c: Context<AppEnv>, services: Services, error: unknown, where: string): Response {
  if (error instanceof RpcError) {
    if (error.errorCode === 'INVALID_CONFIG') services.logger.error({ err: error, where, requestId: c.get('requestId') }, 'invalid config');
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfter));
    return fail(c, error.status as ContentfulStatusCode, error.errorCode, error.message, error.field);
  }
  if (isLimitExceeded(error)) {
    c.header('Retry-After', String(error.retryAfterS));
    return fail(c, 429, error.code, error.message);
  }
  const requestId = c.get('requestId');
  const unavailable = classifyUnavailable(error);
  if (unavailable) {
    reportUnavailable(services, unavailable, error, requestId, where);
    return c.json(unavailableBody(unavailable, requestId) satisfies ErrorBody, 503, UNAVAILABLE_HEADERS);
  }
  services.logger.error({ err: error, where, requestId }, 'rpc handler failed');
  return c.json(
    { success: false, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', errorCode: 'INTERNAL', requestId } satisfies ErrorBody,
    500,
  );
}

function fail(c: Context<AppEnv>, status: ContentfulStatusCode, errorCode: string, message: string, field?: string): Response {
  const body: ErrorBody = { success: false, message, errorCode };
  if (field !== undefined) body.field = field;
  return c.json(body, status);
}

function json(c: Context<AppEnv>, def: RpcMethod, body: string): Response {
  const headers = cacheHeaders(def, body);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (headers.ETag !== undefined && c.req.header('if-none-match') === headers.ETag) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(body, 200);
}

/**
 * SPEC 9.1 keeps cacheable answers 5 minutes, in the server and in the browser. What staff can
 * change (`invalidatedBy`) is kept by the server until a change drops it, but browsers check
 * back every time (a 304 when unchanged), so they never show it minutes late.
 */
function cacheHeaders(def: RpcMethod, body: string): Record<string, string> {
  if (def.cacheable !== true) return { 'Cache-Control': 'no-store' };
  const scope = def.access === 'public' ? 'public' : 'private';
  if (def.invalidatedBy === undefined) return { 'Cache-Control': `${scope}, max-age=${CACHE_TTL_MS / 1000}` };
  return { 'Cache-Control': `${scope}, no-cache`, ETag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Public answers are shared by everyone; a member's cacheable answers are kept per member. */
export function rpcCacheKey(className: string, methodName: string, userId: string, input: unknown): string {
  return `rpc:${className}.${methodName}:${userId}:${stableJson(input)}`;
}

/** JSON with object keys sorted, so equal parameters share one cache entry. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}
