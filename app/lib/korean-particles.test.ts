import { describe, expect, it } from 'vitest';
import { particle, withParticle } from './korean-particles';

describe('Korean particles', () => {
  it('follow the final consonant of Hangul', () => {
    expect(withParticle('당첨', '으로/로')).toBe('당첨으로');
    expect(withParticle('배송준비', '으로/로')).toBe('배송준비로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('답변 시간', '을/를')).toBe('답변 시간을');
    expect(withParticle('상품명', '을/를')).toBe('상품명을');
    expect(withParticle('배송완료', '은/는')).toBe('배송완료는');
    expect(withParticle('사료', '이/가')).toBe('사료가');
    expect(withParticle('공지', '과/와')).toBe('공지와');
    expect(withParticle('500g 1+1 상품', '이라/라')).toBe('500g 1+1 상품이라');
  });

  it('read digits as numbers, and look past closing quotes and brackets', () => {
    expect(withParticle('관리 코드 25', '은/는')).toBe('관리 코드 25는');
    expect(withParticle('관리 코드 23', '은/는')).toBe('관리 코드 23은');
    expect(particle('7', '으로/로')).toBe('로');
    expect(particle('10', '으로/로')).toBe('으로');
    expect(particle('1000', '이/가')).toBe('이');
    expect(particle('0', '을/를')).toBe('을');
    expect(withParticle('‘당첨’', '으로/로')).toBe('‘당첨’으로');
    expect(withParticle("'배송준비'", '으로/로')).toBe("'배송준비'로");
  });

  it('read Latin letters by their names', () => {
    expect(withParticle('kim@example.com', '으로/로')).toBe('kim@example.com으로');
    expect(withParticle('hong@example.kr', '으로/로')).toBe('hong@example.kr로');
    expect(withParticle('SMS', '을/를')).toBe('SMS를');
    expect(withParticle('URL', '이/가')).toBe('URL이');
  });
});
