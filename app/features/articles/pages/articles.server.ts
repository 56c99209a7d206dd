import { data } from 'react-router';
import { z } from 'zod';
import { productsByCodes } from '#app/features/catalogue/data/products.server';
import { optionalParam, type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { ARTICLES_PER_PAGE } from '../article-types';
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
  const list = await listArticles(services.db.kysely, { categoryId: category?.id, page: query.page, perPage: ARTICLES_PER_PAGE });
  const total = categories.reduce((n, c) => n + c.articleCount, 0);
  return { categories, category: category ?? null, list, total };
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
  const products = await productsByCodes(services.db.kysely, found.article.productCodes, 4);
  return { found, products, latest: [] };
}
