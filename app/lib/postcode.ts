/**
 * Adapter over the Kakao (Daum) postcode service (SPEC 3.9, 5.5, 8). The script is loaded only
 * when someone searches an address; tests serve a stand-in script that speaks the same API.
 */

/** The fields of the service's `oncomplete` data that we use. */
export interface DaumPostcodeData {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  autoRoadAddress?: string;
  autoJibunAddress?: string;
  userSelectedType: 'R' | 'J';
  bname: string;
  buildingName: string;
  apartment: 'Y' | 'N';
}

/** SPEC 3.9: the address search result. */
export interface AddressResult {
  postcode: string;
  roadAddress: string;
  jibunAddress: string;
  extraAddress: string;
  userSelectedAddress: string;
  guideText: string;
}

export function toAddressResult(data: DaumPostcodeData): AddressResult {
  let extra = '';
  // A legal-dong name ending in 동/로/가 helps find the building; a building name only for apartments (SPEC 5.5).
  if (data.bname !== '' && /[동로가]$/.test(data.bname)) extra += data.bname;
  if (data.buildingName !== '' && data.apartment === 'Y') extra += extra !== '' ? `, ${data.buildingName}` : data.buildingName;
  const extraAddress = extra !== '' ? ` (${extra})` : '';

  let guideText = '';
  if (data.autoRoadAddress) guideText = `(예상 도로명 주소 : ${data.autoRoadAddress}${extraAddress})`;
  else if (data.autoJibunAddress) guideText = `(예상 지번 주소 : ${data.autoJibunAddress})`;

  return {
    postcode: data.zonecode,
    roadAddress: data.roadAddress,
    jibunAddress: data.jibunAddress,
    extraAddress,
    userSelectedAddress: data.userSelectedType === 'R' ? data.roadAddress : data.jibunAddress,
    guideText,
  };
}

export const POSTCODE_LOAD_ERROR = 'Please check CSP settings';

interface PostcodeConstructor {
  new (options: { oncomplete: (data: DaumPostcodeData) => void; onclose?: (state: string) => void; width?: string; height?: string }): {
    embed(element: HTMLElement, options?: { autoClose?: boolean }): void;
    open(): void;
  };
}

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeConstructor };
  }
}

let loading: Promise<PostcodeConstructor> | undefined;

/** Loads the service once; a failure is logged as the spec says and may be retried. */
export function loadPostcode(scriptUrl: string): Promise<PostcodeConstructor> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum.Postcode);
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const ctor = window.daum?.Postcode;
      if (ctor) resolve(ctor);
      else fail();
    };
    script.onerror = fail;
    function fail() {
      console.error(POSTCODE_LOAD_ERROR);
      script.remove();
      loading = undefined;
      reject(new Error(POSTCODE_LOAD_ERROR));
    }
    document.head.appendChild(script);
  });
  return loading;
}
