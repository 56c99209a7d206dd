import { z } from 'zod';

/** zod schemas of the health programs' server methods (Korean messages for people). */

export const SpeciesSchema = z.enum(['dog', 'cat'], { error: '강아지(dog) 또는 고양이(cat)를 골라 주세요.' });
export const IdSchema = z.string().trim().min(1).max(64);

export const DailyGramsInput = z.strictObject({
  species: SpeciesSchema,
  weightKg: z.coerce.number({ error: '몸무게를 숫자로 입력해 주세요.' }).min(0.1, '몸무게는 0.1kg 이상이어야 합니다.').max(100, '몸무게는 100kg 이하로 입력해 주세요.'),
});

export const PageInput = z.coerce.number().int().min(1).max(10_000).optional();
