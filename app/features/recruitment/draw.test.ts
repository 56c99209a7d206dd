import { describe, expect, it } from 'vitest';
import { drawWinners, duplicateGroups, excludedDuplicates, seededRandom, type DrawApplicant } from './draw';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `order-${String(i).padStart(3, '0')}`);

describe('the trial draw', () => {
  it('gives the same winners for the same seed and the same applications, in whatever order they were read', () => {
    const pool = ids(50);
    const first = drawWinners(pool, 10, 'a1b2c3d4');
    expect(first).toHaveLength(10);
    expect(new Set(first).size).toBe(10);
    expect(drawWinners([...pool].reverse(), 10, 'a1b2c3d4')).toEqual(first);
    expect(drawWinners(pool, 10, 'a1b2c3d5')).not.toEqual(first);
    for (const id of first) expect(pool).toContain(id);
  });

  it('the generator is a pure function of the seed', () => {
    const a = seededRandom('seed');
    const b = seededRandom('seed');
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });

  it('every applicant wins about as often as any other over many seeds', () => {
    const pool = ids(20);
    const wins = new Map(pool.map((id) => [id, 0]));
    const draws = 20_000;
    for (let s = 0; s < draws; s++) for (const id of drawWinners(pool, 5, `seed-${s}`)) wins.set(id, wins.get(id)! + 1);
    // Expected 20,000 × 5/20 = 5,000 each; the standard deviation is about 61, so ±6% is far outside chance.
    for (const [id, n] of wins) expect(Math.abs(n - 5000), id).toBeLessThan(300);
    // The first place drawn is as fair as the set.
    const firsts = new Map<string, number>();
    for (let s = 0; s < draws; s++) {
      const first = drawWinners(pool, 1, `first-${s}`)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const id of pool) expect(Math.abs((firsts.get(id) ?? 0) - 1000), id).toBeLessThan(150);
  });

  it('all win when fewer apply than places, none when none apply, and duplicates in the list count once', () => {
    expect(drawWinners(ids(3), 10, 's').sort()).toEqual(ids(3));
    expect(drawWinners([], 10, 's')).toEqual([]);
    expect(drawWinners(['x', 'x', 'y'], 2, 's').sort()).toEqual(['x', 'y']);
    expect(drawWinners(ids(3), 0, 's')).toEqual([]);
  });
});

describe('duplicate applications', () => {
  const at = (i: number) => `2026-11-0${i}T00:00:00.000Z`;
  const applicant = (id: string, i: number, mobile: string, road: string, detail = '101호'): DrawApplicant => ({ id, mobile, postcode: '04779', roadAddress: road, addressDetail: detail, createdAt: at(i) });

  it('groups applications sharing a phone (any format) or an address (spaces ignored), earliest first', () => {
    const groups = duplicateGroups([
      applicant('b', 2, '01012345678', '서울 성동구 왕십리로 1'),
      applicant('a', 1, '010-1234-5678', '서울 중구 세종대로 1'),
      applicant('c', 3, '010-0000-0001', '서울 성동구  왕십리로 1 '),
      applicant('d', 4, '010-0000-0002', '부산 해운대구 1'),
    ]);
    expect(groups).toEqual([{ reason: 'both', ids: ['a', 'b', 'c'] }]);
    expect(excludedDuplicates(groups)).toEqual(['b', 'c']);
  });

  it('names the reason when only one kind links the group', () => {
    expect(duplicateGroups([applicant('a', 1, '010-1', 'x'), applicant('b', 2, '010-1', 'y')])).toEqual([{ reason: 'phone', ids: ['a', 'b'] }]);
    expect(duplicateGroups([applicant('a', 1, '010-1', 'x'), applicant('b', 2, '010-2', 'x')])).toEqual([{ reason: 'address', ids: ['a', 'b'] }]);
    expect(duplicateGroups([applicant('a', 1, '010-1', 'x', '1호'), applicant('b', 2, '010-2', 'x', '2호')])).toEqual([]);
  });
});
