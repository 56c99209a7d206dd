import { sql } from 'kysely';
import { editorHtmlToText, sanitizeEditorHtml } from '#server/platform/html/editor-html';
import { formatDate } from '#app/lib/format';
import { type SearchDocument, indexDocuments, removeFromIndex } from '#server/platform/search/search-index';
import { liveWhere, notDeletedWhere } from '#app/staff-kit/data/content-kit.server';
import type { DbConn } from '#server/platform/db/database';
import type { FaqRow, NewsRow } from '#server/platform/db/schema/customer-center';
import { type Faq, FAQS_PER_PAGE, faqCategoryLabel, NEWS_PER_PAGE, type NewsDetail, newsHref, type NewsSummary, type Page } from '../cc-types';
import { NEWS_ORDER } from '../news-order';

const clampPerPage = (n: number | undefined, fallback: number) => Math.min(Math.max(1, Math.trunc(n ?? fallback)), 50);

function clampPage(page: number | undefined, total: number, perPage: number): number {
  const last = Math.max(1, Math.ceil(total / perPage));
  return Math.min(Math.max(1, Math.trunc(page ?? 1)), last);
}

// --- FAQ -------------------------------------------------------------------------------------------

function toFaq(row: Pick<FaqRow, 'id' | 'category' | 'question' | 'answer_html'>): Faq {
  return { Id: row.id, Category: row.category, CategoryLabel: faqCategoryLabel(row.category), Question: row.question, AnswerHtml: sanitizeEditorHtml(row.answer_html) };
}

/** FAQs of a category (or all) in their set order: two queries whatever the page size. */
export async function listFaqs(db: DbConn, input: { category?: string | undefined; page?: number; perPage?: number; preview?: boolean } = {}): Promise<Page<Faq>> {
  const perPage = clampPerPage(input.perPage, FAQS_PER_PAGE);
  let base = db.selectFrom('faqs').where(input.preview ? notDeletedWhere('faqs') : liveWhere('faqs', 'is_published', new Date().toISOString()));
  if (input.category) base = base.where('category', '=', input.category);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = clampPage(input.page, total, perPage);
  const rows = await base
    .select(['id', 'category', 'question', 'answer_html'])
    .orderBy('sort_order')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { items: rows.map(toFaq), total, page, perPage };
}

/** FAQs by id, in the order given (search results): one query. */
export async function faqsByIds(db: DbConn, ids: readonly string[]): Promise<Faq[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('faqs')
    .select(['id', 'category', 'question', 'answer_html'])
    .where(liveWhere('faqs', 'is_published', new Date().toISOString()))
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toFaq(row)] : [];
  });
}

export interface FaqInput {
  id: string;
  category: string;
  question: string;
  answerHtml: string;
  sortOrder: number;
  isPublished?: boolean;
}

/** An FAQ's columns from what was written, its answer sanitised: the seed and the back-office write the same. */
export function faqColumns(input: Pick<FaqInput, 'category' | 'question' | 'answerHtml' | 'sortOrder'>) {
  return { category: input.category, question: input.question, answer_html: sanitizeEditorHtml(input.answerHtml), sort_order: input.sortOrder };
}

/** Creates or replaces an FAQ (the seed): its answer sanitised, its search document in step, in one transaction. */
export async function saveFaq(db: DbConn, input: FaqInput): Promise<void> {
  const now = new Date().toISOString();
  const values = { ...faqColumns(input), is_published: input.isPublished === false ? 0 : 1, updated_at: now };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('faqs')
      .values({ id: input.id, ...values, created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await syncFaqSearch(trx, [input.id]);
  });
}

/** Every FAQ's stored answer by id, deleted ones included (the seed corrects only what it wrote itself). */
export async function faqAnswersById(db: DbConn): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('faqs').select(['id', 'answer_html']).execute()).map((r) => [r.id, r.answer_html]));
}

// --- News / notices (SPEC 9.4) ---------------------------------------------------------------------

function toNewsSummary(row: Pick<NewsRow, 'id' | 'category' | 'title' | 'pin' | 'sort_order' | 'publish_date'>): NewsSummary {
  return { Id: row.id, Category: row.category, Title: row.title, Pin__c: row.pin, SortOrder__c: row.sort_order, PublishDate__c: row.publish_date };
}

/** The notices guests see now (preview: every notice that is not deleted, as staff saved it). */
function orderedNews(db: DbConn, preview = false) {
  return db.selectFrom('news').where(preview ? notDeletedWhere('news') : liveWhere('news', 'is_published', new Date().toISOString()));
}

function applyNewsOrder<Q extends { orderBy: (col: never, dir: 'asc' | 'desc') => Q }>(query: Q): Q {
  let q = query;
  for (const [column, direction] of NEWS_ORDER) q = q.orderBy(column as never, direction);
  return q;
}

