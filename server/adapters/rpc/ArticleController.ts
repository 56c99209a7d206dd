import { z } from 'zod';
import { CONTENT_TOPIC } from '#server/platform/cache/publish-clock';
import { getArticle, getCategoryTree, latestArticles, listArticles } from '#app/features/articles/data/articles.server';
import { productsByCodes } from '#app/features/catalogue/data/products.server';
import { wrappedMethod } from './define';
import { notFound } from '../../platform/errors/request-errors';

const Id = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, '형식이 올바르지 않습니다.');

/** Health articles (SPEC 9.10 tree, SPEC 3.8 content), public and cacheable. */
export const ArticleController = {
  getCategoryTree: wrappedMethod({
    input: z.strictObject({}),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: (_input, { services }) => getCategoryTree(services.db.kysely),
  }),

  getArticles: wrappedMethod({
    input: z.strictObject({
      categoryId: Id.optional(),
      tagId: Id.optional(),
      page: z.number().int().min(1).max(1000).default(1),
      perPage: z.number().int().min(1).max(50).default(10),
    }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: (input, { services }) => listArticles(services.db.kysely, input),
  }),

  getLatestArticles: wrappedMethod({
    input: z.strictObject({ limit: z.number().int().min(1).max(12).default(4) }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: ({ limit }, { services }) => latestArticles(services.db.kysely, limit),
  }),

  getArticle: wrappedMethod({
    input: z.strictObject({ id: Id }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: async ({ id }, { services }) => {
      const found = await getArticle(services.db.kysely, id);
      if (!found) throw notFound('건강 정보를 찾을 수 없습니다.');
      return { ...found, products: await productsByCodes(services.db.kysely, found.article.productCodes, 4) };
    },
  }),
} as const;
