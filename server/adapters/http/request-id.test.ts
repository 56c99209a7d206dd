import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('gives random version-4 UUIDs, all different, across refills of its pool', () => {
    const ids = Array.from({ length: 1000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every hex digit in every random position (no position stuck)', () => {
    const seen = Array.from({ length: 36 }, () => new Set<string>());
    for (let n = 0; n < 2000; n++) [...newRequestId()].forEach((c, i) => seen[i]!.add(c));
    const random = [...Array(36).keys()].filter((i) => ![8, 13, 14, 18, 19, 23].includes(i));
    for (const i of random) expect(seen[i]!.size, `position ${i}`).toBe(16);
    expect([...seen[19]!].sort()).toEqual(['8', '9', 'a', 'b']);
  });
});
