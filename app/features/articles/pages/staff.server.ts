import { data, redirect } from 'react-router';
import { z } from 'zod';
import { bulkAction, editorAction, savedNotice } from '#app/staff-kit/page-helpers.server';
import { mediaUploadAction, mediaUploadLoader } from '#app/staff-kit/media-upload.server';
import { staffListQuery } from '#app/staff-kit/schemas';
import { codesInOrder } from '#app/features/catalogue/internal-codes';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { photoFromField } from '#server/platform/storage/photo-field';
import { ARTICLE_SORTS, getStaffArticle, listStaffArticles } from '../data/article-admin.server';
import { articleHref } from '../article-types';
import { getCategoryTree } from '../data/articles.server';
import { staffCategoryTree } from '../data/categories.server';
import { articleState, deleteCategoryOp, saveArticleOp, saveCategoryOp, uploadArticleImageOp } from '../operations.server';
import { staffHref } from '#app/config/staff-href';

/** The back-office pages of health articles and their category tree (issue 15 item 2). */

const ListQuery = staffListQuery(['updated', 'published', 'title']).extend({ category: optionalParam });
const EditQuery = z.object({ id: optionalParam, saved: optionalParam });

/** The category tree as staff choose from it (every category and tag, with its version for the tree page). */
const tree = (args: PageArgs) => staffCategoryTree(args.context.services.db.kysely);

export async function loadStaffArticleList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, ListQuery);
  const list = await listStaffArticles(args.context.services.db.kysely, query);
  return { ...list, query, notice: savedNotice(query.saved), sorts: ARTICLE_SORTS, categories: (await tree(args)).map((c) => ({ value: c.id, label: c.label })) };
}

export const staffArticleListAction = (args: PageArgs) => bulkAction(args, articleState);

export async function loadStaffArticleEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const item = id ? await getStaffArticle(args.context.services.db.kysely, id) : null;
  if (id && !item) throw data('건강 정보를 찾을 수 없습니다.', { status: 404 });
  return {
    item,
    notice: savedNotice(saved),
    previewHref: item ? `${articleHref(item.meta.id)}&preview=1` : null,
    tree: await tree(args),
    codes: codesInOrder().map((c) => ({ code: c.code, species: c.species, title: c.title })),
  };
}


export const staffArticleEditorAction = (args: PageArgs) =>
  editorAction(args, saveArticleOp, articleState, staffHref('staff-article-edit'), {
    arrayFields: ['tagIds', 'productCodes'],
    async prepare(form) {
      const banner = await photoFromField(form.get('banner'));
      if (banner && !banner.ok) return { ok: false, errors: { banner: banner.message } };
      return { ok: true, fields: banner ? { banner: banner.image } : {} };
    },
  });

/** /staff/articles/image: a photo the editor places in the body; answers where it is served as JSON. */
/** A GET of the upload address: the same access as the upload, then 405 (it only takes POSTs). */
export const articleImageLoader = (args: PageArgs): never => mediaUploadLoader(args, '사진은 편집기에서 올려 주세요.');

export const articleImageAction = (args: PageArgs) => mediaUploadAction(args, uploadArticleImageOp, '넣을 사진을 선택해 주세요.');

// --- Categories and tags (SPEC 9.10 tree) ----------------------------------------------------------

export async function loadStaffCategories(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { saved } = readQuery(args, EditQuery);
  const counts = new Map<string, number>();
  for (const c of await getCategoryTree(args.context.services.db.kysely)) {
    counts.set(c.id, c.articleCount);
    for (const t of c.tags) counts.set(t.id, t.articleCount);
  }
  return { tree: await tree(args), counts: Object.fromEntries(counts), notice: saved === 'deleted' ? '지웠습니다.' : savedNotice(saved) };
}

export async function staffCategoriesAction(args: PageArgs) {
  const form = await readForm(args.request);
  const intent = form.get('intent');
  if (intent === 'delete') {
    const done = await performForm(deleteCategoryOp, args, form);
    return done.ok ? redirect(staffHref('staff-article-categories', { saved: 'deleted' })) : done.answer;
  }
  const done = await performForm(saveCategoryOp, args, form, { intent: 'save' });
  return done.ok ? redirect(staffHref('staff-article-categories', { saved: form.get('id') ? 'save' : 'created' })) : done.answer;
}
