import { describe, expect, it } from 'vitest';
import { withVisitor } from './outbound-links';

describe('withVisitor', () => {
  const uuid = '0b6a3c1e-8d2f-4a5b-9c7d-112233445566';
  it('adds the UUID to a path or an absolute address, replacing an older one', () => {
    expect(withVisitor('/products/out?link=abc', uuid)).toBe(`/products/out?link=abc&uuid=${uuid}`);
    expect(withVisitor(`https://site.example/products/out?link=abc&uuid=old`, uuid)).toBe(`https://site.example/products/out?link=abc&uuid=${uuid}`);
  });
});
