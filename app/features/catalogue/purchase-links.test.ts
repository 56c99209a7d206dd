import { describe, expect, it } from 'vitest';
import { rowsFromFields } from '#app/staff-kit/row-fields';
import { ProductSaveSchema } from './schemas';
import { checkPurchaseLinkRows, checkPurchaseUrl, isShopHost, MAX_PURCHASE_LINKS, shopLabel } from './purchase-links';

describe('a purchase link address', () => {
  it.each([
    ['https://smartstore.naver.com/dodampet/products/8100000', 'https://smartstore.naver.com/dodampet/products/8100000'],
    ['  https://WWW.Coupang.com/vp/products/1?itemId=2#top  ', 'https://www.coupang.com/vp/products/1?itemId=2#top'],
    ['https://mall.dodampet.example/goods/p-dog', 'https://mall.dodampet.example/goods/p-dog'],
    ['https://도담펫.한국/상품', 'https://xn--jk1bkpw97e.xn--3e0b707e/%EC%83%81%ED%92%88'],
  ])('accepts %s as %s', (input, url) => {
    expect(checkPurchaseUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['', '구매 링크 주소를 입력해 주세요.'],
    ['http://smartstore.naver.com/a', '보안 연결 주소(https://로 시작)만 넣을 수 있습니다.'],
    ['javascript:alert(1)', '보안 연결 주소(https://로 시작)만 넣을 수 있습니다.'],
    ['smartstore.naver.com/a', '주소를 https://로 시작하는 전체 주소로 입력해 주세요.'],
    ['https://user:pw@shop.example.com/', '아이디나 비밀번호가 들어 있는 주소는 넣을 수 없습니다.'],
    ['https://shop.example.com:8443/', '포트 번호(:8080 등)가 없는 주소를 입력해 주세요.'],
    ['https://127.0.0.1/x', '쇼핑몰의 인터넷 주소(예: https://smartstore.naver.com/…)를 입력해 주세요.'],
    ['https://[::1]/x', '쇼핑몰의 인터넷 주소(예: https://smartstore.naver.com/…)를 입력해 주세요.'],
    ['https://localhost/x', '쇼핑몰의 인터넷 주소(예: https://smartstore.naver.com/…)를 입력해 주세요.'],
    ['https://intranet/x', '쇼핑몰의 인터넷 주소(예: https://smartstore.naver.com/…)를 입력해 주세요.'],
    ['https://shop.example.c0m/x', '쇼핑몰의 인터넷 주소(예: https://smartstore.naver.com/…)를 입력해 주세요.'],
    ['https://shop.example.com/a b', '주소에 띄어쓰기가 들어 있습니다. 주소를 다시 복사해 붙여 넣어 주세요.'],
    [`https://shop.example.com/${'a'.repeat(2000)}`, '주소는 2,000자까지 입력할 수 있습니다.'],
  ])('refuses %s in Korean', (input, message) => {
    expect(checkPurchaseUrl(input)).toEqual({ ok: false, message });
  });

  it('belongs to its shop: a 쿠팡 link on coupang.com or a subdomain, any host for the own mall', () => {
    expect(isShopHost('coupang', 'https://link.coupang.com/a/b')).toBe(true);
    expect(isShopHost('coupang', 'https://coupang.com.evil.example/a')).toBe(false);
    expect(isShopHost('coupang', 'https://notcoupang.com/a')).toBe(false);
    expect(isShopHost('naver', 'https://naver.me/x1')).toBe(true);
    expect(isShopHost('brand', 'https://mall.dodampet.example/')).toBe(true);
  });
});

describe('the rows of the editor', () => {
  it('keep their order, leave out empty rows, and name 기타 by its typed name', () => {
    const fields = {
      'purchaseLinks.2.shop': 'other',
      'purchaseLinks.2.name': '동네 펫샵',
      'purchaseLinks.2.url': 'https://petshop.example.kr/p/1',
      'purchaseLinks.0.shop': 'coupang',
      'purchaseLinks.0.name': '',
      'purchaseLinks.0.url': 'https://www.coupang.com/vp/products/1',
      'purchaseLinks.1.shop': '',
      'purchaseLinks.1.name': '',
      'purchaseLinks.1.url': '',
      'purchaseLinks.10.shop': 'brand',
      'purchaseLinks.10.name': '무시되는 이름',
      'purchaseLinks.10.url': 'https://mall.dodampet.example/goods/1',
    };
    const checked = checkPurchaseLinkRows(rowsFromFields(fields, 'purchaseLinks', ['shop', 'name', 'url']) as { shop: string; name: string; url: string }[]);
    expect(checked).toEqual({
      ok: true,
      links: [
        { shop: 'coupang', name: null, url: 'https://www.coupang.com/vp/products/1' },
        { shop: 'other', name: '동네 펫샵', url: 'https://petshop.example.kr/p/1' },
        { shop: 'brand', name: null, url: 'https://mall.dodampet.example/goods/1' },
      ],
    });
    expect(shopLabel('other', '동네 펫샵')).toBe('동네 펫샵');
    expect(shopLabel('naver', null, 'short')).toBe('스마트스토어');
  });

  it('name the row of each refusal', () => {
    const ok = { shop: 'brand', name: '', url: 'https://mall.dodampet.example/a' };
    expect(checkPurchaseLinkRows([ok, { shop: '', name: '', url: 'https://x.example.com/' }])).toEqual({ ok: false, message: '구매 링크 2번째 줄: 쇼핑몰을 골라 주세요.' });
    expect(checkPurchaseLinkRows([{ shop: 'other', name: '', url: 'https://x.example.com/' }])).toEqual({ ok: false, message: '구매 링크 1번째 줄: 쇼핑몰 이름을 입력해 주세요.' });
    expect(checkPurchaseLinkRows([ok, { shop: 'coupang', name: '', url: '' }])).toEqual({ ok: false, message: '구매 링크 2번째 줄: 구매 링크 주소를 입력해 주세요.' });
    expect(checkPurchaseLinkRows([{ shop: 'coupang', name: '', url: 'https://smartstore.naver.com/a' }])).toEqual({
      ok: false,
      message: '구매 링크 1번째 줄: 쿠팡이 아닌 곳의 주소입니다. 쿠팡 주소(coupang.com)를 넣거나 쇼핑몰을 바꿔 주세요.',
    });
    expect(checkPurchaseLinkRows([ok, { ...ok, shop: 'other', name: '또' }, ok])).toEqual({ ok: false, message: '구매 링크 2번째 줄: 1번째 줄과 같은 주소입니다.' });
    expect(checkPurchaseLinkRows(Array.from({ length: MAX_PURCHASE_LINKS + 1 }, (_, i) => ({ ...ok, url: `https://mall.dodampet.example/${i}` })))).toEqual({ ok: false, message: '구매 링크는 10개까지 넣을 수 있습니다.' });
    expect(checkPurchaseLinkRows([{ shop: 'hacker', name: '', url: 'https://x.example.com/' }])).toEqual({ ok: false, message: '구매 링크 1번째 줄: 쇼핑몰을 골라 주세요.' });
  });

  it('reach the product save as its purchase links, absent meaning none, a refusal on the field', () => {
    const base = { name: '연어', species: 'Dog', lifeStage: 'adult', size: 'all', form: 'dry', packageGrams: '1000', price: '1000', discountRate: '0', kcalPerKg: '3500', summary: '요약', description: '설명', ingredients: '연어', sortOrder: '0', publish: 'draft', benefits: '', analysis: '' };
    const none = ProductSaveSchema.safeParse(base);
    expect(none.success && none.data.purchaseLinks).toEqual([]);
    const saved = ProductSaveSchema.safeParse({ ...base, purchaseLinks: [{ shop: 'naver', url: 'https://smartstore.naver.com/a/products/1' }] });
    expect(saved.success && saved.data.purchaseLinks).toEqual([{ shop: 'naver', name: null, url: 'https://smartstore.naver.com/a/products/1' }]);
    const refused = ProductSaveSchema.safeParse({ ...base, purchaseLinks: [{ shop: 'naver', url: 'http://smartstore.naver.com/a' }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['purchaseLinks', '구매 링크 1번째 줄: 보안 연결 주소(https://로 시작)만 넣을 수 있습니다.']]);
  });
});
