import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './product-data';
import { demoDescription, formerDemoDescription, PRODUCT_NOTES } from './product-descriptions';

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

describe('demo product descriptions (issue 25, item 4e)', () => {
  it('every product has a note of its own', () => {
    expect(Object.keys(PRODUCT_NOTES).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.id).sort());
    expect(new Set(Object.values(PRODUCT_NOTES)).size).toBe(DEMO_PRODUCTS.length);
  });

  it('no sentence repeats across products, so a word of one sentence cannot find the whole catalogue', () => {
    const where = new Map<string, string[]>();
    for (const p of DEMO_PRODUCTS) for (const s of new Set(sentences(demoDescription(p, '펫푸드')))) where.set(s, [...(where.get(s) ?? []), p.id]);
    const repeated = [...where].filter(([, ids]) => ids.length > 2).map(([s, ids]) => `${s} (${ids.length})`);
    expect(repeated).toEqual([]);
  });

  it('a word no product is about finds few products: "체중" is in the descriptions of weight-care feeds only', () => {
    const withWord = DEMO_PRODUCTS.filter((p) => demoDescription(p, '펫푸드').includes('체중'));
    expect(withWord.length).toBeLessThan(DEMO_PRODUCTS.length / 4);
    // The sentence every former description repeated (the one that made "체중" match all 36).
    expect(sentences(formerDemoDescription(DEMO_PRODUCTS[0]!, '펫푸드'))).toContain('수의영양학 기준에 맞춰 설계했으며, 급여량은 체중과 활동량에 따라 조절해 주세요.');
  });
});
