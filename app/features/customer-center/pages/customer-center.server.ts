import { data } from 'react-router';
import { z } from 'zod';
import { searchFaqIds } from '#app/features/search/search.server';
import { previewRequested } from '#app/staff-kit/page-helpers.server';
import { highlight, parseQuery } from '#app/lib/korean-search';
import { optionalParam, type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { FAQ_CATEGORIES, FAQS_PER_PAGE, NEWS_PER_PAGE, newsHref } from '../cc-types';
import { faqsByIds, getNews, listFaqs, listNews } from '../data/customer-center.server';
import { breadcrumbJsonLd } from '#app/config/breadcrumbs';
import { loadStructuredSite } from '#app/features/site/structured-data.server';
import { faqPage, itemList, type JsonLd } from '#app/lib/structured-data';
import { editorHtmlToText } from '#server/platform/html/editor-html';
import type { Faq } from '../cc-types';

/** /customer-center: the top questions and the latest notices. */
export async function loadCustomerCenter({ context }: PageArgs) {
  const [faqs, news] = await Promise.all([listFaqs(context.services.db.kysely, { page: 1, perPage: 5 }), listNews(context.services.db.kysely, { page: 1, perPage: 5 })]);
  return { faqs: faqs.items, news: news.items };
}

const FaqQuery = z.object({
  // An unknown category shows every question rather than an error: old links keep working.
  category: z
    .string()
    .optional()
    .transform((value) => (FAQ_CATEGORIES.some((c) => c.id === value) ? (value as string) : null)),
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 50)),
  page: pageParam,
});

/** /customer-center/faqs: a page of one category's questions, or every question matching `q`. */
export async function loadFaqs(args: PageArgs) {
  const { services } = args.context;
  const { category, q, page } = readQuery(args, FaqQuery);
  if (q !== '') {
    // Searching looks through every category; the Korean matching rules of the integrated search apply.
    const items = await faqsByIds(services.db.kysely, await searchFaqIds(services.db.kysely, q));
    const query = parseQuery(q);
    const marks = Object.fromEntries(items.map((f) => [f.Id, highlight(f.Question, query)]));
    return { q, category: null, list: { items, total: items.length, page: 1, perPage: Math.max(1, items.length) }, marks, structuredData: faqStructuredData(items) };
  }
  const list = await listFaqs(services.db.kysely, { category: category ?? undefined, page, perPage: FAQS_PER_PAGE, preview: previewRequested(args) });
  return { q, category, list, marks: undefined, structuredData: faqStructuredData(list.items) };
}

/** The questions shown, as schema.org FAQPage (answers as plain text); none shown, none given. */
function faqStructuredData(items: readonly Faq[]): JsonLd[] {
  return items.length === 0 ? [] : [faqPage(items.map((f) => ({ question: f.Question, answer: editorHtmlToText(f.AnswerHtml) })))];
}

const NewsQuery = z.object({ page: pageParam });

/** /customer-center/news: a page of notices in the SPEC 9.4 order. */
export async function loadNewsList(args: PageArgs) {
  const { page } = readQuery(args, NewsQuery);
  const [list, site] = await Promise.all([listNews(args.context.services.db.kysely, { page, perPage: NEWS_PER_PAGE }), loadStructuredSite(args.context, args.request)]);
  const structuredData: JsonLd[] = [itemList('공지사항', list.items.map((n) => ({ name: n.Title, url: site.url(newsHref(n.Id)) })))];
  return { list, structuredData };
}

const NewsDetailQuery = z.object({ id: optionalParam });

/** /customer-center/news/details?id=…: one notice and its neighbours; without an id, the latest notices. */
export async function loadNewsDetails(args: PageArgs) {
  const { services } = args.context;
  const { id } = readQuery(args, NewsDetailQuery);
  if (!id) return { found: null, recent: (await listNews(services.db.kysely, { page: 1, perPage: 5 })).items };
  const found = await getNews(services.db.kysely, id, { preview: previewRequested(args) });
  if (!found) throw data('공지사항을 찾을 수 없습니다.', { status: 404 });
  const site = await loadStructuredSite(args.context, args.request);
  const crumbs = breadcrumbJsonLd('news-details', site.identity.name, site.origin, site.url(newsHref(id)), found.item.Title);
  return { found, recent: [], structuredData: crumbs ? [crumbs] : [] };
}
