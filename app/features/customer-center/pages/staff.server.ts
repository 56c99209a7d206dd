import { data } from 'react-router';
import { z } from 'zod';
import { bulkAction, editorAction, savedNotice } from '#app/staff-kit/page-helpers.server';
import { staffListQuery } from '#app/staff-kit/schemas';
import { requireStaff } from '#app/page-kit/auth.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { FAQ_CATEGORIES, NEWS_CATEGORIES, newsHref } from '../cc-types';
import { FAQ_SORTS, getStaffFaq, getStaffNews, listStaffFaqs, listStaffNews, NEWS_SORTS } from '../data/content-admin.server';
import { faqState, newsState, saveFaqOp, saveNewsOp } from '../operations.server';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';

/** The back-office pages of notices and FAQs (issue 15 item 3), on the content kit. */

const NewsListQuery = staffListQuery(['updated', 'order', 'title']).extend({ category: optionalParam });
const FaqListQuery = staffListQuery(['updated', 'order', 'question']).extend({ category: optionalParam });
const EditQuery = z.object({ id: optionalParam, saved: optionalParam });

export async function loadStaffNewsList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, NewsListQuery);
  const list = await listStaffNews(args.context.services.db.kysely, query);
  return { ...list, query, notice: savedNotice(query.saved), sorts: NEWS_SORTS, categories: NEWS_CATEGORIES.map((c) => ({ value: c, label: c })) };
}

export const staffNewsListAction = (args: PageArgs) => bulkAction(args, newsState);

export async function loadStaffNewsEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const item = id ? await getStaffNews(args.context.services.db.kysely, id) : null;
  if (id && !item) throw data('공지사항을 찾을 수 없습니다.', { status: 404 });
  return { item, notice: savedNotice(saved), previewHref: item ? `${newsHref(item.meta.id)}&preview=1` : null, categories: NEWS_CATEGORIES.map((c) => ({ value: c, label: c })) };
}

export const staffNewsEditorAction = (args: PageArgs) => editorAction(args, saveNewsOp, newsState, staffHref('staff-notice-edit'));

export async function loadStaffFaqList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, FaqListQuery);
  const list = await listStaffFaqs(args.context.services.db.kysely, query);
  return { ...list, query, notice: savedNotice(query.saved), sorts: FAQ_SORTS, categories: FAQ_CATEGORIES.map((c) => ({ value: c.id, label: c.label })) };
}

export const staffFaqListAction = (args: PageArgs) => bulkAction(args, faqState);

export async function loadStaffFaqEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved } = readQuery(args, EditQuery);
  const item = id ? await getStaffFaq(args.context.services.db.kysely, id) : null;
  if (id && !item) throw data('자주 묻는 질문을 찾을 수 없습니다.', { status: 404 });
  return {
    item,
    notice: savedNotice(saved),
    previewHref: item ? href('faqs', { category: item.category, preview: 1 }, `faq-${item.meta.id}`) : null,
    categories: FAQ_CATEGORIES.map((c) => ({ value: c.id, label: c.label })),
  };
}

export const staffFaqEditorAction = (args: PageArgs) => editorAction(args, saveFaqOp, faqState, staffHref('staff-faq-edit'));
