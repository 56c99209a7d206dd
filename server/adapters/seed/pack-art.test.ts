import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/platform/paths';
import { PACK_ART, PACK_ART_DIR, PACK_LINES, PACK_ART_FORMATS, PACK_ART_WIDTHS, packArtFile, packArtOf } from './pack-art';
import { type DemoProduct, DEMO_PRODUCTS } from './product-data';

/**
 * The demo catalogue must not look like one bag in 36 colours (issue 25 item 6, decision 055):
 * every product has its drawn pack, the pack follows what the product is, and no product list —
 * in any order the shop offers, with any species or form filter — puts two products that look
 * alike next to each other.
 */

const dir = path.join(projectRoot(), PACK_ART_DIR);
const read = (file: string) => fs.readFileSync(path.join(dir, file));

/** The list orders of the product list (listProducts): by sort_order (the seed's order), name, sale price. */
const salePrice = (p: DemoProduct) => p.price * (100 - p.discountRate);
const byOrder = (a: DemoProduct, b: DemoProduct) => DEMO_PRODUCTS.indexOf(a) - DEMO_PRODUCTS.indexOf(b);
const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ORDERS: Record<string, (a: DemoProduct, b: DemoProduct) => number> = {
  recommended: byOrder,
  name: (a, b) => bytewise(a.name, b.name) || byOrder(a, b),
  priceLow: (a, b) => salePrice(a) - salePrice(b) || byOrder(a, b),
  priceHigh: (a, b) => salePrice(b) - salePrice(a) || byOrder(a, b),
};
const SPECIES = [undefined, 'Dog', 'Cat'] as const;
const FORMS = [undefined, 'dry', 'wet'] as const;

function* adjacentPairs(): Generator<[string, DemoProduct, DemoProduct]> {
  for (const [order, compare] of Object.entries(ORDERS)) {
    for (const species of SPECIES) {
      for (const form of FORMS) {
        const list = DEMO_PRODUCTS.filter((p) => (species === undefined || p.species === species) && (form === undefined || p.form === form)).sort(compare);
        for (let i = 1; i < list.length; i++) yield [`${order}/${species ?? 'all'}/${form ?? 'all'}`, list[i - 1]!, list[i]!];
      }
    }
  }
}

/** What a shopper sees of a pack at a glance: its form, line, animal and the words under the label. */
const looks = (p: DemoProduct) => {
  const art = packArtOf(p);
  return `${art.form} ${art.line} ${p.species} ${art.variant}`;
};

describe('demo pack art', () => {
  it('draws every demo product, and nothing else', () => {
    expect(Object.keys(PACK_ART).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.id).sort());
  });

  it('puts every line on some product, each labelled in Korean', () => {
    const used = new Set(DEMO_PRODUCTS.map((p) => packArtOf(p).line));
    expect([...used].sort()).toEqual(Object.keys(PACK_LINES).sort());
    for (const line of Object.values(PACK_LINES)) expect(line.label).toMatch(/[가-힣]/);
  });

  it('draws the pack the product comes in: cans, pouches and treat boxes as their names say, dry food in bags', () => {
    for (const p of DEMO_PRODUCTS) {
      const expected = p.name.includes('트릿') ? 'box' : p.name.includes('캔') ? 'can' : p.form === 'dry' ? 'bag' : undefined;
      if (expected) expect(packArtOf(p).form, p.id).toBe(expected);
      else expect(['can', 'pouch'], p.id).toContain(packArtOf(p).form);
    }
    const forms = new Set(DEMO_PRODUCTS.map((p) => packArtOf(p).form));
    expect([...forms].sort()).toEqual(['bag', 'box', 'can', 'pouch']);
  });

  it('has the files the seed stores, small enough for a card', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(read(packArtFile(p.id)).byteLength, `${p.id} PNG`).toBeLessThan(40_000);
      for (const width of PACK_ART_WIDTHS) {
        for (const format of PACK_ART_FORMATS) {
          const file = packArtFile(p.id, { width, format });
          expect(fs.existsSync(path.join(dir, file)), file).toBe(true);
          // A card's picture (640 px on a phone) stays well under 20 KB.
          if (width <= 640) expect(read(file).byteLength, file).toBeLessThan(20_000);
        }
      }
    }
  });

  it('gives every product its own picture (no two files alike)', () => {
    const hashes = new Map<string, string>();
    for (const p of DEMO_PRODUCTS) {
      const hash = createHash('sha256').update(read(packArtFile(p.id))).digest('hex');
      expect(hashes.get(hash), `${p.id} has the same picture as ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, p.id);
    }
  });

  describe('no list puts two look-alikes side by side', () => {
    /** Each picture as 24 × 24 colour pixels: what is left of a pack seen from across the room. */
    const thumbs = new Map<string, Buffer>();
    beforeAll(async () => {
      for (const p of DEMO_PRODUCTS) thumbs.set(p.id, await sharp(read(packArtFile(p.id, { width: 320, format: 'webp' }))).resize(24, 24).removeAlpha().raw().toBuffer());
    });
    /** Mean difference of two thumbnails per channel, 0–255. */
    const distance = (a: DemoProduct, b: DemoProduct) => {
      const x = thumbs.get(a.id)!;
      const y = thumbs.get(b.id)!;
      let sum = 0;
      for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
      return sum / x.length;
    };

    it('neighbours differ in form, line, animal or label', () => {
      for (const [where, a, b] of adjacentPairs()) expect(looks(a), `${where}: ${a.id} next to ${b.id}`).not.toBe(looks(b));
    });

    it('neighbours are not one picture in two shades', () => {
      for (const [where, a, b] of adjacentPairs()) expect(distance(a, b), `${where}: ${a.id} next to ${b.id}`).toBeGreaterThan(MIN_DISTANCE);
    });
  });
});

/**
 * Below this mean difference two thumbnails are one picture in another shade: a pack and its copy
 * turned 8° round the colour wheel measure 0.3–2.8 (the pack's own colour decides how much).
 */
const MIN_DISTANCE = 3;
