import { z } from 'zod';
import { optionalParam, pageParam } from '#app/page-kit/page-args';
import { seoulLocalToIso } from '#app/lib/seoul-time';
import { STATE_FILTERS } from './content-state';

/**
 * The back-office content kit's schemas (Korean messages): read by the page actions and the
 * server methods alike, through the operations (docs/decisions/012-operations.md).
 */

export const ContentId = z.string({ error: '대상을 찾을 수 없습니다.' }).trim().min(1, '대상을 찾을 수 없습니다.').max(64, '대상을 찾을 수 없습니다.');

/** The version the staff member edited (a hidden field of every edit form). */
export const VersionField = z
  .union([z.string(), z.number()], { error: '수정하던 내용의 버전이 없습니다. 페이지를 새로 고쳐 주세요.' })
  .transform((v) => Number(v))
  .refine((v) => Number.isInteger(v) && v >= 1, '수정하던 내용의 버전이 올바르지 않습니다. 페이지를 새로 고쳐 주세요.');

/** A required text field: trimmed, with its own messages. */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

/** A whole number typed in a form ("1,200" is 1200), within bounds. */
export function wholeNumber(missing: string, min: number, max: number, outOfRange: string) {
  return z
    .union([z.string(), z.number()], { error: missing })
    .transform((v) => (typeof v === 'number' ? String(v) : v.replace(/[,\s]/g, '')))
    .refine((v) => v !== '', missing)
    .refine((v) => /^-?\d+$/.test(v), outOfRange)
    .transform(Number)
    .refine((v) => v >= min && v <= max, outOfRange);
}

/** A checkbox: 'on' (or true) when ticked, anything absent is false. */
export const Checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('1'), z.boolean()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

/** A Seoul wall-clock time (datetime-local) or an ISO instant, as the UTC instant. */
export function seoulDateTime(missing: string, invalid: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .transform((v, ctx) => {
      const iso = /Z$|[+-]\d{2}:\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : seoulLocalToIso(v);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return iso;
    });
}

/**
 * How a save publishes: keep the state it has, make it private (draft), publish it now, or at a
 * Seoul time (`publishAt`). Spread into each content type's save schema.
 */
const PUBLISH_CHOICES = ['keep', 'draft', 'now', 'at'] as const;
export type PublishChoice = (typeof PUBLISH_CHOICES)[number];

export const PublishFields = {
  publish: z.enum(PUBLISH_CHOICES, { error: '게시 방법을 선택해 주세요.' }).default('keep'),
  publishAt: z.string().trim().max(40).optional().default(''),
};

/** The publish choice checked: a time is required (and read in Seoul time) for 'at'. */
export function publishRefinement<T extends { publish: PublishChoice; publishAt: string }>(value: T, ctx: z.RefinementCtx): void {
  if (value.publish !== 'at') return;
  if (value.publishAt === '') {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: '예약 게시 일시를 입력해 주세요.' });
    return;
  }
  const parsed = seoulDateTime('예약 게시 일시를 입력해 주세요.', '예약 게시 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.').safeParse(value.publishAt);
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: parsed.error.issues[0]!.message });
}

/** The instant a publish choice names: the time for 'at', now for 'now'. */
export function publishInstant(choice: { publish: PublishChoice; publishAt: string }, now: Date): string | null {
  if (choice.publish === 'now') return now.toISOString();
  if (choice.publish === 'at') return seoulLocalToIso(choice.publishAt) ?? new Date(choice.publishAt).toISOString();
  return null;
}

/** Publish now or at a time (the list's and the edit page's publish button). */
export const PublishSchema = z
  .object({ id: ContentId, version: VersionField, publish: z.enum(['now', 'at'], { error: '게시 방법을 선택해 주세요.' }), publishAt: z.string().trim().max(40).optional().default('') })
  .superRefine(publishRefinement);

/** Unpublish, delete or restore one row at the version the staff member saw. */
export const StateChangeSchema = z.object({ id: ContentId, version: VersionField });

/** Bulk publish/unpublish from a list: the ticked rows (no version: each row's state is set as it is now). */
export const BulkSchema = z.object({
  action: z.enum(['publish', 'unpublish'], { error: '일괄 작업을 선택해 주세요.' }),
  ids: z.array(ContentId, { error: '대상을 하나 이상 선택해 주세요.' }).min(1, '대상을 하나 이상 선택해 주세요.').max(200, '한 번에 200개까지 바꿀 수 있습니다.'),
});

/** The staff list's query: search words, state, sort, page (SPEC 5.4 page numbers). */
export function staffListQuery<S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    q: z.string().trim().max(100, '검색어는 100자까지 입력할 수 있습니다.').optional().transform((v) => v ?? ''),
    state: z.enum(STATE_FILTERS).optional().catch('all').transform((v) => v ?? 'all'),
    sort: z.enum(sorts).optional().catch(sorts[0]).transform((v) => v ?? sorts[0]),
    page: pageParam,
    saved: optionalParam,
  });
}

/** The id and version of an edit form (absent when creating); a version comes with every id. */
export const EditTarget = {
  id: ContentId.optional(),
  version: VersionField.optional(),
};

export function editTargetRefinement(value: { id?: string | undefined; version?: number | undefined }, ctx: z.RefinementCtx): void {
  if (value.id !== undefined && value.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: '수정하던 내용의 버전이 없습니다. 페이지를 새로 고쳐 주세요.' });
}
