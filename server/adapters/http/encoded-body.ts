import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { COMPRESS_MIN_BYTES, isCompressibleType } from '#server/platform/compression';
import { chooseEncoding } from './accept-encoding';
import type { AppEnv } from './types';

/** Bytes that never change for their URL, kept with their compressed codings and a content hash. */
export interface EncodedBody {
  type: string;
  /** A strong validator from the content: the same bytes always give the same ETag. */
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * `identity` with its codings: the given ones (the build's .br/.gz files) or, for compressible
 * types of 1 KB or more, made here once (brotli 9, gzip 9). A coding that saves nothing is dropped.
 */
export function encodedBody(identity: Buffer, type: string, given: { br?: Buffer | undefined; gzip?: Buffer | undefined } = {}): EncodedBody {
  const body: EncodedBody = { type, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`, identity };
  if (!isCompressibleType(type)) return body;
  const large = identity.length >= COMPRESS_MIN_BYTES;
  const br = given.br ?? (large ? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }) : undefined);
  const gzip = given.gzip ?? (large ? zlib.gzipSync(identity, { level: 9 }) : undefined);
  if (br !== undefined && br.length < identity.length) body.br = br;
  if (gzip !== undefined && gzip.length < identity.length) body.gzip = gzip;
  return body;
}

/**
 * The answer for `body` in the coding the request accepts, with `Vary` when there is a choice,
 * the ETag (304 when the browser has it), Content-Length, and `headers` (caching, disposition).
 */
export function sendEncoded(c: Context<AppEnv>, body: EncodedBody, headers: Record<string, string>): Response {
  const out: Record<string, string> = { ...headers, 'Content-Type': body.type, ETag: body.etag };
  const negotiable = body.br !== undefined || body.gzip !== undefined;
  if (negotiable) out.Vary = 'Accept-Encoding';
  if (c.req.header('if-none-match') === body.etag) return c.body(null, 304, out);
  const encoding = negotiable ? chooseEncoding(c.req.header('accept-encoding'), body) : 'identity';
  const bytes = (encoding === 'identity' ? undefined : body[encoding]) ?? body.identity;
  if (encoding !== 'identity') out['Content-Encoding'] = encoding;
  out['Content-Length'] = String(bytes.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, out);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, out);
}
