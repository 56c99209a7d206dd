import { describe, expect, it } from 'vitest';
import { speciesLabel } from './species';

describe('speciesLabel', () => {
  it('reads every stored form of a species the same way', () => {
    expect(['dog', 'Dog'].map((s) => speciesLabel(s as 'dog'))).toEqual(['강아지', '강아지']);
    expect(['cat', 'Cat'].map((s) => speciesLabel(s as 'cat'))).toEqual(['고양이', '고양이']);
    expect(['all', 'All'].map((s) => speciesLabel(s as 'all'))).toEqual(['강아지·고양이', '강아지·고양이']);
  });
});
