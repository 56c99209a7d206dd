import { escapeHtml } from '#server/adapters/http/fallback-pages';
import type { DemoProduct } from './product-data';

/**
 * The packshots' font: an <img> SVG cannot use the page's fonts, so it names the Korean sans
 * faces itself (without one the browser draws the text in its default serif face).
 */
const FONT = `font-family="'Noto Sans KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif"`;

/**
 * Draws a product's bag or pouch as SVG (800 × 800): the demo catalogue's packshots. The
 * wordmark sits in the bag's top band, clear of the animal's ears.
 */
export function packshotSvg(product: DemoProduct, brand: string): string {
  const words = product.name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 9) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map((line, i) => `<text x="400" y="${430 + i * 58}" font-size="46" font-weight="700" text-anchor="middle" fill="#1f1f1f">${escapeHtml(line)}</text>`)
    .join('');
  const animal =
    product.species === 'Dog'
      ? '<g transform="translate(400 300)"><circle r="62" fill="#fff"/><ellipse cx="-52" cy="-10" rx="20" ry="40" fill="#8a5a36"/><ellipse cx="52" cy="-10" rx="20" ry="40" fill="#8a5a36"/><circle cx="-20" cy="-6" r="8" fill="#2b1b10"/><circle cx="20" cy="-6" r="8" fill="#2b1b10"/><ellipse cy="22" rx="14" ry="10" fill="#2b1b10"/></g>'
      : '<g transform="translate(400 300)"><path d="M-55 -20 L-45 -80 L-10 -45 Z M55 -20 L45 -80 L10 -45 Z" fill="#fff"/><circle r="62" fill="#fff"/><circle cx="-22" cy="-6" r="8" fill="#1f2a1a"/><circle cx="22" cy="-6" r="8" fill="#1f2a1a"/><path d="M-8 18 L0 26 L8 18 Z" fill="#e58a9a"/></g>';
  const body =
    product.form === 'wet'
      ? `<rect x="190" y="120" width="420" height="600" rx="60" fill="${product.color}"/><rect x="190" y="120" width="420" height="70" rx="30" fill="#00000018"/>`
      : `<path d="M170 150 Q400 100 630 150 L660 720 Q400 760 140 720 Z" fill="${product.color}"/><path d="M170 150 Q400 100 630 150 L634 210 Q400 165 166 210 Z" fill="#00000018"/>`;
  const size = product.packageGrams >= 1000 ? `${product.packageGrams / 1000}kg` : `${product.packageGrams}g`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" ${FONT}><rect width="800" height="800" fill="#f7f5f2"/>${body}${animal}<text x="400" y="${product.form === 'wet' ? 170 : 192}" font-size="34" font-weight="800" text-anchor="middle" fill="#e2001a" letter-spacing="4">${escapeHtml(brand)}</text>${text}<rect x="300" y="650" width="200" height="50" rx="25" fill="#fff"/><text x="400" y="686" font-size="30" font-weight="700" text-anchor="middle" fill="#1f1f1f">${size}</text>${product.vet ? '<rect x="520" y="160" width="110" height="46" rx="10" fill="#fff"/><text x="575" y="192" font-size="26" font-weight="800" text-anchor="middle" fill="#1f4e79">VET</text>' : ''}</svg>`;
}
