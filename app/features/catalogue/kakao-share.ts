import { href } from '#app/config/href';

/**
 * Adapter over the Kakao JavaScript SDK's share (SPEC 7.4, 9.5; DESIGN 2). The payload rules are
 * a pure function, tested on their own; the SDK is loaded only when an app key is configured
 * and only when someone is about to share; a failure anywhere returns null and shows nothing
 * (SPEC 8).
 */

export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';
export const KAKAO_SDK_ORIGIN = new URL(KAKAO_SDK_URL).origin;

/** SPEC 9.5: the share image defaults to 800 × 400. */
export const DEFAULT_IMAGE_WIDTH = 800;
export const DEFAULT_IMAGE_HEIGHT = 400;
/** SPEC 9.5: the button text for goods links, and for every other link. */
const GOODS_BUTTON_TITLE = '구매하기';
const LINK_BUTTON_TITLE = '바로가기';

/** Pages that sell one product: links to them are goods links. */
const GOODS_PATH = href('product-detail');

export interface ShareInput {
  /** A feed share (a card with a link) or a commerce share (a card with prices). */
  kind: 'feed' | 'commerce';
  title: string;
  description?: string;
  /** Absolute URL of the image. */
  imageUrl: string;
  imageWidth?: number;
  imageHeight?: number;
  /** Absolute URL of the shared page. */
  url: string;
  /** Whether the link opens a product page; by default, whether `url` is a product detail page. */
  goods?: boolean;
  /** Commerce share only. */
  productName?: string;
  regularPrice?: number;
  discountPrice?: number;
  /** Percent as text, as the record stores it: '0' means no discount (SPEC 9.5). */
  discountRate?: string;
}

interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}

interface KakaoContent {
  title: string;
  description?: string;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  link: KakaoLink;
}

interface KakaoButton {
  title: string;
  link: KakaoLink;
}

interface KakaoFeedPayload {
  objectType: 'feed';
  content: KakaoContent;
  buttons: KakaoButton[];
}

interface KakaoCommercePayload {
  objectType: 'commerce';
  content: KakaoContent;
  commerce: { productName?: string; regularPrice: number; discountPrice?: number; discountRate?: number };
  buttons: KakaoButton[];
}

export type KakaoSharePayload = KakaoFeedPayload | KakaoCommercePayload;

export function isGoodsLink(url: string): boolean {
  try {
    return new URL(url, 'https://example.invalid').pathname.replace(/\/+$/, '').endsWith(GOODS_PATH);
  } catch {
    return false;
  }
}

/** SPEC 9.5: '구매하기' for goods links, '바로가기' otherwise. */
export function buttonTitle(input: Pick<ShareInput, 'url' | 'goods'>): string {
  return (input.goods ?? isGoodsLink(input.url)) ? GOODS_BUTTON_TITLE : LINK_BUTTON_TITLE;
}

/** No discount when the rate is '0' (or missing, or not a positive number). */
function hasDiscount(discountRate: string | undefined): boolean {
  const rate = (discountRate ?? '0').trim();
  return rate !== '0' && Number(rate) > 0;
}

/** The exact object handed to Kakao.Share.sendDefault. */
export function buildSharePayload(input: ShareInput): KakaoSharePayload {
  const link: KakaoLink = { mobileWebUrl: input.url, webUrl: input.url };
  const content: KakaoContent = {
    title: input.title,
    ...(input.description !== undefined && input.description !== '' ? { description: input.description } : {}),
    imageUrl: input.imageUrl,
    imageWidth: input.imageWidth ?? DEFAULT_IMAGE_WIDTH,
    imageHeight: input.imageHeight ?? DEFAULT_IMAGE_HEIGHT,
    link,
  };
  const buttons: KakaoButton[] = [{ title: buttonTitle(input), link }];
  if (input.kind === 'feed') return { objectType: 'feed', content, buttons };

  const regularPrice = input.regularPrice ?? 0;
  const commerce: KakaoCommercePayload['commerce'] = {
    ...(input.productName !== undefined ? { productName: input.productName } : {}),
    regularPrice,
  };
  // SPEC 9.5: only regularPrice when the discount rate is '0'; otherwise the discount too.
  if (hasDiscount(input.discountRate)) {
    commerce.discountPrice = input.discountPrice ?? regularPrice;
    commerce.discountRate = Number(input.discountRate);
  }
  return { objectType: 'commerce', content, commerce, buttons };
}

// --- The SDK ---------------------------------------------------------------------------------------

interface KakaoSdk {
  init(appKey: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(payload: KakaoSharePayload): unknown };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

const SDK_TIMEOUT_MS = 10_000;
let loading: Promise<KakaoSdk | null> | undefined;

function ready(appKey: string): KakaoSdk | null {
  const kakao = window.Kakao;
  if (!kakao?.Share || typeof kakao.init !== 'function') return null;
  if (!kakao.isInitialized()) kakao.init(appKey);
  return kakao;
}

/**
 * Loads the SDK once (null without an app key, or when it cannot load). A failed load may be
 * retried by the next share.
 */
export function loadKakaoSdk(appKey: string | null | undefined, src: string = KAKAO_SDK_URL): Promise<KakaoSdk | null> {
  if (!appKey || typeof window === 'undefined') return Promise.resolve(null);
  if (window.Kakao) {
    try {
      return Promise.resolve(ready(appKey));
    } catch {
      return Promise.resolve(null);
    }
  }
  loading ??= new Promise<KakaoSdk | null>((resolve) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => done(null), SDK_TIMEOUT_MS);
    function done(value: KakaoSdk | null) {
      clearTimeout(timer);
      if (value === null) {
        script.remove();
        loading = undefined;
      }
      resolve(value);
    }
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      try {
        done(ready(appKey));
      } catch {
        done(null);
      }
    };
    script.onerror = () => done(null);
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Shares through Kakao. Answers the payload sent, or null on any failure (no key, SDK not
 * loaded, SDK refused the payload) without showing anything (SPEC 8).
 */
export async function share(appKey: string | null | undefined, input: ShareInput): Promise<KakaoSharePayload | null> {
  try {
    const kakao = await loadKakaoSdk(appKey);
    if (!kakao) return null;
    const payload = buildSharePayload(input);
    await kakao.Share.sendDefault(payload);
    return payload;
  } catch {
    return null;
  }
}
