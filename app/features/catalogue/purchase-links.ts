import { withParticle } from '#app/lib/korean-particles';
import { formatNumber } from '#app/lib/format';

/**
 * Where a product can be bought (issue 25 item 2): the shops staff choose from, with their Korean
 * names and the web addresses each one's links live on, and the rules of a purchase link's
 * address. Pure: the editor, the schema, the product page and the tests share it.
 */

export interface Shop {
  /** The name shoppers and staff read. */
  label: string;
  /** The name on a product card, where room is short. */
  short: string;
  /**
   * The hosts a link of this shop may point at (the host itself or a subdomain), so a 쿠팡 link
   * that really goes elsewhere is caught when it is saved. Empty: any host (the brand's own mall,
   * 기타).
   */
  hosts: readonly string[];
}

export const SHOPS = {
  brand: { label: '공식몰', short: '공식몰', hosts: [] },
  naver: { label: '네이버 스마트스토어', short: '스마트스토어', hosts: ['naver.com', 'naver.me'] },
  coupang: { label: '쿠팡', short: '쿠팡', hosts: ['coupang.com'] },
  '11st': { label: '11번가', short: '11번가', hosts: ['11st.co.kr'] },
  gmarket: { label: 'G마켓', short: 'G마켓', hosts: ['gmarket.co.kr'] },
  auction: { label: '옥션', short: '옥션', hosts: ['auction.co.kr'] },
  ssg: { label: 'SSG닷컴', short: 'SSG닷컴', hosts: ['ssg.com'] },
  kurly: { label: '컬리', short: '컬리', hosts: ['kurly.com'] },
  kakao: { label: '카카오톡 선물하기', short: '카카오 선물하기', hosts: ['kakao.com'] },
  other: { label: '기타', short: '기타', hosts: [] },
} as const satisfies Record<string, Shop>;

export type ShopCode = keyof typeof SHOPS;

export const SHOP_CODES = Object.keys(SHOPS) as ShopCode[];

export function isShopCode(value: string): value is ShopCode {
  return Object.hasOwn(SHOPS, value);
}

/** Most links one product has. */
export const MAX_PURCHASE_LINKS = 10;
/** Longest address kept (browsers and shops handle far longer, but a link is not a document). */
export const MAX_URL_LENGTH = 2000;
/** Longest typed shop name (기타). */
export const MAX_SHOP_NAME_LENGTH = 30;

/** The name a link is shown by: the typed name for 기타, else the shop's (its short name on a card). */
export function shopLabel(shop: ShopCode, name: string | null | undefined, length: 'full' | 'short' = 'full'): string {
  if (shop === 'other') return (name?.trim() ?? '') || SHOPS.other.label;
  return length === 'short' ? SHOPS[shop].short : SHOPS[shop].label;
}

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A purchase link's address: https only, a real host name (letters and dots with a top-level
 * name, not an address in numbers, not this machine), no user name or password, no port, at most
 * MAX_URL_LENGTH characters. Answers the address as the browser would write it (host in
 * lower case, international names in their ASCII form), or the Korean reason it is refused.
 */
