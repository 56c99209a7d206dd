/**
 * A link staff picked rather than typed (docs/decisions/049-home-editor-and-link-picker.md): it
 * names the item — `ref:campaign:<id>` — not its address, so the address is looked up when the
 * page is rendered and follows the item when it is renamed or its route changes. A value that
 * starts with `/` is a typed path (the exception, "직접 입력"); nothing else is a link.
 * Browser-safe and free of zod: the editor's picker, the schema and the renderers share it.
 */

/** What a link may point at, in the order the picker lists them. */
export const LINK_KINDS = ['product', 'article', 'trial-campaign', 'plus1-campaign', 'brand-page', 'notice', 'store'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_KIND_LABEL: Record<LinkKind, string> = {
  product: '상품',
  article: '건강 정보',
  'trial-campaign': '무료 체험',
  'plus1-campaign': '1+1 혜택',
  'brand-page': '브랜드 페이지',
  notice: '공지사항',
  store: '매장',
};

export interface LinkRef {
  kind: LinkKind;
  id: string;
}

const PREFIX = 'ref:';
const ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The stored form of a picked item: `ref:<kind>:<id>`. */
export function linkRefValue(ref: LinkRef): string {
  return `${PREFIX}${ref.kind}:${ref.id}`;
}

/** The item a stored value names, or null when it is a typed path (or nothing readable). */
export function parseLinkRef(value: string): LinkRef | null {
  if (!value.startsWith(PREFIX)) return null;
  const rest = value.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon < 0) return null;
  const kind = rest.slice(0, colon);
  const id = rest.slice(colon + 1);
  if (!(LINK_KINDS as readonly string[]).includes(kind) || !ID.test(id)) return null;
  return { kind: kind as LinkKind, id };
}
