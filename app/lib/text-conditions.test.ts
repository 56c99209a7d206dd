import { describe, expect, it } from 'vitest';
import { conditionVariants, resolveConditions } from './text-conditions';

describe('conditional parts of a text (issue 25, item 4b)', () => {
  const text = '<p>이메일로 가입할 수 있어요.{카카오 로그인} 카카오 계정으로도 가입할 수 있어요.{/카카오 로그인} 끝.{kakao} 키.{/kakao}</p>';

  it('keeps a part while its service is configured and drops it otherwise', () => {
    expect(resolveConditions(text, { kakao: true })).toBe('<p>이메일로 가입할 수 있어요. 카카오 계정으로도 가입할 수 있어요. 끝. 키.</p>');
    expect(resolveConditions(text, { kakao: false })).toBe('<p>이메일로 가입할 수 있어요. 끝.</p>');
  });

  it('leaves other braces and unmatched markers as written', () => {
    expect(resolveConditions('{브랜드명} {카카오 로그인}열림', { kakao: false })).toBe('{브랜드명} {카카오 로그인}열림');
  });

  it('lists both forms', () => {
    expect(conditionVariants(text)).toHaveLength(2);
    expect(conditionVariants('그대로')).toEqual(['그대로']);
  });
});
