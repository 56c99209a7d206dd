import { editorHtmlToText, sanitizeEditorHtml } from '#app/lib/editor-html.server';
import { formatDate } from '#app/lib/format';
import { type DbOnly, syncDocument } from '#app/lib/search-index.server';
import type { FaqRow, NewsRow } from '#server/platform/db/schema/customer-center';
import { type Faq, FAQS_PER_PAGE, faqCategoryLabel, NEWS_PER_PAGE, type NewsDetail, newsHref, type NewsSummary, type Page } from './cc-types';
import { NEWS_ORDER } from './news-order';

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
export async function listFaqs(services: DbOnly, input: { category?: string; page?: number; perPage?: number } = {}): Promise<Page<Faq>> {
  const perPage = clampPerPage(input.perPage, FAQS_PER_PAGE);
  let base = services.db.kysely.selectFrom('faqs').where('is_published', '=', 1);
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
export async function faqsByIds(services: DbOnly, ids: readonly string[]): Promise<Faq[]> {
  if (ids.length === 0) return [];
  const rows = await services.db.kysely.selectFrom('faqs').select(['id', 'category', 'question', 'answer_html']).where('is_published', '=', 1).where('id', 'in', [...ids]).execute();
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

export async function saveFaq(services: DbOnly, input: FaqInput): Promise<void> {
  const now = new Date().toISOString();
  const answer = sanitizeEditorHtml(input.answerHtml);
  const values = { category: input.category, question: input.question, answer_html: answer, sort_order: input.sortOrder, is_published: input.isPublished === false ? 0 : 1, updated_at: now };
  await services.db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('faqs')
      .values({ id: input.id, ...values, created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await syncDocument(
      trx,
      'faq',
      input.id,
      values.is_published === 1
        ? {
            type: 'faq',
            id: input.id,
            title: input.question,
            body: editorHtmlToText(answer),
            url: `/customer-center/faqs?category=${encodeURIComponent(input.category)}#faq-${input.id}`,
            meta: faqCategoryLabel(input.category),
            keywords: '자주 묻는 질문 FAQ',
            sortKey: String(input.sortOrder).padStart(6, '0'),
          }
        : null,
    );
  });
}

// --- News / notices (SPEC 9.4) ---------------------------------------------------------------------

function toNewsSummary(row: Pick<NewsRow, 'id' | 'category' | 'title' | 'pin' | 'sort_order' | 'publish_date'>): NewsSummary {
  return { Id: row.id, Category: row.category, Title: row.title, Pin__c: row.pin, SortOrder__c: row.sort_order, PublishDate__c: row.publish_date };
}

function orderedNews(services: DbOnly) {
  const q = services.db.kysely.selectFrom('news').where('is_published', '=', 1);
  return q;
}

function applyNewsOrder<Q extends { orderBy: (col: never, dir: 'asc' | 'desc') => Q }>(query: Q): Q {
  let q = query;
  for (const [column, direction] of NEWS_ORDER) q = q.orderBy(column as never, direction);
  return q;
}

/** A page of notices in the SPEC 9.4 order (pin ↓, sort order ↑, publish date ↓): two queries. */
export async function listNews(services: DbOnly, input: { page?: number; perPage?: number } = {}): Promise<Page<NewsSummary>> {
  const perPage = clampPerPage(input.perPage, NEWS_PER_PAGE);
  const base = orderedNews(services);
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
export async function getNews(services: DbOnly, id: string): Promise<NewsWithNeighbours | null> {
  const row = await orderedNews(services).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const order = await applyNewsOrder(orderedNews(services).select(['id', 'category', 'title', 'pin', 'sort_order', 'publish_date'])).execute();
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

export async function saveNews(services: DbOnly, input: NewsInput): Promise<void> {
  const now = new Date().toISOString();
  const body = sanitizeEditorHtml(input.bodyHtml);
  const values = {
    category: input.category,
    title: input.title,
    body_html: body,
    pin: input.pin,
    sort_order: input.sortOrder,
    publish_date: input.publishDate,
    is_published: input.isPublished === false ? 0 : 1,
    updated_at: now,
  };
  await services.db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('news')
      .values({ id: input.id, ...values, created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await syncDocument(
      trx,
      'news',
      input.id,
      values.is_published === 1
        ? {
            type: 'news',
            id: input.id,
            title: input.title,
            body: editorHtmlToText(body),
            url: newsHref(input.id),
            meta: `${input.category} · ${formatDate(input.publishDate)}`,
            keywords: '공지사항 소식 뉴스',
            sortKey: input.publishDate,
          }
        : null,
    );
  });
}
