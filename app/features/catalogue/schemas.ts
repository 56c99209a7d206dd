import { z } from 'zod';
import { WEIGHT_LIMITS } from './calculator-options';

/** Product ids are opaque strings (the demo's look like p-dog-derma-adult). */
export const ProductId = z.string({ error: '상품을 선택해 주세요.' }).trim().min(1, '상품을 선택해 주세요.').max(64, '상품 정보가 올바르지 않습니다.');

/** The bookmark button's form on the list, on detail and on /mypage/bookmark. */
export const bookmarkFormSchema = z.object({
  productId: ProductId,
  /** The state asked for: 'on' adds, 'off' removes. Absent: flip. */
  bookmarked: z.enum(['on', 'off'], { error: '요청이 올바르지 않습니다.' }).optional(),
});

/** The feeding calculator of /custom-feed/prescription, read from the query string. */
export const calculatorSchema = z
  .object({
    species: z.enum(['Dog', 'Cat'], { error: '반려동물 종류를 선택해 주세요.' }),
    weight: z
      .string({ error: '몸무게를 입력해 주세요.' })
      .trim()
      .min(1, '몸무게를 입력해 주세요.')
      .regex(/^\d{1,2}(\.\d{1,2})?$/, '몸무게는 숫자로 입력해 주세요. (예: 4.5)')
      .transform(Number),
    stage: z.enum(['young', 'adult', 'senior'], { error: '나이를 선택해 주세요.' }),
    activity: z.enum(['low', 'normal', 'high'], { error: '활동량을 선택해 주세요.' }),
    neutered: z.enum(['yes', 'no'], { error: '중성화 여부를 선택해 주세요.' }).transform((v) => v === 'yes'),
    product: z.string().trim().max(64, '사료를 다시 선택해 주세요.').optional(),
  })
  .superRefine((value, ctx) => {
    const limits = WEIGHT_LIMITS[value.species];
    if (value.weight < limits.min || value.weight > limits.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight'],
        message: `${value.species === 'Dog' ? '강아지' : '고양이'} 몸무게는 ${limits.min}kg부터 ${limits.max}kg까지 입력할 수 있어요.`,
      });
    }
  });

export type CalculatorInput = z.output<typeof calculatorSchema>;
