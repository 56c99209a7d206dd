import { describe, expect, it } from 'vitest';
import { fillReply } from './reply-fill';

describe('a saved reply filled in for an inquiry', () => {
  it('puts the member and the title in, each particle after its value', () => {
    const body = '{회원}님, 안녕하세요. {회원|이/가} 남겨 주신 ‘{제목}’ 문의{제목|은/는} 확인했습니다.';
    expect(fillReply(body, { memberName: '김도담', title: '급여량' })).toBe('김도담님, 안녕하세요. 김도담이 남겨 주신 ‘급여량’ 문의급여량은 확인했습니다.');
    expect(fillReply('{회원|이/가} 신청한 {제목|을/를}', { memberName: '이수아', title: '사료' })).toBe('이수아가 신청한 사료를');
  });
  it('leaves what it does not know as written', () => {
    expect(fillReply('{주소} {회원|의}', { memberName: '가', title: '나' })).toBe('{주소} {회원|의}');
  });
});
