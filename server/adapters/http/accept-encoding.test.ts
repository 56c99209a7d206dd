import { describe, expect, it } from 'vitest';
import { acceptedEncodings, chooseEncoding } from './accept-encoding';

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, for what browsers send', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip, deflate')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('br;q=1.0, gzip;q=0.8, *;q=0.1')).toEqual(['br', 'gzip', 'identity']);
  });

  it('sends nothing encoded without the header, and honours q=0', () => {
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
    expect(acceptedEncodings('')).toEqual(['identity']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('GZIP;Q=0')).toEqual(['identity']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('deflate')).toEqual(['identity']);
  });

  it('chooses among what is on offer', () => {
    expect(chooseEncoding('gzip, br', { gzip: 1 })).toBe('gzip');
    expect(chooseEncoding('gzip, br', { br: 1, gzip: 1 })).toBe('br');
    expect(chooseEncoding('br', { gzip: 1 })).toBe('identity');
    expect(chooseEncoding(undefined, { br: 1, gzip: 1 })).toBe('identity');
  });
});
