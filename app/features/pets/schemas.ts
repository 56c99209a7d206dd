import { z } from 'zod';
import { lastYears } from '#app/lib/year-list';

/** The pet form and PetController.savePet share this schema. */
export function petSchema(now: Date) {
  const years = lastYears(now);
  const oldest = years[years.length - 1]!;
  return z
    .object({
      name: z.string({ error: '이름을 입력해 주세요.' }).trim().min(1, '이름을 입력해 주세요.').max(20, '이름은 20자까지 입력할 수 있습니다.'),
      species: z.enum(['dog', 'cat'], { error: '강아지인지 고양이인지 선택해 주세요.' }),
      breed: z.string({ error: '품종을 입력해 주세요.' }).trim().min(1, '품종을 입력해 주세요.').max(40, '품종은 40자까지 입력할 수 있습니다.'),
      sex: z.enum(['male', 'female'], { error: '성별을 선택해 주세요.' }),
      neutered: z.enum(['yes', 'no'], { error: '중성화 여부를 선택해 주세요.' }).transform((v) => v === 'yes'),
      birthYear: z.coerce
        .number({ error: '태어난 해를 선택해 주세요.' })
        .int('태어난 해를 선택해 주세요.')
        .min(oldest, `태어난 해는 ${oldest}년부터 선택할 수 있습니다.`)
        .max(years[0]!, '태어난 해를 다시 확인해 주세요.'),
      birthMonth: z
        .union([z.literal(''), z.coerce.number().int().min(1).max(12)], { error: '태어난 달을 다시 선택해 주세요.' })
        .optional()
        .transform((v) => (v === '' || v === undefined ? null : v)),
      weightKg: z.coerce
        .number({ error: '몸무게를 숫자로 입력해 주세요. 예: 4.5' })
        .min(0.1, '몸무게는 0.1kg 이상이어야 합니다.')
        .max(100, '몸무게는 100kg 이하로 입력해 주세요.')
        .refine((v) => Math.round(v * 10) === v * 10 || Math.abs(Math.round(v * 10) - v * 10) < 1e-6, '몸무게는 소수점 한 자리까지 입력해 주세요.'),
    })
    .superRefine((v, ctx) => {
      if (v.birthYear === now.getFullYear() && v.birthMonth !== null && v.birthMonth > now.getMonth() + 1) {
        ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: '태어난 달이 오늘 이후일 수 없습니다.' });
      }
    });
}

export type PetInput = z.output<ReturnType<typeof petSchema>>;
