#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) file next to every text file of
// the client build (JS, CSS, SVG, JSON, text), which the server sends by content negotiation
// (server/adapters/http/static-files.ts; docs/decisions/039-compression.md). A coding that would not be
// smaller than the file is not written.
//
// Usage: node scripts/compress-assets.mjs [clientDir]   (default: build/client, or $BUILD_DIR/client)
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/i;

const dir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? 'build', 'client'));

async function* walk(folder) {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is not served
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = Date.now();
const files = [];
for await (const file of walk(dir)) files.push(file);
let before = 0;
let afterBr = 0;
let afterGz = 0;
// Four at a time: brotli 11 is the slow part, and zlib runs on the thread pool.
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const bytes = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzip(bytes, { level: 9 }),
      ]);
      before += bytes.length;
      for (const [suffix, out] of [['.br', br], ['.gz', gz]]) {
        if (out.length < bytes.length) await fs.writeFile(file + suffix, out);
        else await fs.rm(file + suffix, { force: true });
      }
      afterBr += Math.min(br.length, bytes.length);
      afterGz += Math.min(gz.length, bytes.length);
    }
  }),
);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`compress-assets: ${files.length} files, ${kb(before)} → brotli ${kb(afterBr)}, gzip ${kb(afterGz)} (${Date.now() - started} ms)`);
