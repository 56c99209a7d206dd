import { describe, expect, it } from 'vitest';
import { buildSharePayload, buttonTitle, DEFAULT_IMAGE_HEIGHT, DEFAULT_IMAGE_WIDTH, isGoodsLink, share, type ShareInput } from './kakao-share';

const productUrl = 'https://dodampet.example/products/detail/?id=p-dog-light-small';
const articleUrl = 'https://dodampet.example/custom-feed/prescription';
const image = 'https://dodampet.example/cms/delivery/media/pack-p-dog-light-small';
const link = { mobileWebUrl: productUrl, webUrl: productUrl };

const commerce = (change: Partial<ShareInput> = {}): ShareInput => ({
  kind: 'commerce',
  title: '칼로리는 낮추고 포만감은 그대로',
  imageUrl: image,
  url: productUrl,
  productName: '라이트 웨이트 케어 소형견',
  regularPrice: 36000,
  discountPrice: 30600,
  discountRate: '15',
  ...change,
});

describe('Kakao share payload (SPEC 9.5)', () => {
  it('defaults the image to 800 × 400', () => {
    expect(DEFAULT_IMAGE_WIDTH).toBe(800);
    expect(DEFAULT_IMAGE_HEIGHT).toBe(400);
    const payload = buildSharePayload({ kind: 'feed', title: 't', imageUrl: image, url: articleUrl });
    expect(payload.content.imageWidth).toBe(800);
    expect(payload.content.imageHeight).toBe(400);
  });

  it('keeps a given image size', () => {
    const payload = buildSharePayload({ kind: 'feed', title: 't', imageUrl: image, imageWidth: 800, imageHeight: 800, url: articleUrl });
    expect([payload.content.imageWidth, payload.content.imageHeight]).toEqual([800, 800]);
  });

  it("a commerce share sends only regularPrice when the discount rate is '0'", () => {
    expect(buildSharePayload(commerce({ discountRate: '0', discountPrice: 36000 }))).toEqual({
      objectType: 'commerce',
      content: { title: '칼로리는 낮추고 포만감은 그대로', imageUrl: image, imageWidth: 800, imageHeight: 400, link },
      commerce: { productName: '라이트 웨이트 케어 소형견', regularPrice: 36000 },
      buttons: [{ title: '구매하기', link }],
    });
  });

  it('otherwise it also sends discountPrice and discountRate', () => {
    expect(buildSharePayload(commerce())).toEqual({
      objectType: 'commerce',
      content: { title: '칼로리는 낮추고 포만감은 그대로', imageUrl: image, imageWidth: 800, imageHeight: 400, link },
      commerce: { productName: '라이트 웨이트 케어 소형견', regularPrice: 36000, discountPrice: 30600, discountRate: 15 },
      buttons: [{ title: '구매하기', link }],
    });
  });

  it('a missing rate is no discount', () => {
    const payload = buildSharePayload(commerce({ discountRate: undefined }));
    expect(payload.objectType === 'commerce' && payload.commerce).toEqual({ productName: '라이트 웨이트 케어 소형견', regularPrice: 36000 });
  });

  it("the button reads '구매하기' for goods links and '바로가기' otherwise", () => {
    expect(isGoodsLink(productUrl)).toBe(true);
    expect(isGoodsLink('https://dodampet.example/products/detail?id=x')).toBe(true);
    expect(isGoodsLink('https://dodampet.example/shop/products/detail/?id=x')).toBe(true);
    expect(isGoodsLink('https://dodampet.example/products/Product2')).toBe(false);
    expect(isGoodsLink(articleUrl)).toBe(false);
    expect(buttonTitle({ url: productUrl })).toBe('구매하기');
    expect(buttonTitle({ url: articleUrl })).toBe('바로가기');
    expect(buttonTitle({ url: articleUrl, goods: true })).toBe('구매하기');
    expect(buttonTitle({ url: productUrl, goods: false })).toBe('바로가기');
    const articleLink = { mobileWebUrl: articleUrl, webUrl: articleUrl };
    expect(buildSharePayload({ kind: 'feed', title: '맞춤 사료 급여량', description: '우리 아이 하루 급여량', imageUrl: image, url: articleUrl })).toEqual({
      objectType: 'feed',
      content: { title: '맞춤 사료 급여량', description: '우리 아이 하루 급여량', imageUrl: image, imageWidth: 800, imageHeight: 400, link: articleLink },
      buttons: [{ title: '바로가기', link: articleLink }],
    });
  });

  it('share() returns null without an app key, and outside a browser', async () => {
    expect(await share(undefined, commerce())).toBeNull();
    expect(await share('', commerce())).toBeNull();
    expect(await share('some-key', commerce())).toBeNull();
  });
});
