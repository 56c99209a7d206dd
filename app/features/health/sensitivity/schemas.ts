import { z } from 'zod';
import { IdSchema } from '../shared/schemas';
import { categoryAnswerProblem } from './sensitivity-flow';
import type { Category } from '../shared/health-types';
import { parseQuestionId } from '../shared/questionnaire';

/** zod schema of the sensitivity check's server method (Korean messages for people). */

/**
 * A finished sensitivity check: the pet and the chosen question ids. The categories are the
 * ones the answers belong to; each must have an answer, and '이상 없음' must stand alone.
 */
export const SensitivityAnswersInput = z
  .strictObject({
    petId: IdSchema,
    answers: z.array(z.string().max(40)).min(1, '답변을 하나 이상 보내 주세요.').max(80),
  })
  .superRefine((v, ctx) => {
    // Refinements also run when `answers` already failed its own min(1): nothing to judge then.
    if (v.answers.length === 0) return;
    const parsed = v.answers.map((id) => parseQuestionId(id));
    const bad = v.answers.findIndex((_, i) => parsed[i] === null);
    if (bad !== -1) {
      ctx.addIssue({ code: 'custom', path: ['answers', bad], message: '알 수 없는 질문이에요.' });
      return;
    }
    const species = new Set(parsed.map((p) => p!.species));
    if (species.size > 1) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: '한 번에 한 반려동물의 답변만 보낼 수 있어요.' });
      return;
    }
    const sp = parsed[0]!.species;
    const categories = [...new Set(parsed.map((p) => p!.category))] as Category[];
    for (const c of categories) {
      if (categoryAnswerProblem(sp, c, v.answers) === 'exclusive') {
        ctx.addIssue({ code: 'custom', path: ['answers'], message: '‘이상 없음’은 다른 항목과 함께 고를 수 없어요.' });
      }
    }
  });