export function checkPurchaseUrl(input: string): UrlCheck {
  const text = input.trim();
  if (text === '') return { ok: false, message: '구매 링크 주소를 입력해 주세요.' };
  if (text.length > MAX_URL_LENGTH) return { ok: false, message: `주소는 ${formatNumber(MAX_URL_LENGTH)}자까지 입력할 수 있습니다.` };
  if (/\s/.test(text)) return { ok: false, message: '주소에 띄어쓰기가 들어 있습니다. 주소를 다시 복사해 붙여 넣어 주세요.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: '주소를 https://로 시작하는 전체 주소로 입력해 주세요.' };
  }
  if (url.protocol !== 'https:') return { ok: false, message: '보안 연결 주소(https://로 시작)만 넣을 수 있습니다.' };
  if (url.username !== '' || url.password !== '') return { ok: false, message: '아이디나 비밀번호가 들어 있는 주소는 넣을 수 없습니다.' };
  if (url.port !== '') return { ok: false, message: '포트 번호(:8080 등)가 없는 주소를 입력해 주세요.' };
  const host = url.hostname;
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  if (
    host.startsWith('[') ||
    IPV4.test(host) ||
    labels.length < 2 ||
    !labels.every((l) => LABEL.test(l)) ||
    !(/^[a-z]{2,63}$/.test(topLevel) || /^xn--[a-z0-9-]{1,59}$/.test(topLevel)) ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  ) {
    return { ok: false, message: '쇼핑몰의 인터넷 주소(예: https://smartstore.naver.com/…)를 입력해 주세요.' };
  }
  if (url.href.length > MAX_URL_LENGTH) return { ok: false, message: `주소는 ${formatNumber(MAX_URL_LENGTH)}자까지 입력할 수 있습니다.` };
  return { ok: true, url: url.href };
}

/** Whether an address (already checked) is on one of the shop's hosts; any host for a shop without a list. */
export function isShopHost(shop: ShopCode, url: string): boolean {
  const hosts: readonly string[] = SHOPS[shop].hosts;
  if (hosts.length === 0) return true;
  const host = new URL(url).hostname;
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

export interface PurchaseLinkRow {
  shop: string;
  name: string;
  url: string;
}

export interface PurchaseLinkInput {
  shop: ShopCode;
  /** The typed name of a 기타 shop; null for a known shop. */
  name: string | null;
  url: string;
}

export type LinkRowsCheck = { ok: true; links: PurchaseLinkInput[] } | { ok: false; message: string };

/**
 * The editor's rows in their order, each checked: rows with nothing typed are left out, a shop
 * must be chosen, 기타 needs its name, the address must pass checkPurchaseUrl and belong to the
 * chosen shop, and one address appears once. The first refusal names its row.
 */
export function checkPurchaseLinkRows(rows: readonly PurchaseLinkRow[]): LinkRowsCheck {
  const filled = rows.map((r) => ({ shop: r.shop.trim(), name: r.name.trim(), url: r.url.trim() })).filter((r) => r.shop !== '' || r.name !== '' || r.url !== '');
  if (filled.length > MAX_PURCHASE_LINKS) return { ok: false, message: `구매 링크는 ${MAX_PURCHASE_LINKS}개까지 넣을 수 있습니다.` };
  const links: PurchaseLinkInput[] = [];
  const seen = new Map<string, number>();
  for (const [i, row] of filled.entries()) {
    const at = `구매 링크 ${i + 1}번째 줄:`;
    if (!isShopCode(row.shop)) return { ok: false, message: `${at} 쇼핑몰을 골라 주세요.` };
    if (row.shop === 'other' && row.name === '') return { ok: false, message: `${at} 쇼핑몰 이름을 입력해 주세요.` };
    if (row.name.length > MAX_SHOP_NAME_LENGTH) return { ok: false, message: `${at} 쇼핑몰 이름은 ${MAX_SHOP_NAME_LENGTH}자까지 입력할 수 있습니다.` };
    const checked = checkPurchaseUrl(row.url);
    if (!checked.ok) return { ok: false, message: `${at} ${checked.message}` };
    if (!isShopHost(row.shop, checked.url)) {
      const shop = SHOPS[row.shop];
      return { ok: false, message: `${at} ${withParticle(shop.label, '이/가')} 아닌 곳의 주소입니다. ${shop.label} 주소(${shop.hosts.join(', ')})를 넣거나 쇼핑몰을 바꿔 주세요.` };
    }
    const twice = seen.get(checked.url);
    if (twice !== undefined) return { ok: false, message: `${at} ${twice + 1}번째 줄과 같은 주소입니다.` };
    seen.set(checked.url, i);
    links.push({ shop: row.shop, name: row.shop === 'other' ? row.name : null, url: checked.url });
  }
  return { ok: true, links };
}
