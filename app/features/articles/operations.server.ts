import { announceContent, claimVersion, saveContentWithPhotos, saveRefusals, stateOperations } from '#app/staff-kit/data/content-kit.server';
import { VERSION_CONFLICT_MESSAGE } from '#app/staff-kit/content-state';
import { staffOperation } from '#app/staff-kit/staff-operation';
import { answer } from '#server/platform/operations/operation';
import { mediaUploadOperation } from '#server/platform/media/upload';
import { ARTICLE_KIND, ARTICLE_PHOTOS, checkArticleTree, newArticleId, writeArticle } from './data/article-admin.server';
import { articlesUnder, categoryInUse, categoryTagsInUse, deleteCategoryTree, findCategory, hasTags, insertCategory, updateCategory } from './data/categories.server';
import { ArticleSaveSchema, CategoryDeleteSchema, CategorySaveSchema } from './schemas';

/** The back-office operations of health articles and their category tree (issue 15 item 2). */

export const articleState = stateOperations(ARTICLE_KIND);

export const saveArticleOp = staffOperation(ARTICLE_KIND.capability, {
  name: 'article.save',
  input: ArticleSaveSchema,
  refusals: { ...saveRefusals(ARTICLE_KIND), INVALID_INPUT: { status: 400, message: '카테고리를 다시 선택해 주세요.', field: 'categoryId' } },
  async run(input, ctx) {
    const wrong = await checkArticleTree(ctx.db, input);
    if (wrong) return answer.refuse('INVALID_INPUT', wrong);
    return saveContentWithPhotos(ctx, ARTICLE_KIND, input, (db, id, mode, publish, now) => writeArticle(db, ctx.services.storage, id, mode, publish, now, input), newArticleId);
  },
});

/** A photo placed in the rich-text editor: stored as CMS media (with its variants); answers where the editor shows it. */
export const uploadArticleImageOp = mediaUploadOperation('article.uploadImage', ARTICLE_PHOTOS);

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
      const parent = await findCategory(ctx.db, parentId);
      if (!parent || parent.parent_id !== null || parent.id === input.id) return answer.refuse('INVALID_INPUT');
    }
    const values = { parent_id: parentId, label: input.label, description: input.description, sort_order: input.sortOrder };
    let id = input.id;
    if (id === undefined) {
      id = `cat-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
      await insertCategory(ctx.db, id, values);
    } else {
      if (parentId !== null) {
        if (await hasTags(ctx.db, id)) return answer.refuse('INVALID_INPUT', { message: '태그가 있는 카테고리는 다른 카테고리 아래로 옮길 수 없습니다.' });
      }
      const claim = await claimVersion(ctx.db, 'article_categories', id, input.version ?? 0, new Date().toISOString());
      if (claim !== 'ok') return answer.refuse(claim === 'missing' ? 'NOT_FOUND' : 'VERSION_CONFLICT');
      await updateCategory(ctx.db, id, values);
      // Labels are in the articles' search documents.
      await ARTICLE_KIND.sync?.(ctx.db, await articlesUnder(ctx.db, id));
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
    if (await categoryInUse(ctx.db, id)) return answer.refuse('IN_USE');
    const claim = await claimVersion(ctx.db, 'article_categories', id, version, new Date().toISOString());
    if (claim !== 'ok') return answer.refuse(claim === 'missing' ? 'NOT_FOUND' : 'VERSION_CONFLICT');
    if (await categoryTagsInUse(ctx.db, id)) return answer.refuse('IN_USE', { message: '이 카테고리의 태그가 붙은 글이 있습니다. 태그를 먼저 정리해 주세요.' });
    await deleteCategoryTree(ctx.db, id);
    announceContent(ctx, 'article-category', [id]);
    return answer.ok({ id });
  },
});
