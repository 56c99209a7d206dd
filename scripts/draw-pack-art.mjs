#!/usr/bin/env node
// Draws the demo catalogue's pack art (docs/decisions/055-pack-art-and-shopper-details.md) into
// server/adapters/seed/media/packs/ (committed; run again after changing PACK_ART or a product):
// each product as its pack form (dry-food bag, can, pouch, treat box) with its line's label,
// illustration and colours, rendered once here so pages paint small raster files rather than
// SVGs with text: an 800 px PNG (palette) and AVIF / WebP at 320, 640 and 800 px.
//
//   node scripts/draw-pack-art.mjs            every product
//   node scripts/draw-pack-art.mjs --svg DIR  also keep each drawing as SVG in DIR (to look at)
//   node scripts/draw-pack-art.mjs --only ID,ID  redraw only these products
//
// Needs the Korean font the browser tests use (Noto Sans CJK KR: scripts/setup-test-env.sh).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';

process.chdir(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..'));

// The table and the products are TypeScript: bundle them for this script.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-art-'));
const entry = path.join(work, 'entry.mjs');
await build({
  stdin: {
    contents: "export * from './server/adapters/seed/pack-art.ts'; export { DEMO_PRODUCTS } from './server/adapters/seed/product-data.ts';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  outfile: entry,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const { DEMO_PRODUCTS, PACK_LINES, PACK_ART_DIR, PACK_ART_SIZE, PACK_ART_WIDTHS, packArtOf, packArtFile } = await import(pathToFileURL(entry).href);
fs.rmSync(work, { recursive: true, force: true });

const args = process.argv.slice(2);
const svgDir = args.includes('--svg') ? args[args.indexOf('--svg') + 1] : undefined;

const FONT = `font-family="'Noto Sans CJK KR', 'Noto Sans KR', sans-serif"`;
const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `#rrggbb` mixed with white (amount > 0) or black (amount < 0). */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** The line's illustration in a 48 × 48 box, in colour `c`. */
const GLYPH = {
  fish: (c) => `<path d="M4 24c8-12 24-14 34-4l7-7v22l-7-7C28 38 12 36 4 24z" fill="${c}"/><circle cx="14" cy="22" r="2.6" fill="#fff"/>`,
  feather: (c) => `<path d="M40 6C22 8 10 20 10 38l-4 6 3 1 4-6c16 0 26-14 27-33z" fill="${c}"/><path d="M12 38L34 14" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>`,
  shield: (c) => `<path d="M24 4l17 6v12c0 11-7 19-17 23C14 41 7 33 7 22V10z" fill="${c}"/><path d="M24 32s-8-5-8-10a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 5-8 10-8 10z" fill="#fff"/>`,
  leaf: (c) => `<path d="M8 42C8 20 22 6 44 6c0 22-14 36-36 36z" fill="${c}"/><path d="M8 42L36 14" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>`,
  sparkle: (c) => `<path d="M20 4l5 14 14 5-14 5-5 14-5-14-14-5 14-5z" fill="${c}"/><path d="M38 30l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="${c}"/>`,
  moon: (c) => `<path d="M30 4a20 20 0 1 0 16 30A17 17 0 0 1 30 4z" fill="${c}"/><circle cx="36" cy="14" r="2.5" fill="${c}"/>`,
  star: (c) => `<path d="M24 4l6 13 14 2-10 10 2.5 14L24 36l-12.5 7L14 29 4 19l14-2z" fill="${c}"/>`,
  sun: (c) => `<circle cx="24" cy="24" r="10" fill="${c}"/><g stroke="${c}" stroke-width="3.5" stroke-linecap="round"><path d="M24 4v6M24 38v6M4 24h6M38 24h6M10 10l4 4M34 34l4 4M10 38l4-4M34 14l4-4"/></g>`,
  bowl: (c) => `<path d="M4 22h40c0 12-9 20-20 20S4 34 4 22z" fill="${c}"/><circle cx="16" cy="17" r="4" fill="${c}"/><circle cx="25" cy="14" r="4.5" fill="${c}"/><circle cx="33" cy="18" r="3.5" fill="${c}"/>`,
  drop: (c) => `<path d="M24 4C17 15 10 23 10 31a14 14 0 0 0 28 0c0-8-7-16-14-27z" fill="${c}"/><path d="M17 31a7 7 0 0 0 7 7" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>`,
  tooth: (c) => `<path d="M14 6c-6 0-9 6-7 12 1 4 3 6 3 12 0 6 2 12 6 12s3-10 8-10 4 10 8 10 6-6 6-12c0-6 2-8 3-12 2-6-1-12-7-12-4 0-6 2-10 2s-6-2-10-2z" fill="${c}"/>`,
  yarn: (c) => `<circle cx="24" cy="24" r="18" fill="${c}"/><path d="M10 16c9 2 18 11 24 22M13 35c3-9 12-19 23-21M24 6c-4 9-4 25 2 36" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>`,
  cross: (c) => `<rect x="17" y="4" width="14" height="40" rx="3" fill="${c}"/><rect x="4" y="17" width="40" height="14" rx="3" fill="${c}"/>`,
};

/** The animal's head, centred on 0,0 and about 150 px wide, in colour `c`. */
function animal(species, size, c) {
  if (species === 'Cat') {
    return `<path d="M-58 -20 L-50 -86 L-14 -52 Z M58 -20 L50 -86 L14 -52 Z" fill="${c}"/><ellipse rx="62" ry="56" fill="${c}"/><ellipse cx="-22" cy="-8" rx="7" ry="10" fill="#fff"/><ellipse cx="22" cy="-8" rx="7" ry="10" fill="#fff"/><path d="M-7 14h14l-7 8z" fill="#fff"/><g stroke="#fff" stroke-width="3" stroke-linecap="round"><path d="M-20 22l-32 -4M-20 28l-30 6M20 22l32 -4M20 28l30 6"/></g>`;
  }
  if (size === 'large' || size === 'medium') {
    // A larger dog: pricked ears, a longer muzzle.
    return `<path d="M-52 -30 L-44 -92 L-10 -50 Z M52 -30 L44 -92 L10 -50 Z" fill="${c}"/><ellipse cy="-8" rx="54" ry="52" fill="${c}"/><ellipse cy="34" rx="32" ry="30" fill="${c}"/><circle cx="-21" cy="-14" r="7" fill="#fff"/><circle cx="21" cy="-14" r="7" fill="#fff"/><ellipse cy="30" rx="11" ry="8" fill="#fff"/>`;
  }
  // A small dog: a round head and long floppy ears.
  return `<ellipse cx="-60" cy="6" rx="22" ry="48" fill="${c}" transform="rotate(14 -60 6)"/><ellipse cx="60" cy="6" rx="22" ry="48" fill="${c}" transform="rotate(-14 60 6)"/><circle r="56" fill="${c}"/><circle cx="-20" cy="-8" r="7.5" fill="#fff"/><circle cx="20" cy="-8" r="7.5" fill="#fff"/><ellipse cy="20" rx="12" ry="8.5" fill="#fff"/>`;
}

const weightText = (grams) => (grams >= 1000 ? `${grams / 1000}kg` : `${grams}g`);

/** The label every pack carries: line band, animal medallion with the line's glyph, variant, weight. */
function label(p, art, box) {
  const line = PACK_LINES[art.line];
  const { x, y, w, h, scale } = box;
  const cx = x + w / 2;
  const band = 64 * scale;
  const r = 92 * scale;
  const medal = y + band + 28 * scale + r;
  const dark = shade(p.ink, -0.62);
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${band}" fill="${line.ink}"/>`,
    `<text x="${cx}" y="${y + band * 0.7}" font-size="${40 * scale}" font-weight="700" text-anchor="middle" fill="#fff">${esc(line.label)}</text>`,
    `<circle cx="${cx}" cy="${medal}" r="${r}" fill="#fff"/>`,
    `<g transform="translate(${cx} ${medal + 6 * scale}) scale(${0.95 * scale})">${animal(p.species, p.size, dark)}</g>`,
    `<circle cx="${cx + r * 0.78}" cy="${medal + r * 0.7}" r="${38 * scale}" fill="${line.ink}" stroke="#fff" stroke-width="${5 * scale}"/>`,
    `<g transform="translate(${cx + r * 0.78 - 19 * scale} ${medal + r * 0.7 - 19 * scale}) scale(${0.8 * scale})">${GLYPH[art.glyph ?? line.glyph]('#fff')}</g>`,
    `<text x="${cx}" y="${medal + r + 56 * scale}" font-size="${36 * scale}" font-weight="700" text-anchor="middle" fill="${dark}">${esc(art.variant)}</text>`,
  ];
  const tagW = 130 * scale;
  const tagY = y + h - 62 * scale;
  parts.push(
    `<rect x="${cx - tagW / 2}" y="${tagY}" width="${tagW}" height="${44 * scale}" rx="${22 * scale}" fill="#fff"/>`,
    `<text x="${cx}" y="${tagY + 31 * scale}" font-size="${27 * scale}" font-weight="700" text-anchor="middle" fill="#222">${weightText(p.packageGrams)}</text>`,
  );
  return parts.join('');
}

/** A dry-food bag: taller and wider with its weight; crimped top seal, gusset shading. */
function bag(p, art) {
  const [w, h] = p.packageGrams <= 2000 ? [390, 540] : p.packageGrams <= 4000 ? [430, 580] : [470, 620];
  const bottom = 730;
  const top = bottom - h;
  const l = 400 - w / 2;
  const r = 400 + w / 2;
  const crimp = Array.from({ length: Math.floor(w / 14) }, (_, i) => `M${l + 7 + i * 14} ${top + 6}v26`).join('');
  return [
    `<path d="M${l} ${top + 12} Q${l} ${top} ${l + 12} ${top} H${r - 12} Q${r} ${top} ${r} ${top + 12} L${r + 8} ${bottom - 16} Q${r + 8} ${bottom} ${r - 8} ${bottom} H${l + 8} Q${l - 8} ${bottom} ${l - 8} ${bottom - 16} Z" fill="${p.color}"/>`,
    `<path d="M${l} ${top + 40} L${l - 8} ${bottom - 16} Q${l - 8} ${bottom} ${l + 8} ${bottom} H${l + 26} L${l + 22} ${top + 40} Z" fill="#000" opacity=".10"/>`,
    `<path d="M${r} ${top + 40} L${r + 8} ${bottom - 16} Q${r + 8} ${bottom} ${r - 8} ${bottom} H${r - 26} L${r - 22} ${top + 40} Z" fill="#000" opacity=".10"/>`,
    `<rect x="${l}" y="${top}" width="${w}" height="38" rx="10" fill="${shade(p.color, -0.25)}"/>`,
    `<path d="${crimp}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`,
    label(p, art, { x: l + 26, y: top + 58, w: w - 52, h: h - 58, scale: w / 430 }),
  ].join('');
}

/** A can: metal lid and rims, the label wrapped round it. */
function can(p, art) {
  const w = 360;
  const h = 420;
  const bottom = 720;
  const top = bottom - h;
  const l = 400 - w / 2;
  return [
    `<rect x="${l}" y="${top}" width="${w}" height="${h}" fill="${p.color}"/>`,
    `<ellipse cx="400" cy="${bottom}" rx="${w / 2}" ry="30" fill="${shade(p.color, -0.2)}"/>`,
    `<rect x="${l}" y="${top}" width="${w}" height="26" fill="#c9ccd3"/><rect x="${l}" y="${bottom - 26}" width="${w}" height="26" fill="#b9bcc4"/>`,
    `<ellipse cx="400" cy="${bottom}" rx="${w / 2}" ry="30" fill="none" stroke="#a9acb4" stroke-width="4"/>`,
    `<ellipse cx="400" cy="${top}" rx="${w / 2}" ry="30" fill="#dfe1e6" stroke="#b0b3ba" stroke-width="5"/>`,
    `<ellipse cx="400" cy="${top}" rx="${w / 2 - 26}" ry="19" fill="none" stroke="#bfc2c9" stroke-width="3"/>`,
    `<rect x="370" y="${top - 9}" width="60" height="16" rx="8" fill="#c4c7ce"/>`,
    `<path d="M${l + 14} ${top + 40} V${bottom - 40}" stroke="#fff" stroke-opacity=".35" stroke-width="10" stroke-linecap="round"/>`,
    label(p, art, { x: l, y: top + 40, w, h: h - 76, scale: 0.78 }),
  ].join('');
}

/** A stand-up pouch: rounded top with a tear notch and zip, the bottom gusset bulging. */
function pouch(p, art) {
  const w = 380;
  const h = 560;
  const bottom = 735;
  const top = bottom - h;
  const l = 400 - w / 2;
  const r = 400 + w / 2;
  return [
    `<path d="M${l} ${top + 28} Q${l} ${top} ${l + 28} ${top} H${r - 28} Q${r} ${top} ${r} ${top + 28} L${r + 14} ${bottom - 30} Q400 ${bottom + 18} ${l - 14} ${bottom - 30} Z" fill="${p.color}"/>`,
    `<path d="M${l - 14} ${bottom - 30} Q400 ${bottom + 18} ${r + 14} ${bottom - 30} Q400 ${bottom - 12} ${l - 14} ${bottom - 30} Z" fill="#000" opacity=".12"/>`,
    `<path d="M${l + 16} ${top + 52} H${r - 16}" stroke="#fff" stroke-opacity=".55" stroke-width="4" stroke-dasharray="10 8"/>`,
    `<path d="M${l} ${top + 26} l14 6 -14 6 z M${r} ${top + 26} l-14 6 14 6 z" fill="#f7f5f2"/>`,
    `<path d="M${r - 30} ${top + 70} Q${r - 18} ${top + 260} ${r - 28} ${bottom - 70}" stroke="#fff" stroke-opacity=".3" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    label(p, art, { x: l + 22, y: top + 76, w: w - 44, h: h - 118, scale: 0.84 }),
  ].join('');
}

/** A treat box: front, top and side faces, with a window of treats. */
function box(p, art) {
  const w = 400;
  const h = 470;
  const d = 70;
  const bottom = 730;
  const top = bottom - h;
  const l = 400 - w / 2 - d / 2;
  const r = l + w;
  const treats = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="${r - 118 + (i % 3) * 30}" y="${bottom - 96 + Math.floor(i / 3) * 26}" width="26" height="18" rx="9" fill="${shade('#c8945c', i % 2 ? -0.1 : 0.1)}" transform="rotate(${i * 17 - 30} ${r - 105 + (i % 3) * 30} ${bottom - 87 + Math.floor(i / 3) * 26})"/>`)
    .join('');
  return [
    `<path d="M${l} ${top} L${l + d} ${top - d} H${r + d} L${r} ${top} Z" fill="${shade(p.color, 0.35)}"/>`,
    `<path d="M${r} ${top} L${r + d} ${top - d} V${bottom - d} L${r} ${bottom} Z" fill="${shade(p.color, -0.22)}"/>`,
    `<rect x="${l}" y="${top}" width="${w}" height="${h}" fill="${p.color}"/>`,
    `<rect x="${r - 132}" y="${bottom - 112}" width="116" height="80" rx="14" fill="#fff7ea" stroke="#fff" stroke-width="5"/>`,
    treats,
    label(p, art, { x: l, y: top + 24, w: w - 140, h: h - 24, scale: 0.72 }),
  ].join('');
}

const FORMS = { bag, can, pouch, box };

function drawing(product) {
  const art = packArtOf(product);
  // Cat packs are the pastel of their line's colour, so a dog and a cat feed of one line differ at a glance.
  const base = art.tint ?? product.color;
  const p = { ...product, color: product.species === 'Cat' ? shade(base, 0.42) : base, ink: base };
  const S = PACK_ART_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 800 800" ${FONT}><rect width="800" height="800" fill="#f7f5f2"/><ellipse cx="400" cy="762" rx="300" ry="26" fill="#000" opacity=".07"/><g transform="translate(400 420) scale(1.12) translate(-400 -420)">${FORMS[art.form](p, art)}</g></svg>\n`;
}

const out = path.resolve(PACK_ART_DIR);
fs.mkdirSync(out, { recursive: true });
if (svgDir) fs.mkdirSync(svgDir, { recursive: true });
let total = 0;
// `--only id,id`: redraw just these products.
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1].split(',')) : null;
for (const p of DEMO_PRODUCTS) {
  if (only && !only.has(p.id)) continue;
  const svg = drawing(p);
  if (svgDir) fs.writeFileSync(path.join(svgDir, `${p.id}.svg`), svg);
  const pixels = await sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#f7f5f2' }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const write = async (file, pipeline) => {
    const bytes = await pipeline.toBuffer();
    fs.writeFileSync(path.join(out, file), bytes);
    total += bytes.length;
  };
  await write(packArtFile(p.id), sharp(pixels.data, raw).png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 }));
  for (const width of PACK_ART_WIDTHS) {
    const resized = () => (width < PACK_ART_SIZE ? sharp(pixels.data, raw).resize({ width }) : sharp(pixels.data, raw));
    await write(packArtFile(p.id, { width, format: 'avif' }), resized().avif({ quality: 55, effort: 4 }));
    await write(packArtFile(p.id, { width, format: 'webp' }), resized().webp({ quality: 80, effort: 5 }));
  }
}
console.log(`Drew ${only ? only.size : DEMO_PRODUCTS.length} packs into ${path.relative(process.cwd(), out)} (${Math.round(total / 1024)} KB).`);
