import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './product-data';
import { DEMO_INGREDIENTS } from './product-ingredients';

const PROTEINS = ['연어', '참치', '닭고기', '칠면조', '대두'] as const;

describe('demo catalogue copy agrees with itself', () => {
  it('lists the ingredients of every demo feed', () => {
    expect(Object.keys(DEMO_INGREDIENTS).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.id).sort());
  });

  it('starts a single-protein or named-protein recipe with that protein, and names no other animal protein first', () => {
    for (const p of DEMO_PRODUCTS) {
      const first = DEMO_INGREDIENTS[p.id]!.split(', ')[0]!;
      const claims = [p.name, p.summary, ...p.benefits].join(' ');
      const single = /단일 (?:동물성 )?단백질\(?\s*([가-힣]+)\)?/.exec(claims);
      if (single) expect(first, `${p.id}: ${single[0]}`).toContain(single[1]!);
      const named = PROTEINS.find((protein) => p.name.includes(protein) || p.summary.includes(`${protein} `) || p.summary.includes(`${protein} 단백질`));
      if (named) expect(first, `${p.id} promises ${named}`).toContain(named);
      if (/가수분해/.test(claims)) expect(first, `${p.id}: hydrolysed`).toContain('가수분해');
    }
  });

  it('keeps the promised extras in the list (DHA, L-carnitine, glucosamine, biotin, prebiotics)', () => {
    const checks: [RegExp, RegExp][] = [
      [/DHA/, /DHA/],
      [/L-카르니틴/, /L-카르니틴/],
      [/글루코사민/, /글루코사민/],
      [/비오틴/, /비오틴/],
      [/프리바이오틱스/, /이눌린|올리고당/],
      [/L-테아닌/, /L-테아닌/],
    ];
    for (const p of DEMO_PRODUCTS) {
      const claims = [p.summary, ...p.benefits].join(' ');
      for (const [claim, ingredient] of checks) if (claim.test(claims)) expect(DEMO_INGREDIENTS[p.id], `${p.id}: ${claim}`).toMatch(ingredient);
    }
  });
});
