import { z } from 'zod';
import { EditTarget, editTargetRefinement, PublishFields, publishRefinement, requiredText, wholeNumber } from '#app/staff-kit/schemas';
import { FAQ_CATEGORIES, NEWS_CATEGORIES } from './cc-types';

/** The back-office forms of the customer centre (issue 15 item 3); the page and the server method read them. */

const html = (missing: string) => requiredText(missing, 100_000, '내용이 너무 깁니다. 100,000자까지 저장할 수 있습니다.');

export const NewsSaveSchema = z
  .object({
    ...EditTarget,
    category: z.enum(NEWS_CATEGORIES, { error: '분류를 선택해 주세요.' }),
    title: requiredText('제목을 입력해 주세요.', 100, '제목은 100자까지 입력할 수 있습니다.'),
    bodyHtml: html('내용을 입력해 주세요.'),
    pin: wholeNumber('상단 고정 순위를 입력해 주세요.', 0, 9, '상단 고정 순위는 0~9 사이의 숫자로 입력해 주세요. 0은 고정하지 않음입니다.'),
    sortOrder: wholeNumber('정렬 순서를 입력해 주세요.', -9999, 9999, '정렬 순서는 -9999~9999 사이의 숫자로 입력해 주세요.'),
    ...PublishFields,
  })
  .superRefine(editTargetRefinement)
  .superRefine(publishRefinement);
export type NewsSaveInput = z.output<typeof NewsSaveSchema>;

export const FaqSaveSchema = z
  .object({
    ...EditTarget,
    category: z.enum(FAQ_CATEGORIES.map((c) => c.id) as [string, ...string[]], { error: '분류를 선택해 주세요.' }),
    question: requiredText('질문을 입력해 주세요.', 200, '질문은 200자까지 입력할 수 있습니다.'),
    answerHtml: html('답변을 입력해 주세요.'),
    sortOrder: wholeNumber('정렬 순서를 입력해 주세요.', -9999, 9999, '정렬 순서는 -9999~9999 사이의 숫자로 입력해 주세요.'),
    ...PublishFields,
  })
  .superRefine(editTargetRefinement)
  .superRefine(publishRefinement);
export type FaqSaveInput = z.output<typeof FaqSaveSchema>;
