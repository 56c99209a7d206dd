import type { StateFilter } from '#app/staff-kit/content-state';
import { type ContentKind, metaOf, type PublishWrite, stateWhere, textSearchWhere } from '#app/staff-kit/data/content-kit.server';
import type { DbConn } from '#server/platform/db/database';
import { faqCategoryLabel } from '../cc-types';
import { faqColumns, newsColumns, syncFaqSearch, syncNewsSearch } from './customer-center.server';
import type { FaqSaveInput, NewsSaveInput } from '../schemas';

/** The back-office side of the customer centre's tables (faqs, news): staff lists, editors, writes. */

export const NEWS_KIND: ContentKind = { type: 'news', table: 'news', flag: 'is_published', capability: 'content', notFound: '공지사항을 찾을 수 없습니다.', sync: syncNewsSearch };
export const FAQ_KIND: ContentKind = { type: 'faq', table: 'faqs', flag: 'is_published', capability: 'content', notFound: '자주 묻는 질문을 찾을 수 없습니다.', sync: syncFaqSearch };

const STAFF_PER_PAGE = 20;

export const NEWS_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'order', label: '노출 순서 (고정 → 순서 → 게시일)' },
  { value: 'title', label: '제목 순' },
] as const;

export const FAQ_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'order', label: '노출 순서' },
  { value: 'question', label: '질문 순' },
] as const;

export interface StaffListQuery {
  q: string;
  state: StateFilter;
  sort: string;
  page: number;
  category?: string | null;
}

const pageOf = (page: number, total: number, perPage: number) => Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / perPage)));

export async function listStaffNews(db: DbConn, query: StaffListQuery, perPage = STAFF_PER_PAGE) {
  const now = new Date().toISOString();
  let base = db.selectFrom('news').where(stateWhere('news', 'is_published', query.state, now));
  const search = textSearchWhere('news', ['title', 'body_html'], query.q);
  if (search) base = base.where(search);
  if (query.category) base = base.where('category', '=', query.category);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = pageOf(query.page, total, perPage);
  let rows = base.select(['id', 'category', 'title', 'pin', 'sort_order', 'publish_date', 'is_published', 'publish_at', 'deleted_at', 'version', 'updated_at']);
  if (query.sort === 'order') rows = rows.orderBy('pin', 'desc').orderBy('sort_order').orderBy('publish_date', 'desc');
  else if (query.sort === 'title') rows = rows.orderBy('title');
  else rows = rows.orderBy('updated_at', 'desc');
  const list = await rows.orderBy('id').limit(perPage).offset((page - 1) * perPage).execute();
  return {
    rows: list.map((r) => ({ meta: metaOf(r, r.is_published), title: r.title, category: r.category, pin: r.pin, sortOrder: r.sort_order, publishDate: r.publish_date })),
    total,
    page,
    perPage,
  };
}

export async function getStaffNews(db: DbConn, id: string) {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { meta: metaOf(row, row.is_published), category: row.category, title: row.title, bodyHtml: row.body_html, pin: row.pin, sortOrder: row.sort_order, publishDate: row.publish_date };
}

export async function writeNews(db: DbConn, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string, input: NewsSaveInput): Promise<void> {
  const values = {
    ...newsColumns(input),
    updated_at: now,
    ...(publish && { is_published: publish.published ? 1 : 0, publish_at: publish.publishAt }),
  };
  if (mode === 'insert') await db.insertInto('news').values({ id, ...values, is_published: publish?.published ? 1 : 0, publish_date: publish?.publishAt ?? now, created_at: now }).execute();
  else await db.updateTable('news').set(values).where('id', '=', id).execute();
}

export async function listStaffFaqs(db: DbConn, query: StaffListQuery, perPage = STAFF_PER_PAGE) {
  const now = new Date().toISOString();
  let base = db.selectFrom('faqs').where(stateWhere('faqs', 'is_published', query.state, now));
  const search = textSearchWhere('faqs', ['question', 'answer_html'], query.q);
  if (search) base = base.where(search);
  if (query.category) base = base.where('category', '=', query.category);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = pageOf(query.page, total, perPage);
  let rows = base.select(['id', 'category', 'question', 'sort_order', 'is_published', 'publish_at', 'deleted_at', 'version', 'updated_at']);
  if (query.sort === 'order') rows = rows.orderBy('category').orderBy('sort_order');
  else if (query.sort === 'question') rows = rows.orderBy('question');
  else rows = rows.orderBy('updated_at', 'desc');
  const list = await rows.orderBy('id').limit(perPage).offset((page - 1) * perPage).execute();
  return {
    rows: list.map((r) => ({ meta: metaOf(r, r.is_published), question: r.question, category: r.category, categoryLabel: faqCategoryLabel(r.category), sortOrder: r.sort_order })),
    total,
    page,
    perPage,
  };
}

export async function getStaffFaq(db: DbConn, id: string) {
  const row = await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { meta: metaOf(row, row.is_published), category: row.category, question: row.question, answerHtml: row.answer_html, sortOrder: row.sort_order };
}

export async function writeFaq(db: DbConn, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string, input: FaqSaveInput): Promise<void> {
  const values = {
    ...faqColumns(input),
    updated_at: now,
    ...(publish && { is_published: publish.published ? 1 : 0, publish_at: publish.publishAt }),
  };
  if (mode === 'insert') await db.insertInto('faqs').values({ id, ...values, is_published: publish?.published ? 1 : 0, created_at: now }).execute();
  else await db.updateTable('faqs').set(values).where('id', '=', id).execute();
}
