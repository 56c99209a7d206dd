// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DaumPostcodeData, loadPostcode, POSTCODE_LOAD_ERROR, toAddressResult } from './postcode';

const base: DaumPostcodeData = {
  zonecode: '06236',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  userSelectedType: 'R',
  bname: '역삼동',
  buildingName: '강남파이낸스센터',
  apartment: 'N',
};

describe('address result (SPEC 3.9, 5.5)', () => {
  it('fills every result field', () => {
    expect(toAddressResult(base)).toEqual({
      postcode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      extraAddress: ' (역삼동)',
      userSelectedAddress: '서울 강남구 테헤란로 152',
      guideText: '',
    });
  });

  it('appends the building name only for apartments', () => {
    expect(toAddressResult({ ...base, apartment: 'Y', buildingName: '래미안' }).extraAddress).toBe(' (역삼동, 래미안)');
    expect(toAddressResult({ ...base, apartment: 'N', buildingName: '래미안' }).extraAddress).toBe(' (역삼동)');
    expect(toAddressResult({ ...base, bname: '', apartment: 'Y', buildingName: '래미안' }).extraAddress).toBe(' (래미안)');
  });

  it('ignores a legal-dong name that does not end in 동/로/가', () => {
    expect(toAddressResult({ ...base, bname: '오포읍' }).extraAddress).toBe('');
  });

  it('uses the jibun address when the user picked it, and writes the guide text', () => {
    const result = toAddressResult({ ...base, userSelectedType: 'J', autoRoadAddress: '서울 강남구 테헤란로 152' });
    expect(result.userSelectedAddress).toBe('서울 강남구 역삼동 737');
    expect(result.guideText).toBe('(예상 도로명 주소 : 서울 강남구 테헤란로 152 (역삼동))');
    expect(toAddressResult({ ...base, autoJibunAddress: '역삼동 1' }).guideText).toBe('(예상 지번 주소 : 역삼동 1)');
  });
});

describe('loadPostcode', () => {
  afterEach(() => {
    delete window.daum;
    document.head.innerHTML = '';
  });

  it("logs 'Please check CSP settings' when the service fails to load", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const promise = loadPostcode('https://postcode.invalid/postcode.v2.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toThrow(POSTCODE_LOAD_ERROR);
    expect(error).toHaveBeenCalledWith('Please check CSP settings');
    error.mockRestore();
  });

  it('resolves with the service once the script defines it', async () => {
    const promise = loadPostcode('/stand-in.js');
    const Postcode = function () {} as unknown as NonNullable<NonNullable<Window['daum']>['Postcode']>;
    window.daum = { Postcode };
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(promise).resolves.toBe(Postcode);
  });
});
