#!/usr/bin/env node
// Draws the health programs' SVG images into public/img/health/ (committed; run again after a change):
// category icons of SPEC 3.7 (default / active / question image per category) and the
// nutrient icons used in the product information of SPEC 9.8.
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve('public/img/health');

/** Glyphs in a 48×48 box, drawn with `currentColor`-like `{c}` (stroke/fill colour). */
const GLYPH = {
  skin: `<path d="M8 30c5-6 9-6 14 0s9 6 14 0 8-5 6-2" fill="none" stroke="{c}" stroke-width="3.5" stroke-linecap="round"/><circle cx="15" cy="17" r="3" fill="{c}"/><circle cx="26" cy="13" r="2.4" fill="{c}"/><circle cx="34" cy="20" r="2.8" fill="{c}"/><path d="M8 38h32" stroke="{c}" stroke-width="3.5" stroke-linecap="round"/>`,
  fur: `<path d="M12 40c-2-10 6-14 2-26M22 41c-2-11 7-15 3-29M32 40c-2-10 6-14 2-26" fill="none" stroke="{c}" stroke-width="3.5" stroke-linecap="round"/><path d="M37 10l2-4 2 4 4 2-4 2-2 4-2-4-4-2z" fill="{c}"/>`,
  weight: `<path d="M10 40l4-24h20l4 24z" fill="none" stroke="{c}" stroke-width="3.5" stroke-linejoin="round"/><circle cx="24" cy="12" r="5" fill="none" stroke="{c}" stroke-width="3.5"/><path d="M24 30l5-6" stroke="{c}" stroke-width="3.5" stroke-linecap="round"/><circle cx="24" cy="30" r="2.5" fill="{c}"/>`,
  digest: `<path d="M16 8c0 6 14 4 16 12 2 7-8 8-14 9s-8 8-2 10 14-2 16 3" fill="none" stroke="{c}" stroke-width="4" stroke-linecap="round"/><circle cx="36" cy="42" r="2.5" fill="{c}"/>`,
  stress: `<path d="M24 41S8 31 8 19a8 8 0 0 1 16-2 8 8 0 0 1 16 2c0 12-16 22-16 22z" fill="none" stroke="{c}" stroke-width="3.5" stroke-linejoin="round"/><path d="M11 24h8l3-5 4 9 3-4h8" fill="none" stroke="{c}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  neutral: `<circle cx="24" cy="25" r="15" fill="none" stroke="{c}" stroke-width="3.5"/><path d="M24 16v10l7 4" fill="none" stroke="{c}" stroke-width="3.5" stroke-linecap="round"/><path d="M18 6h12" stroke="{c}" stroke-width="3.5" stroke-linecap="round"/>`,
  urinary: `<path d="M24 6C18 15 12 22 12 29a12 12 0 0 0 24 0c0-7-6-14-12-23z" fill="none" stroke="{c}" stroke-width="3.5" stroke-linejoin="round"/><path d="M18 30a6 6 0 0 0 6 6" fill="none" stroke="{c}" stroke-width="3" stroke-linecap="round"/>`,
  tooth: `<path d="M14 8c-6 0-8 6-6 12 1 4 3 6 3 12 0 5 2 9 5 9s3-9 8-9 5 9 8 9 5-4 5-9c0-6 2-8 3-12 2-6 0-12-6-12-4 0-6 2-10 2s-6-2-10-2z" fill="none" stroke="{c}" stroke-width="3.5" stroke-linejoin="round"/>`,
  hairball: `<circle cx="24" cy="24" r="15" fill="none" stroke="{c}" stroke-width="3.5"/><path d="M12 18c8 2 16 10 22 20M16 36c2-8 10-18 20-20M24 9c-3 8-3 22 2 30" fill="none" stroke="{c}" stroke-width="2.5" stroke-linecap="round"/><path d="M38 32c4 2 4 6 1 8" fill="none" stroke="{c}" stroke-width="2.5" stroke-linecap="round"/>`,
};

const COLOUR = {
  skin: '#f6c28b', fur: '#d7c4ef', weight: '#a8d5c2', digest: '#e9c6de', stress: '#bcd7f0',
  neutral: '#c3d3ec', urinary: '#b5dcec', tooth: '#b9e3e0', hairball: '#f7d2a0',
};

const glyph = (name, colour) => GLYPH[name].replaceAll('{c}', colour);

function icon(name, active) {
  const bg = active ? '#e2001a' : '#f4f1ef';
  const ring = active ? '#b80015' : '#d9d3ce';
  const fg = active ? '#ffffff' : '#4a4a4a';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46" fill="${bg}" stroke="${ring}" stroke-width="2"/><g transform="translate(24 24)">${glyph(name, fg)}</g></svg>\n`;
}

