import { describe, expect, it } from 'vitest';
import { maskedHolderName } from './holder-name';

describe('maskedHolderName', () => {
  it.each([
    ['김도수', '김*수'],
    ['남궁민수', '남**수'],
    ['이수', '이*'],
    ['김', '김*'],
    ['', '회원'],
  ])('%s → %s', (name, masked) => expect(maskedHolderName(name)).toBe(masked));
});
