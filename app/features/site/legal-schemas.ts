import { z } from 'zod';
import { ContentId, EditTarget, editTargetRefinement, requiredText, seoulDateTime, VersionField } from '#app/staff-kit/schemas';
import { LEGAL_KINDS } from './legal-types';

/** The staff forms of the terms of use and the privacy policy (the page and the operation read them). */

export const LegalSaveSchema = z
  .object({
    ...EditTarget,
    kind: z.enum(LEGAL_KINDS, { error: '문서 종류를 선택해 주세요.' }),
    title: requiredText('제목을 입력해 주세요.', 100, '제목은 100자까지 입력할 수 있습니다.'),
    body: requiredText('본문을 입력해 주세요.', 200_000, '본문이 너무 깁니다. 200,000자까지 저장할 수 있습니다.'),
    changeNote: z.string().trim().max(500, '변경 요약은 500자까지 입력할 수 있습니다.').optional().default(''),
    effectiveAt: seoulDateTime('시행 일시를 입력해 주세요.', '시행 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.'),
  })
  .superRefine(editTargetRefinement);

/** Publish or delete a draft at the version the staff member saw. */
export const LegalStateSchema = z.object({ id: ContentId, version: VersionField });

/** The sign-up form's versions: the numbers of the terms and the policy the member was shown. */
export const AgreedVersion = (missing: string) =>
  z
    .union([z.string(), z.number()], { error: missing })
    .transform((v) => Number(v))
    .refine((v) => Number.isInteger(v) && v >= 0, missing);