function question(name) {
  const tint = COLOUR[name];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" rx="20" fill="#faf7f5"/><path d="M0 120c40-20 80 10 120-4s80-30 120-8v52H0z" fill="${tint}" opacity=".55"/><circle cx="190" cy="36" r="14" fill="${tint}"/><circle cx="40" cy="30" r="6" fill="${tint}"/><circle cx="120" cy="74" r="46" fill="#fff" stroke="${tint}" stroke-width="6"/><g transform="translate(84 38) scale(1.5)">${glyph(name, '#3a3a3a')}</g><path d="M196 96c6-10 22-10 26 0M204 108h10" fill="none" stroke="#3a3a3a" stroke-width="3" stroke-linecap="round" opacity=".5"/></svg>\n`;
}

const NUTRIENT = {
  omega: `<path d="M10 32c8-12 26-14 38-4l8-8v24l-8-8c-12 10-30 8-38-4z" fill="#7fb3d5"/><circle cx="20" cy="30" r="2.5" fill="#1f3b57"/><path d="M30 24c3 4 3 12 0 16" fill="none" stroke="#1f3b57" stroke-width="2"/>`,
  protein: `<path d="M38 12c8 2 12 10 8 18s-14 10-20 6l-8 8a5 5 0 1 1-6-6l8-8c-4-6 0-16 8-18h10z" fill="#e8a87c"/><circle cx="14" cy="50" r="4" fill="#f6e3d4"/><circle cx="10" cy="46" r="4" fill="#f6e3d4"/>`,
  biotin: `<path d="M32 8l5 14 14 5-14 5-5 14-5-14-14-5 14-5z" fill="#f2c14e"/><path d="M50 40l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill="#f2c14e"/><path d="M14 42l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" fill="#f2c14e"/>`,
  carnitine: `<path d="M32 6c4 10 14 16 14 30a14 14 0 0 1-28 0c0-8 4-12 6-16 2 6 6 8 8 8-2-8-2-14 0-22z" fill="#f08a5d"/><path d="M32 40c2 4 6 6 6 10a6 6 0 0 1-12 0c0-4 4-6 6-10z" fill="#fbd46d"/>`,
  fiber: `<path d="M14 50C14 26 30 12 52 12c0 22-14 38-38 38z" fill="#8cc084"/><path d="M14 50L44 20" stroke="#3f6e3a" stroke-width="3" stroke-linecap="round"/><path d="M26 38h10M32 32v-8" stroke="#3f6e3a" stroke-width="2.5" stroke-linecap="round"/>`,
  prebiotic: `<ellipse cx="22" cy="24" rx="12" ry="8" fill="#b8a9dd" transform="rotate(-20 22 24)"/><ellipse cx="42" cy="40" rx="12" ry="8" fill="#9ad0c2" transform="rotate(25 42 40)"/><circle cx="20" cy="46" r="6" fill="#f3b0c3"/><circle cx="18" cy="22" r="2" fill="#fff"/><circle cx="44" cy="38" r="2" fill="#fff"/>`,
  calm: `<path d="M38 10a20 20 0 1 0 16 30A16 16 0 0 1 38 10z" fill="#8fa9d8"/><path d="M46 14l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" fill="#f2c14e"/>`,
  minerals: `<path d="M20 10h24l10 14-22 30L10 24z" fill="#9fd3e6"/><path d="M10 24h44M20 10l12 44M44 10L32 54M20 10l-2 14M44 10l2 14" fill="none" stroke="#3b7a93" stroke-width="2" stroke-linejoin="round"/>`,
  water: `<path d="M32 6C24 18 16 28 16 38a16 16 0 0 0 32 0c0-10-8-20-16-32z" fill="#6fb7d6"/><path d="M22 40c3 4 7 6 12 6" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  kibble: `<circle cx="32" cy="32" r="20" fill="#c8945c"/><path d="M18 26c8 3 20 3 28 0M16 34c9 3 23 3 32 0M20 42c7 2 17 2 24 0" fill="none" stroke="#7a5230" stroke-width="2.5" stroke-linecap="round"/><path d="M48 12l6-4M52 18l7-1" stroke="#e2001a" stroke-width="3" stroke-linecap="round"/>`,
};

fs.mkdirSync(path.join(out, 'category'), { recursive: true });
fs.mkdirSync(path.join(out, 'nutrient'), { recursive: true });
for (const name of Object.keys(GLYPH)) {
  fs.writeFileSync(path.join(out, 'category', `${name}-default.svg`), icon(name, false));
  fs.writeFileSync(path.join(out, 'category', `${name}-active.svg`), icon(name, true));
  fs.writeFileSync(path.join(out, 'category', `${name}-question.svg`), question(name));
}
for (const [name, body] of Object.entries(NUTRIENT)) {
  fs.writeFileSync(path.join(out, 'nutrient', `${name}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#fff"/>${body}</svg>\n`);
}
console.log('drew', Object.keys(GLYPH).length * 3 + Object.keys(NUTRIENT).length, 'images into', path.relative(process.cwd(), out));
