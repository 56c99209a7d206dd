import { data } from 'react-router';
import { z } from 'zod';
import { productsByCodes } from '#app/features/catalogue/data/products.server';
import { optionalParam, type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { ARTICLES_PER_PAGE, type ArticleDetail } from '../article-types';
import { breadcrumbJsonLd } from '#app/config/breadcrumbs';
import { loadStructuredSite, type StructuredSite } from '#app/features/site/structured-data.server';
import { article as articleJsonLd, itemList, type JsonLd } from '#app/lib/structured-data';
import { previewRequested } from '#app/staff-kit/page-helpers.server';
import { getArticle, getCategoryTree, latestArticles, listArticles } from '../data/articles.server';

/** /health-article: the SPEC 9.10 category tree with its tags, and the newest articles. */
export async function loadArticlesFront({ context }: PageArgs) {
  const [categories, latest] = await Promise.all([getCategoryTree(context.services.db.kysely), latestArticles(context.services.db.kysely, 6)]);
  return { categories, latest };
}

const ListQuery = z.object({ category: optionalParam, page: pageParam });

/** /health-article/list: a page of articles of one top category, or of all. */
export async function loadArticleList(args: PageArgs) {
  const { services } = args.context;
  const query = readQuery(args, ListQuery);
  const categories = await getCategoryTree(services.db.kysely);
  const category = query.category ? categories.find((c) => c.id === query.category) : undefined;
  if (query.category && !category) throw data('카테고리를 찾을 수 없습니다.', { status: 404 });
  const [list, site] = await Promise.all([listArticles(services.db.kysely, { categoryId: category?.id, page: query.page, perPage: ARTICLES_PER_PAGE }), loadStructuredSite(args.context, args.request)]);
  const total = categories.reduce((n, c) => n + c.articleCount, 0);
  const structuredData: JsonLd[] = [itemList(category?.label ?? '건강 정보 목록', list.items.map((a) => ({ name: a.title, url: site.url(a.href) })))];
  return { categories, category: category ?? null, list, total, structuredData };
}

const TagQuery = z.object({ tag: optionalParam, page: pageParam });

/** /health-article/tag: a page of articles with one tag; without a tag, only the tags. */
export async function loadArticlesByTag(args: PageArgs) {
  const { services } = args.context;
  const query = readQuery(args, TagQuery);
  const categories = await getCategoryTree(services.db.kysely);
  const parent = query.tag ? categories.find((c) => c.tags.some((t) => t.id === query.tag)) : undefined;
  const tag = parent?.tags.find((t) => t.id === query.tag);
  if (query.tag && !tag) throw data('태그를 찾을 수 없습니다.', { status: 404 });
  const list = tag ? await listArticles(services.db.kysely, { tagId: tag.id, page: query.page, perPage: ARTICLES_PER_PAGE }) : null;
  return { categories, tag: tag && parent ? { id: tag.id, label: tag.label, category: parent.label } : null, list };
}

const DetailQuery = z.object({ id: optionalParam });

/** /health-article/detail?id=…: one article with its related products; without an id, the newest articles to choose from. */
export async function loadArticleDetail(args: PageArgs) {
  const { services } = args.context;
  const { id } = readQuery(args, DetailQuery);
  if (!id) return { found: null, products: [], latest: await latestArticles(services.db.kysely, 6) };
  const found = await getArticle(services.db.kysely, id, { preview: previewRequested(args) });
  if (!found) throw data('건강 정보를 찾을 수 없습니다.', { status: 404 });
  const [products, site] = await Promise.all([productsByCodes(services.db.kysely, found.article.productCodes, 4), loadStructuredSite(args.context, args.request)]);
  return { found, products, latest: [], structuredData: articleStructuredData(site, found.article) };
}

/** The article page's schema.org data: the Article (dates, author, the brand as publisher) and its breadcrumb naming it. */
function articleStructuredData(site: StructuredSite, article: ArticleDetail): JsonLd[] {
  const pageUrl = site.url(article.href);
  const published = new Date(article.publishDate).toISOString();
  const modified = [published, article.updatedAt].sort().at(-1) ?? published;
  const node = articleJsonLd({
    headline: article.title,
    url: pageUrl,
    description: article.summary,
    image: site.url(article.thumbnail.url),
    datePublished: published,
    dateModified: modified,
    author: article.author,
    publisher: site.identity,
  });
  const crumbs = breadcrumbJsonLd('health-article-detail', site.identity.name, site.origin, pageUrl, article.title);
  return [node, ...(crumbs ? [crumbs] : [])];
}
