import { announceContent, claimVersion, saveContent, saveRefusals, stateOperations } from '#app/features/backoffice/content-kit.server';
import { VERSION_CONFLICT_MESSAGE } from '#app/features/backoffice/content-state';
import { staffOperation } from '#app/features/backoffice/staff-operation';
import { answer } from '#server/platform/operations/operation';
import { deleteImage } from '#server/platform/storage/image-pipeline';
import { ARTICLE_KIND, checkArticleTree, newArticleId, storeArticlePhoto, writeArticle } from './article-admin.server';
import { ArticleImageSchema, ArticleSaveSchema, CategoryDeleteSchema, CategorySaveSchema } from './schemas';

/** The back-office operations of health articles and their category tree (issue 15 item 2). */

export const articleState = stateOperations(ARTICLE_KIND);

export const saveArticleOp = staffOperation(ARTICLE_KIND.capability, {
  name: 'article.save',
  input: ArticleSaveSchema,
  refusals: { ...saveRefusals(ARTICLE_KIND), INVALID_INPUT: { status: 400, message: '카테고리를 다시 선택해 주세요.', field: 'categoryId' } },
  async run(input, ctx) {
    const wrong = await checkArticleTree(ctx.db, input);
    if (wrong) return answer.refuse('INVALID_INPUT', wrong);
    const stored: string[] = [];
    try {
      return await saveContent(
        ctx,
        ARTICLE_KIND,
        input,
        async (db, id, mode, publish, now) => {
          stored.push(...(await writeArticle(db, ctx.services.storage, id, mode, publish, now, input)));
        },
        newArticleId,
      );
    } catch (error) {
      for (const key of stored) await deleteImage(ctx.services.storage, key);
      throw error;
    }
  },
});

/** A photo placed in the rich-text editor: stored as CMS media (with its variants); answers where the editor shows it. */
export const uploadArticleImageOp = staffOperation(ARTICLE_KIND.capability, {
  name: 'article.uploadImage',
  input: ArticleImageSchema,
  refusals: {},
  async run({ image, alt }, ctx) {
    const { contentKey } = await storeArticlePhoto(ctx.db, ctx.services.storage, image, alt, new Date().toISOString());
    return answer.ok({ url: `/cms/delivery/media/${contentKey}`, alt, width: image.width, height: image.height });
  },
});

const CATEGORY_REFUSALS = {
  NOT_FOUND: { status: 404, message: '카테고리를 찾을 수 없습니다.' },
  VERSION_CONFLICT: { status: 409, message: VERSION_CONFLICT_MESSAGE },
  IN_USE: { status: 409, message: '글이 있는 카테고리·태그는 지울 수 없습니다. 글을 다른 곳으로 옮긴 뒤 지워 주세요.' },
  INVALID_INPUT: { status: 400, message: '상위 카테고리를 다시 선택해 주세요.', field: 'parentId' },
};

/** A top category (no parent) or a tag under one (SPEC 9.10: two levels). */
export const saveCategoryOp = staffOperation(ARTICLE_KIND.capability, {
  name: 'article-category.save',
  input: CategorySaveSchema,
  refusals: CATEGORY_REFUSALS,
  async run(input, ctx) {
    const parentId = input.parentId || null;
    if (parentId) {
      const parent = await ctx.db.selectFrom('article_categories').select(['id', 'parent_id']).where('id', '=', parentId).executeTakeFirst();
      if (!parent || parent.parent_id !== null || parent.id === input.id) return answer.refuse('INVALID_INPUT');
    }
    const values = { parent_id: parentId, label: input.label, description: input.description, sort_order: input.sortOrder };
    let id = input.id;
    if (id === undefined) {
      id = `cat-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
      await ctx.db.insertInto('article_categories').values({ id, ...values }).execute();
    } else {
      if (parentId !== null) {
        const children = await ctx.db.selectFrom('article_categories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
        if (children) return answer.refuse('INVALID_INPUT', { message: '태그가 있는 카테고리는 다른 카테고리 아래로 옮길 수 없습니다.' });
      }
      const claim = await claimVersion(ctx.db, 'article_categories', id, input.version ?? 0, new Date().toISOString());
      if (claim !== 'ok') return answer.refuse(claim === 'missing' ? 'NOT_FOUND' : 'VERSION_CONFLICT');
      await ctx.db.updateTable('article_categories').set(values).where('id', '=', id).execute();
      // Labels are in the articles' search documents.
      const articles = await ctx.db.selectFrom('article_tags').select('article_id').where('tag_id', '=', id).execute();
      const inCategory = await ctx.db.selectFrom('articles').select('id').where('category_id', '=', id).execute();
      await ARTICLE_KIND.sync?.(ctx.db, [...new Set([...articles.map((a) => a.article_id), ...inCategory.map((a) => a.id)])]);
    }
    announceContent(ctx, 'article-category', [id]);
    return answer.ok({ id });
  },
});

export const deleteCategoryOp = staffOperation(ARTICLE_KIND.capability, {
  name: 'article-category.delete',
  input: CategoryDeleteSchema,
  refusals: CATEGORY_REFUSALS,
  async run({ id, version }, ctx) {
    const used =
      (await ctx.db.selectFrom('articles').select('id').where('category_id', '=', id).limit(1).executeTakeFirst()) ??
      (await ctx.db.selectFrom('article_tags').select('article_id as id').where('tag_id', '=', id).limit(1).executeTakeFirst());
    if (used) return answer.refuse('IN_USE');
    const claim = await claimVersion(ctx.db, 'article_categories', id, version, new Date().toISOString());
    if (claim !== 'ok') return answer.refuse(claim === 'missing' ? 'NOT_FOUND' : 'VERSION_CONFLICT');
    const tagsInUse = await ctx.db
      .selectFrom('article_tags')
      .innerJoin('article_categories as t', 't.id', 'article_tags.tag_id')
      .select('article_tags.article_id')
      .where('t.parent_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (tagsInUse) return answer.refuse('IN_USE', { message: '이 카테고리의 태그가 붙은 글이 있습니다. 태그를 먼저 정리해 주세요.' });
    await ctx.db.deleteFrom('article_categories').where('parent_id', '=', id).execute();
    await ctx.db.deleteFrom('article_categories').where('id', '=', id).execute();
    announceContent(ctx, 'article-category', [id]);
    return answer.ok({ id });
  },
});
