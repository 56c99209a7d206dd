import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { brotliOptions, COMPRESS_MIN_BYTES, GZIP_LEVEL, isCompressibleType } from '#server/platform/compression';
import { chooseEncoding } from './accept-encoding';
import type { AppEnv } from './types';

/** Bodies sent as a stream (server-rendered pages, React Router's data): compressed as they come. */
const STREAMED = /^(?:text\/html|text\/x-script)/i;

/**
 * Compresses what the app answers (HTML, JSON, React Router's data, text) per response, in the
 * coding the request accepts, brotli first (docs/decisions/039-compression.md). Answers that are
 * already encoded are left alone: static files (precompressed at build time) and cached guest
 * pages (gzip with nonce holes). Streamed pages stay streamed: the compressor is flushed
 * whenever the renderer pauses, so the browser gets each part as soon as it is rendered.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (res.body === null || c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || res.status === 206) return;
    if (!isCompressibleType(type) || res.headers.has('content-encoding')) return;
    // Already chosen by what made the answer (static files, cached pages).
    if (/accept-encoding/i.test(res.headers.get('vary') ?? '')) return;
    if ((res.headers.get('cache-control') ?? '').includes('no-transform')) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < COMPRESS_MIN_BYTES) {
      res.headers.append('Vary', 'Accept-Encoding');
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'), { br: true, gzip: true });
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (encoding === 'identity') {
      c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    if (STREAMED.test(type ?? '')) {
      headers.delete('Content-Length');
      headers.set('Content-Encoding', encoding);
      c.res = new Response(compressStream(res.body, encoding), { status: res.status, statusText: res.statusText, headers });
      return;
    }
    // JSON and text come whole: small ones are sent as they are.
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(new Uint8Array(bytes), { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const encoded = encoding === 'br' ? zlib.brotliCompressSync(bytes, brotliOptions(bytes.length)) : zlib.gzipSync(bytes, { level: GZIP_LEVEL });
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(encoded.length));
    c.res = new Response(new Uint8Array(encoded), { status: res.status, statusText: res.statusText, headers });
  };
}

/**
 * The stream compressed, flushed once the source has nothing more right away (after each batch
 * of chunks written in the same turn of the event loop), so streaming still delivers early parts.
 */
function compressStream(body: ReadableStream<Uint8Array>, encoding: 'br' | 'gzip'): ReadableStream<Uint8Array> {
  const zip = encoding === 'br' ? zlib.createBrotliCompress(brotliOptions()) : zlib.createGzip({ level: GZIP_LEVEL });
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  let flushing: NodeJS.Immediate | undefined;
  source.on('data', (chunk: Buffer) => {
    if (!zip.write(chunk)) source.pause();
    flushing ??= setImmediate(() => {
      flushing = undefined;
      if (!zip.destroyed) zip.flush();
    });
  });
  zip.on('drain', () => source.resume());
  source.on('end', () => {
    if (flushing !== undefined) clearImmediate(flushing);
    zip.end();
  });
  source.on('error', (error) => zip.destroy(error));
  zip.on('close', () => {
    if (flushing !== undefined) clearImmediate(flushing);
    if (!source.destroyed) source.destroy();
  });
  return Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>;
}
