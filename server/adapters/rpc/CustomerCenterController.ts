import { z } from 'zod';
import { CONTENT_TOPIC } from '#server/platform/cache/publish-clock';
import { FAQ_CATEGORIES } from '#app/features/customer-center/cc-types';
import { faqsByIds, getNews, listFaqs, listNews } from '#app/features/customer-center/data/customer-center.server';
import { searchFaqIds } from '#app/features/search/search.server';
import { wrappedMethod } from './define';
import { notFound } from '../../platform/errors/request-errors';

const categoryIds = FAQ_CATEGORIES.map((c) => c.id) as [string, ...string[]];

/** FAQ and notices of the customer centre (SPEC 9.4 order), public and cacheable. */
export const CustomerCenterController = {
  getFaqs: wrappedMethod({
    input: z.strictObject({
      category: z.enum(categoryIds).optional(),
      q: z.string().trim().max(50).optional(),
      page: z.number().int().min(1).max(1000).default(1),
    }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: async ({ category, q, page }, { services }) => {
      if (q) {
        const faqs = await faqsByIds(services.db.kysely, await searchFaqIds(services.db.kysely, q));
        const items = category ? faqs.filter((f) => f.Category === category) : faqs;
        return { items, total: items.length, page: 1, perPage: items.length };
      }
      return listFaqs(services.db.kysely, { category, page });
    },
  }),

  getNews: wrappedMethod({
    input: z.strictObject({ page: z.number().int().min(1).max(1000).default(1), perPage: z.number().int().min(1).max(50).default(10) }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: (input, { services }) => listNews(services.db.kysely, input),
  }),

  getNewsDetail: wrappedMethod({
    input: z.strictObject({ id: z.string().trim().min(1).max(64) }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: async ({ id }, { services }) => {
      const found = await getNews(services.db.kysely, id);
      if (!found) throw notFound('공지사항을 찾을 수 없습니다.');
      return found;
    },
  }),
} as const;
