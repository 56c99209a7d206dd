import fs from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { isCompressibleType } from '#server/platform/compression';
import { type EncodedBody, encodedBody, sendEncoded } from './encoded-body';
import type { AppEnv } from './types';

/** Files kept in memory at most (the build's client folder holds a few hundred). */
const MAX_FILES = 4000;

/**
 * Serves the client build's files (hashed assets, public files) from memory, each in the coding
 * the request accepts: the brotli and gzip files the build wrote next to it
 * (scripts/compress-assets.mjs; made here once if missing), with `Vary: Accept-Encoding`, an
 * `ETag` and `Content-Length`. `cacheControl` decides the caching of a path.
 */
export function staticFiles(root: string, base: string, cacheControl: (relative: string) => string): MiddlewareHandler<AppEnv> {
  const files = new Map<string, Promise<EncodedBody | undefined>>();
  const rootDir = path.resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const relative = safeRelative(c.req.path.slice(base.length));
    if (relative === undefined) return next();
    let loading = files.get(relative);
    if (loading === undefined) {
      loading = load(path.join(rootDir, relative));
      if (files.size >= MAX_FILES) files.clear();
      files.set(relative, loading);
      // Missing files are not remembered: unknown paths must not fill the memory.
      void loading.then((file) => {
        if (file === undefined) files.delete(relative);
      });
    }
    const file = await loading;
    if (file === undefined) return next();

    return sendEncoded(c, file, { 'Cache-Control': cacheControl(relative) });
  };
}

/** The request path as a path inside the folder, or undefined for anything odd. */
function safeRelative(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(?:^|\/)\.{1,2}(?:\/|$)|\/\//.test(decoded)) return undefined;
  const relative = decoded.replace(/^\/+/, '');
  if (relative === '' || /\.(?:br|gz)$/.test(relative)) return undefined;
  return relative;
}

async function load(file: string): Promise<EncodedBody | undefined> {
  let identity: Buffer;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return undefined;
    identity = await fs.readFile(file);
  } catch {
    return undefined;
  }
  const type = getMimeType(file) ?? 'application/octet-stream';
  if (!isCompressibleType(type)) return encodedBody(identity, type);
  // The build's siblings (scripts/compress-assets.mjs) whatever their size; missing ones are made.
  const sibling = (suffix: string) => fs.readFile(file + suffix).catch(() => undefined);
  return encodedBody(identity, type, { br: await sibling('.br'), gzip: await sibling('.gz') });
}
