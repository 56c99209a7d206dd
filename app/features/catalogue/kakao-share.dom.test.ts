// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KAKAO_SDK_URL, loadKakaoSdk, share, type ShareInput } from './kakao-share';

const input: ShareInput = {
  kind: 'commerce',
  title: '결석 걱정 줄이는 미네랄 밸런스',
  imageUrl: 'https://site.example/cms/delivery/media/pack-p-cat-urinary',
  url: 'https://site.example/products/detail/?id=p-cat-urinary',
  productName: '유리너리 케어 어덜트',
  regularPrice: 39000,
  discountPrice: 39000,
  discountRate: '0',
};

function standIn(sendDefault: (payload: unknown) => unknown = () => undefined) {
  let initialised: string | undefined;
  const sent: unknown[] = [];
  window.Kakao = {
    init: (key: string) => {
      initialised = key;
    },
    isInitialized: () => initialised !== undefined,
    Share: {
      sendDefault: (payload) => {
        sent.push(payload);
        return sendDefault(payload);
      },
    },
  };
  return { sent, key: () => initialised };
}

afterEach(() => {
  delete window.Kakao;
  document.head.innerHTML = '';
});

describe('Kakao share in the browser (SPEC 7.4, 8)', () => {
  it('initialises the SDK with the app key and sends the payload', async () => {
    const sdk = standIn();
    const payload = await share('js-key', input);
    expect(sdk.key()).toBe('js-key');
    expect(sdk.sent).toEqual([payload]);
    expect(payload).toMatchObject({ objectType: 'commerce', commerce: { productName: '유리너리 케어 어덜트', regularPrice: 39000 } });
  });

  it('returns null when the SDK refuses the payload', async () => {
    standIn(() => {
      throw new Error('KakaoError: invalid parameter');
    });
    expect(await share('js-key', input)).toBeNull();
    standIn(() => Promise.reject(new Error('rejected')));
    expect(await share('js-key', input)).toBeNull();
  });

  it('loads no script without an app key', async () => {
    expect(await loadKakaoSdk(undefined)).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('returns null when the SDK script cannot load, and lets a later share retry', async () => {
    vi.useFakeTimers();
    const pending = share('js-key', input);
    const script = document.querySelector<HTMLScriptElement>(`script[src="${KAKAO_SDK_URL}"]`);
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    expect(await pending).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    vi.useRealTimers();

    const retry = share('js-key', input);
    const again = document.querySelector<HTMLScriptElement>('script')!;
    const sdk = standIn();
    again.dispatchEvent(new Event('load'));
    expect(await retry).not.toBeNull();
    expect(sdk.sent).toHaveLength(1);
  });
});
