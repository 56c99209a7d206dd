import { z } from 'zod';
import { MAX_SEARCH_TERM_LENGTH } from '#app/lib/guest-storage';

export const searchTermSchema = z
  .string({ error: '검색어를 입력해 주세요.' })
  .trim()
  .min(1, '검색어를 입력해 주세요.')
  .max(MAX_SEARCH_TERM_LENGTH, `검색어는 ${MAX_SEARCH_TERM_LENGTH}자 이내로 입력해 주세요.`);

export const searchQuerySchema = z.object({
  q: z.string().max(200).default(''),
  type: z.enum(['product', 'article', 'faq', 'news']).nullish(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});
