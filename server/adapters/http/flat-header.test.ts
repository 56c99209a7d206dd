import { describe, expect, it } from 'vitest';
import { flatLatin1, flatTemplate } from './flat-header';

describe('flat header values', () => {
  it('writes the changing part into the template, every value its own string', () => {
    const value = flatTemplate("script-src 'nonce-", "' 'strict-dynamic'", 4);
    const a = value('abcd');
    const b = value('wxyz');
    expect(a).toBe("script-src 'nonce-abcd' 'strict-dynamic'");
    expect(b).toBe("script-src 'nonce-wxyz' 'strict-dynamic'");
  });

  it('joins as usual a part of another length or not ASCII, and a template that is not ASCII', () => {
    const value = flatTemplate('a=', ';', 4);
    expect(value('toolong')).toBe('a=toolong;');
    expect(value('가나다라')).toBe('a=가나다라;');
    expect(flatTemplate('가=', ';', 2)('xy')).toBe('가=xy;');
  });

  it('reads bytes back as characters', () => {
    expect(flatLatin1(Buffer.from('0123-abcd', 'latin1'), 2, 7)).toBe('23-ab');
  });
});
