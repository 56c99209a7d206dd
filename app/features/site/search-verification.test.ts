import { describe, expect, it } from 'vitest';
import { SiteConfigUpdateSchema } from './schemas';

describe('search-engine verification values (issue 25)', () => {
  const parse = (naver: string) => SiteConfigUpdateSchema.safeParse({ SearchVerification: { naver } });

  it('takes the value, or the content of the whole meta tag staff paste', () => {
    expect(parse('abc123_-X').data?.SearchVerification?.naver).toBe('abc123_-X');
    expect(parse(' <meta name="naver-site-verification" content="f00d1e5" /> ').data?.SearchVerification?.naver).toBe('f00d1e5');
    expect(parse('').data?.SearchVerification?.naver).toBe('');
  });

  it('refuses what could not be a verification value, in Korean', () => {
    const refused = parse('"><script>');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('네이버 서치어드바이저 사이트 확인 값은');
    expect(parse('a'.repeat(101)).success).toBe(false);
  });
});
