import { z } from 'zod';
import { ContentId, EditTarget, editTargetRefinement, PublishFields, publishRefinement, requiredText, wholeNumber } from '#app/staff-kit/schemas';
import { internalCode } from '#app/features/catalogue/internal-codes';
import type { ProcessedImage } from '#server/platform/storage/image-pipeline';

/** The back-office forms of health articles and their categories (issue 15 item 2). */

const Photo = z.custom<ProcessedImage>((v) => typeof v === 'object' && v !== null && 'variants' in v, { error: '사진을 다시 올려 주세요.' });

export const ArticleSaveSchema = z
  .object({
    ...EditTarget,
    categoryId: requiredText('카테고리를 선택해 주세요.', 64, '카테고리를 선택해 주세요.'),
    tagIds: z.array(z.string().max(64)).max(20, '태그는 20개까지 고를 수 있습니다.').optional().default([]),
    species: z.enum(['Dog', 'Cat', 'All'], { error: '대상 반려동물을 선택해 주세요.' }),
    title: requiredText('제목을 입력해 주세요.', 120, '제목은 120자까지 입력할 수 있습니다.'),
    summary: requiredText('요약을 입력해 주세요.', 300, '요약은 300자까지 입력할 수 있습니다.'),
    bodyHtml: requiredText('본문을 입력해 주세요.', 300_000, '본문이 너무 깁니다.'),
    productCodes: z
      .array(z.string())
      .optional()
      .default([])
      .transform((v) => v.map(Number))
      .refine((v) => v.every((code) => internalCode(code) !== undefined), '관련 상품 코드를 다시 골라 주세요.'),
    author: requiredText('글쓴이를 입력해 주세요.', 60, '글쓴이는 60자까지 입력할 수 있습니다.'),
    reviewer: z.string().trim().max(60, '감수자는 60자까지 입력할 수 있습니다.').optional().default(''),
    /** A new banner photo, already through the image pipeline (the adapter's work), and its alt text. */
    banner: Photo.optional(),
    bannerAlt: z.string().trim().max(200, '사진 설명은 200자까지 입력할 수 있습니다.').optional().default(''),
    ...PublishFields,
  })
  .superRefine(editTargetRefinement)
  .superRefine(publishRefinement)
  .superRefine((v, ctx) => {
    if (v.banner && v.bannerAlt === '') ctx.addIssue({ code: 'custom', path: ['bannerAlt'], message: '대표 사진의 설명(대체 텍스트)을 입력해 주세요.' });
    if (!v.id && !v.banner) ctx.addIssue({ code: 'custom', path: ['banner'], message: '대표 사진을 올려 주세요.' });
  });
export type ArticleSaveInput = z.output<typeof ArticleSaveSchema>;

export const CategorySaveSchema = z
  .object({
    ...EditTarget,
    parentId: z.string().trim().max(64).optional().default(''),
    label: requiredText('이름을 입력해 주세요.', 40, '이름은 40자까지 입력할 수 있습니다.'),
    description: z.string().trim().max(300, '설명은 300자까지 입력할 수 있습니다.').optional().default(''),
    sortOrder: wholeNumber('순서를 입력해 주세요.', -999, 999, '순서는 -999~999 사이의 숫자로 입력해 주세요.'),
  })
  .superRefine(editTargetRefinement);

export const CategoryDeleteSchema = z.object({ id: ContentId, version: z.union([z.string(), z.number()]).transform(Number) });
