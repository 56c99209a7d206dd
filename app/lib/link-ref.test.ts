import { describe, expect, it } from 'vitest';
import { LINK_KINDS, linkRefValue, parseLinkRef } from './link-ref';

describe('a picked link names its item (ref:<kind>:<id>)', () => {
  it('round-trips every kind', () => {
    for (const kind of LINK_KINDS) expect(parseLinkRef(linkRefValue({ kind, id: 'a-1_B.2' }))).toEqual({ kind, id: 'a-1_B.2' });
  });

  it('is not a typed path, and refuses what it cannot read', () => {
    for (const value of ['/recruitment', '', 'ref:', 'ref:product', 'ref:product:', 'ref:unknown:x', 'ref:product:a b', 'ref:product:a/b', `ref:product:${'x'.repeat(65)}`, 'REF:product:x']) expect(parseLinkRef(value)).toBeNull();
  });
});
