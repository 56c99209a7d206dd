import { z } from 'zod';
import { parseLinkRef } from './link-ref';
import { type LinkScope, staffLinkHref } from './site-link';

/**
 * The one schema of every link field staff fill in (brand pages, home sections and banners, and
 * whatever form comes next). The value is what the link picker (app/staff-kit/components/LinkPicker.tsx)
 * writes: a picked item (`ref:campaign:<id>`, app/lib/link-ref.ts, resolved to its address when
 * the page is rendered) or, as the exception, a typed path that `staffLinkHref` judges, so a saved
 * link and a rendered one are judged alike. Each schema made here is recorded in `staffLinkSchemas`, which the field walk
 * (staff-link-fields.test.ts) reads to fail on a link-named field that does not use it.
 */

export const STAFF_LINK_MESSAGES = {
  site: '연결할 곳을 찾아 고르거나, 사이트 안의 주소(/로 시작)를 직접 입력해 주세요. 예: /recruitment',
  'site-or-https': '연결할 곳을 찾아 고르거나, 사이트 안의 주소(/로 시작) 또는 https:// 주소를 직접 입력해 주세요.',
} as const satisfies Record<LinkScope, string>;

export const staffLinkSchemas = z.registry<{ scope: LinkScope }>();

export interface StaffLinkOptions {
  scope: LinkScope;
  /** The field's own refusal (else `STAFF_LINK_MESSAGES[scope]`). */
  invalid?: string;
  /** When set, the field is required and this is what an empty one is told. Otherwise '' means "no link". */
  missing?: string;
  max?: number;
  tooLong?: string;
}

export function staffLink({ scope, invalid = STAFF_LINK_MESSAGES[scope], missing, max = 300, tooLong = `링크는 ${max}자까지 입력할 수 있습니다.` }: StaffLinkOptions) {
  let text = z.string({ error: missing ?? invalid }).trim();
  if (missing !== undefined) text = text.min(1, missing);
  const schema = text.max(max, tooLong).refine((v) => (v === '' && missing === undefined) || parseLinkRef(v) !== null || (v !== '' && staffLinkHref(v, scope) !== null), invalid);
  staffLinkSchemas.add(schema, { scope });
  return schema;
}
