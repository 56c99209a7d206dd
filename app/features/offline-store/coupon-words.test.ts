import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLUS1_PRODUCT_STORE_NOTE, PLUS1_STORE_RULE } from './coupon-words';

const ROOTS = ['app', 'server/adapters/seed'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The sentences of every shopper-facing text written in the code and the demo seed. */
function sentencesAbout(word: RegExp): { file: string; sentence: string }[] {
  return ROOTS.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split(/(?<=[.!?。])\s+|\n/)
      .filter((sentence) => word.test(sentence))
      .map((sentence) => ({ file, sentence: sentence.trim() })),
  );
}

describe('where a 1+1 coupon is used: one wording (issue 25, item 4a)', () => {
  it('no text says a coupon works at any or every store', () => {
    const anyStore = /어디(에서)?나|어느 매장에서(나|든)|모든 (제휴 )?매장에서|전 매장/;
    const wrong = sentencesAbout(/쿠폰/).filter((s) => anyStore.test(s.sentence));
    expect(wrong).toEqual([]);
  });

  it('the product page note is the coupon pages’ rule', () => {
    expect(PLUS1_PRODUCT_STORE_NOTE.startsWith(PLUS1_STORE_RULE)).toBe(true);
    expect(PLUS1_STORE_RULE).toContain('한 곳에서만');
  });

  it('the product page and the coupon page read the shared rule, not words of their own', () => {
    const product = readFileSync('app/features/catalogue/pages/catalogue.server.ts', 'utf8');
    const view = readFileSync('app/features/catalogue/components/ProductNextSteps.tsx', 'utf8');
    const coupon = readFileSync('app/routes/mypage.myrecruitment-order.store.tsx', 'utf8');
    expect(product).toContain('storeRule: PLUS1_PRODUCT_STORE_NOTE');
    expect(view).toContain('{data.plus1.storeRule}');
    expect(coupon).toContain('{PLUS1_STORE_RULE}');
  });
});