/** A page of notices in the SPEC 9.4 order (pin ↓, sort order ↑, publish date ↓): two queries. */
export async function listNews(db: DbConn, input: { page?: number; perPage?: number } = {}): Promise<Page<NewsSummary>> {
  const perPage = clampPerPage(input.perPage, NEWS_PER_PAGE);
  const base = orderedNews(db);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = clampPage(input.page, total, perPage);
  const rows = await applyNewsOrder(base.select(['id', 'category', 'title', 'pin', 'sort_order', 'publish_date']))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { items: rows.map(toNewsSummary), total, page, perPage };
}

export interface NewsWithNeighbours {
  item: NewsDetail;
  previous: NewsSummary | null;
  next: NewsSummary | null;
}

/** One notice, and the ones before and after it in the list order: two queries. */
export async function getNews(db: DbConn, id: string, options: { preview?: boolean } = {}): Promise<NewsWithNeighbours | null> {
  const row = await orderedNews(db, options.preview).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const order = await applyNewsOrder(orderedNews(db).select(['id', 'category', 'title', 'pin', 'sort_order', 'publish_date'])).execute();
  const at = order.findIndex((r) => r.id === id);
  return {
    item: { ...toNewsSummary(row), BodyHtml: sanitizeEditorHtml(row.body_html) },
    previous: at > 0 ? toNewsSummary(order[at - 1]!) : null,
    next: at >= 0 && at < order.length - 1 ? toNewsSummary(order[at + 1]!) : null,
  };
}

export interface NewsInput {
  id: string;
  category: string;
  title: string;
  bodyHtml: string;
  pin: number;
  sortOrder: number;
  publishDate: string;
  isPublished?: boolean;
}

/** A notice's columns from what was written, its body sanitised: the seed and the back-office write the same. */
export function newsColumns(input: Pick<NewsInput, 'category' | 'title' | 'bodyHtml' | 'pin' | 'sortOrder'>) {
  return { category: input.category, title: input.title, body_html: sanitizeEditorHtml(input.bodyHtml), pin: input.pin, sort_order: input.sortOrder };
}

/** Creates or replaces a notice (the seed): its body sanitised, its search document in step, in one transaction. */
export async function saveNews(db: DbConn, input: NewsInput): Promise<void> {
  const now = new Date().toISOString();
  const values = {
    ...newsColumns(input),
    publish_date: input.publishDate,
    publish_at: input.publishDate,
    is_published: input.isPublished === false ? 0 : 1,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('news')
      .values({ id: input.id, ...values, created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await syncNewsSearch(trx, [input.id]);
  });
}

/** Every notice's stored body by id, deleted ones included (the seed corrects only what it wrote itself). */
export async function newsBodiesById(db: DbConn): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('news').select(['id', 'body_html']).execute()).map((r) => [r.id, r.body_html]));
}

// --- Search documents (kept in step by the seed and the back-office operations) ----------------------

function faqDocument(row: Pick<FaqRow, 'id' | 'category' | 'question' | 'answer_html' | 'sort_order' | 'publish_at'>): SearchDocument {
  return {
    type: 'faq',
    id: row.id,
    title: row.question,
    body: editorHtmlToText(row.answer_html),
    url: `/customer-center/faqs?category=${encodeURIComponent(row.category)}#faq-${row.id}`,
    meta: faqCategoryLabel(row.category),
    keywords: '자주 묻는 질문 FAQ',
    sortKey: String(row.sort_order).padStart(6, '0'),
    visibleFrom: row.publish_at,
  };
}

function newsDocument(row: Pick<NewsRow, 'id' | 'category' | 'title' | 'body_html' | 'publish_date' | 'publish_at'>): SearchDocument {
  return {
    type: 'news',
    id: row.id,
    title: row.title,
    body: editorHtmlToText(row.body_html),
    url: newsHref(row.id),
    meta: `${row.category} · ${formatDate(row.publish_date)}`,
    keywords: '공지사항 소식 뉴스',
    sortKey: row.publish_date,
    visibleFrom: row.publish_at,
  };
}

/** The search documents of some FAQs as their rows are now: indexed while published (a scheduled one from its time), removed otherwise. */
export async function syncFaqSearch(db: DbConn, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('faqs').selectAll().where('id', 'in', [...ids]).execute();
  const shown = rows.filter((r) => r.is_published === 1 && r.deleted_at === null);
  await indexDocuments(db, shown.map(faqDocument));
  const shownIds = new Set(shown.map((r) => r.id));
  await removeFromIndex(db, 'faq', ids.filter((id) => !shownIds.has(id)));
}

/** The same for notices; a notice's shown date follows the time it was published. */
export async function syncNewsSearch(db: DbConn, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('news').set({ publish_date: sql<string>`publish_at` }).where('id', 'in', [...ids]).where('publish_at', 'is not', null).execute();
  const rows = await db.selectFrom('news').selectAll().where('id', 'in', [...ids]).execute();
  const shown = rows.filter((r) => r.is_published === 1 && r.deleted_at === null);
  await indexDocuments(db, shown.map(newsDocument));
  const shownIds = new Set(shown.map((r) => r.id));
  await removeFromIndex(db, 'news', ids.filter((id) => !shownIds.has(id)));
}
