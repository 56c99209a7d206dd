import zlib from 'node:zlib';

/**
 * What the server compresses and how (docs/decisions/039-compression.md). Static files are
 * compressed at build time (scripts/compress-assets.mjs, brotli 11 and gzip 9); cached guest
 * pages once per cache entry (gzip with nonce holes, gzip-template.ts); cached RPC answers once
 * per entry; everything else per response with the fast settings below.
 */

/** Smaller bodies are sent as they are: the saving would not pay for the encoding. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Text-like types worth compressing (images, archives and fonts other than SVG are not). */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return contentType !== null && contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** Per-response brotli: quality 4 costs about what gzip 6 does and gives smaller output. */
export function brotliOptions(sizeHint?: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(sizeHint !== undefined ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

export const GZIP_LEVEL = 6;

/** Compressed once and kept (cached RPC answers): worth a slower, better setting. */
export function brotliCachedOptions(sizeHint: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  };
}
