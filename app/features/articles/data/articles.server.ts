import { sql } from 'kysely';
import { editorHtmlToText, sanitizeEditorHtml } from '#server/platform/html/editor-html';
import { liveWhere, notDeletedWhere } from '#app/staff-kit/data/content-kit.server';
import { photoSrcset } from '#app/lib/responsive-image';
import { type SearchDocument, syncDocument } from '#server/platform/search/search-index';
import type { DbConn } from '#server/platform/db/database';
import { formatDate } from '#app/lib/format';
import type { ArticleSpecies } from '#server/platform/db/schema/articles';
import { mediaInfo, withMediaOf } from '#server/platform/media/data';
import {
  type ArticleBlock,
  type ArticleCard,
  type ArticleCategory,
  type ArticleDetail,
  type ArticlePage,
  type ArticleTag,
  type ContentImage,
  type MediaV2,
  ARTICLES_PER_PAGE,
  articleHref,
  mediaUrl,
} from '../article-types';
import { speciesLabel } from '#app/features/pets/species';

/** Blocks as stored: media by content key (size and alt text live with the media, cms_media). */
export type StoredBlock =
  | { type: 'html'; html: string }
  | { type: 'media'; contentKey: string; caption?: string }
  | { type: 'video'; videoId: string; title: string; posterKey: string };

interface MediaInfo {
  alt: string;
  width: number;
  height: number;
}

const FALLBACK_MEDIA: MediaInfo = { alt: '', width: 1200, height: 675 };

function contentImage(key: string, info: MediaInfo | undefined): ContentImage {
  const m = info ?? FALLBACK_MEDIA;
  return { url: mediaUrl(key), isExternal: false, altText: m.alt, width: m.width, height: m.height };
}

function mediaV2(key: string, info: MediaInfo | undefined): MediaV2 {
  const m = info ?? FALLBACK_MEDIA;
  return { url: mediaUrl(key), source: { type: 'url' }, altText: m.alt, width: m.width, height: m.height };
}

function parseBlocks(json: string): StoredBlock[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as StoredBlock[]) : [];
  } catch {
    return [];
  }
}

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * Photos placed in the editor (pipeline images, `/cms/delivery/media/aimg-…`) get their resized
 * variants as `srcset`/`sizes` when the article is read; the stored HTML keeps only `src`.
 */
function responsiveInlineImages(html: string): string {
  return html.replace(/<img src="(\/cms\/delivery\/media\/[ap]img-[A-Za-z0-9]+)"/g, (whole, url: string) => {
    const srcset = photoSrcset(url);
    return srcset ? `<img src="${url}" srcset="${srcset.replaceAll('&', '&amp;')}" sizes="(min-width: 48em) 720px, 100vw"` : whole;
  });
}

// --- Categories (SPEC 9.10) ----------------------------------------------------------------------

/** The whole tree with article counts: two queries whatever its size. */
export async function getCategoryTree(db: DbConn): Promise<ArticleCategory[]> {
  const [rows, categoryCounts, tagCounts] = await Promise.all([
    db.selectFrom('article_categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('articles')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(liveWhere('articles', 'is_published', new Date().toISOString()))
      .groupBy('category_id')
      .execute(),
    db
      .selectFrom('article_tags')
      .innerJoin('articles', 'articles.id', 'article_tags.article_id')
      .select(['article_tags.tag_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(liveWhere('articles', 'is_published', new Date().toISOString()))
      .groupBy('article_tags.tag_id')
      .execute(),
  ]);
  const byCategory = new Map(categoryCounts.map((r) => [r.category_id, Number(r.n)]));
  const byTag = new Map(tagCounts.map((r) => [r.tag_id, Number(r.n)]));
  const top = rows.filter((r) => r.parent_id === null);
  return top.map((c) => ({
    id: c.id,
    label: c.label,
    description: c.description,
    articleCount: byCategory.get(c.id) ?? 0,
    tags: rows.filter((t) => t.parent_id === c.id).map((t) => ({ id: t.id, label: t.label, articleCount: byTag.get(t.id) ?? 0 })),
  }));
}

// --- Lists -----------------------------------------------------------------------------------------

/** Articles guests see now (preview: every article not deleted, as staff saved it). */
function cardsBase(db: DbConn, preview = false) {
  const articles = db.selectFrom('articles').innerJoin('article_categories as cat', 'cat.id', 'articles.category_id');
  return withMediaOf(articles, 'articles.thumbnail_key').where(preview ? notDeletedWhere('articles') : liveWhere('articles', 'is_published', new Date().toISOString()));
}

const CARD_COLUMNS = [
  'articles.id',
  'articles.content_key',
  'articles.title',
  'articles.summary',
  'articles.publish_date',
  'articles.species',
  'articles.thumbnail_key',
  'articles.reading_minutes',
  'articles.category_id',
  'cat.label as category_label',
  'media.alt_text',
  'media.width',
  'media.height',
] as const;

type CardRow = {
  id: string;
  content_key: string;
  title: string;
  summary: string;
  publish_date: string;
  species: ArticleSpecies;
  thumbnail_key: string;
  reading_minutes: number;
  category_id: string;
  category_label: string;
  alt_text: string | null;
  width: number | null;
  height: number | null;
};

/** The tags of many articles in one query. */
async function tagsOf(db: DbConn, ids: readonly string[]): Promise<Map<string, ArticleTag[]>> {
  const map = new Map<string, ArticleTag[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('article_tags')
    .innerJoin('article_categories as tag', 'tag.id', 'article_tags.tag_id')
    .select(['article_tags.article_id', 'tag.id', 'tag.label'])
    .where('article_tags.article_id', 'in', [...ids])
    .orderBy('tag.sort_order')
    .execute();
  for (const r of rows) map.set(r.article_id, [...(map.get(r.article_id) ?? []), { id: r.id, label: r.label }]);
  return map;
}

function toCard(row: CardRow, tags: ArticleTag[]): ArticleCard {
  return {
    Id: row.id,
    contentKey: row.content_key,
    title: row.title,
    summary: row.summary,
    publishDate: row.publish_date,
    species: row.species,
    category: { id: row.category_id, label: row.category_label },
    tags,
    thumbnail: contentImage(row.thumbnail_key, row.alt_text === null ? undefined : { alt: row.alt_text, width: row.width ?? 1200, height: row.height ?? 675 }),
    readingMinutes: row.reading_minutes,
    href: articleHref(row.id),
  };
}

async function withTags(db: DbConn, rows: CardRow[]): Promise<ArticleCard[]> {
  const tags = await tagsOf(db, rows.map((r) => r.id));
  return rows.map((r) => toCard(r, tags.get(r.id) ?? []));
}

export interface ListArticlesInput {
  categoryId?: string;
  tagId?: string;
  page?: number;
  perPage?: number;
}

/**
 * A page of published articles, newest first, by top category or by tag: three queries (count,
 * page, tags of the page), whatever the page size.
 */
export async function listArticles(db: DbConn, input: ListArticlesInput = {}): Promise<ArticlePage> {
  const perPage = Math.min(Math.max(1, Math.trunc(input.perPage ?? ARTICLES_PER_PAGE)), 50);
  let base = cardsBase(db);
  if (input.categoryId) base = base.where('articles.category_id', '=', input.categoryId);
  if (input.tagId) {
    const tagId = input.tagId;
    base = base.where('articles.id', 'in', (eb) => eb.selectFrom('article_tags').select('article_id').where('tag_id', '=', tagId));
  }
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(countRow?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.trunc(input.page ?? 1)), lastPage);
  const rows = (await base
    .select([...CARD_COLUMNS])
    .orderBy('articles.publish_date', 'desc')
    .orderBy('articles.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute()) as CardRow[];
  return { items: await withTags(db, rows), total, page, perPage };
}

/** The newest articles (home page widget): two queries. */
export async function latestArticles(db: DbConn, limit = 4): Promise<ArticleCard[]> {
  const rows = (await cardsBase(db)
    .select([...CARD_COLUMNS])
    .orderBy('articles.publish_date', 'desc')
    .orderBy('articles.id')
    .limit(Math.min(Math.max(1, limit), 12))
    .execute()) as CardRow[];
  return withTags(db, rows);
}

/**
 * Published articles about any of the given internal product codes (SPEC 9.8), newest first: the
 * "related articles" of a product page. Two queries.
 */
export async function articlesForProductCodes(db: DbConn, codes: readonly number[], limit = 3): Promise<ArticleCard[]> {
  const wanted = codes.filter((c) => Number.isInteger(c));
  if (wanted.length === 0) return [];
  const rows = (await cardsBase(db)
    .select([...CARD_COLUMNS])
    .where((eb) => eb.or(wanted.map((code) => eb(sql<string>`',' || articles.product_codes || ','`, 'like', `%,${code},%`))))
    .orderBy('articles.publish_date', 'desc')
    .orderBy('articles.id')
    .limit(Math.min(Math.max(1, limit), 12))
    .execute()) as CardRow[];
  return withTags(db, rows);
}

// --- Detail ----------------------------------------------------------------------------------------

export interface ArticleWithRelated {
  article: ArticleDetail;
  related: ArticleCard[];
}

/**
 * One article with its blocks resolved (media sizes and alt texts, sanitised HTML) and up to three
 * related articles (sharing its tags, else its category): a fixed number of queries.
 */
export async function getArticle(db: DbConn, id: string, options: { preview?: boolean } = {}): Promise<ArticleWithRelated | null> {
  const row = await cardsBase(db, options.preview)
    .select([...CARD_COLUMNS, 'articles.body_json', 'articles.product_codes', 'articles.author', 'articles.reviewer', 'articles.updated_at'])
    .where('articles.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const stored = parseBlocks(row.body_json);
  const mediaKeys = [...new Set(stored.flatMap((b) => (b.type === 'media' ? [b.contentKey] : b.type === 'video' ? [b.posterKey] : [])))];
  const [tagMap, mediaByKey, related] = await Promise.all([
    tagsOf(db, [row.id]),
    mediaInfo(db, mediaKeys),
    relatedArticles(db, row.id, row.category_id),
  ]);
  const blocks: ArticleBlock[] = stored.flatMap((b): ArticleBlock[] => {
    if (b.type === 'html') return [{ type: 'html', html: responsiveInlineImages(sanitizeEditorHtml(b.html)) }];
    if (b.type === 'media') {
      const info = mediaByKey.get(b.contentKey);
      if (!info) return [];
      return [{ type: 'media', contentKey: b.contentKey, media: mediaV2(b.contentKey, info), caption: b.caption }];
    }
    if (b.type === 'video' && VIDEO_ID.test(b.videoId)) {
      return [{ type: 'video', videoId: b.videoId, title: b.title, poster: mediaV2(b.posterKey, mediaByKey.get(b.posterKey)) }];
    }
    return [];
  });
  const card = toCard(row as CardRow, tagMap.get(row.id) ?? []);
  const article: ArticleDetail = {
    ...card,
    contentNodes: {
      title: { value: card.title },
      excerpt: { value: card.summary },
      bannerImage: { source: { url: card.thumbnail.url, isExternal: false }, altText: { value: card.thumbnail.altText } },
    },
    contentBody: {
      bannerImage: { url: card.thumbnail.url, source: { type: 'url' }, altText: card.thumbnail.altText, width: card.thumbnail.width, height: card.thumbnail.height },
      blocks,
    },
    author: row.author,
    reviewer: row.reviewer,
    updatedAt: row.updated_at,
    productCodes: row.product_codes === '' ? [] : row.product_codes.split(',').map(Number).filter(Number.isFinite),
  };
  return { article, related };
}

async function relatedArticles(db: DbConn, id: string, categoryId: string): Promise<ArticleCard[]> {
  // Articles sharing more tags come first, then same category, then newest.
  const rows = (await cardsBase(db)
    .select([
      ...CARD_COLUMNS,
      (eb) =>
        eb
          .selectFrom('article_tags as other')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('other.article_id', '=', 'articles.id')
          .where('other.tag_id', 'in', (e) => e.selectFrom('article_tags as mine').select('mine.tag_id').where('mine.article_id', '=', id))
          .as('shared_tags'),
    ])
    .where('articles.id', '!=', id)
    .orderBy(sql`shared_tags`, 'desc')
    .orderBy(sql`case when articles.category_id = ${categoryId} then 0 else 1 end`)
    .orderBy('articles.publish_date', 'desc')
    .limit(3)
    .execute()) as CardRow[];
  return withTags(db, rows);
}

// --- Writing (seed, staff tools) ------------------------------------------------------------------

export interface ArticleInput {
  id: string;
  categoryId: string;
  tagIds: string[];
  species: ArticleSpecies;
  title: string;
  summary: string;
  thumbnailKey: string;
  blocks: StoredBlock[];
  productCodes: number[];
  author: string;
  reviewer?: string | null;
  publishDate: string;
  isPublished?: boolean;
}

/** Minutes to read: about 500 Korean characters a minute, at least one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.replace(/\s+/g, '').length / 500));
}

/**
 * Creates or replaces an article: editor HTML is sanitised before it is stored, tags are
 * rewritten and the search index follows, all in one transaction.
 */
/** A published article's search document: its category and tag labels are looked up in the saving transaction. */
async function articleDocument(db: DbConn, input: ArticleInput, text: string): Promise<SearchDocument> {
  const category = await db.selectFrom('article_categories').select('label').where('id', '=', input.categoryId).executeTakeFirst();
  const tagLabels = input.tagIds.length ? (await db.selectFrom('article_categories').select('label').where('id', 'in', input.tagIds).execute()).map((t) => t.label) : [];
  return {
    type: 'article',
    id: input.id,
    title: input.title,
    body: `${input.summary} ${text}`,
    url: articleHref(input.id),
    imageUrl: mediaUrl(input.thumbnailKey),
    meta: `${category?.label ?? ''} · ${formatDate(input.publishDate)}`,
    keywords: `${speciesLabel(input.species)} ${category?.label ?? ''} ${tagLabels.join(' ')} ${input.tagIds.join(' ')}`,
    sortKey: input.publishDate,
  };
}

export async function saveArticle(db: DbConn, input: ArticleInput): Promise<void> {
  const blocks: StoredBlock[] = input.blocks.map((b) => (b.type === 'html' ? { type: 'html', html: sanitizeEditorHtml(b.html) } : b));
  const text = blocks.map((b) => (b.type === 'html' ? editorHtmlToText(b.html) : b.type === 'media' ? (b.caption ?? '') : b.title)).join(' ');
  const now = new Date().toISOString();
  const values = {
    content_key: `article-${input.id}`,
    category_id: input.categoryId,
    species: input.species,
    title: input.title,
    summary: input.summary,
    thumbnail_key: input.thumbnailKey,
    body_json: JSON.stringify(blocks),
    product_codes: input.productCodes.join(','),
    author: input.author,
    reviewer: input.reviewer ?? null,
    reading_minutes: readingMinutes(text),
    is_published: input.isPublished === false ? 0 : 1,
    publish_date: input.publishDate,
    publish_at: input.publishDate,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('articles')
      .values({ id: input.id, ...values, created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await trx.deleteFrom('article_tags').where('article_id', '=', input.id).execute();
    if (input.tagIds.length > 0) {
      await trx
        .insertInto('article_tags')
        .values([...new Set(input.tagIds)].map((tagId) => ({ article_id: input.id, tag_id: tagId })))
        // Two instances seeding at the same start must not fail on each other's rows.
        .onConflict((oc) => oc.columns(['article_id', 'tag_id']).doNothing())
        .execute();
    }
    await syncDocument(trx, 'article', input.id, values.is_published === 1 ? await articleDocument(trx, input, text) : null);
  });
}

/** The ids of every article, deleted ones included (the seed does not bring back what staff removed). */
export async function articleIds(db: DbConn): Promise<Set<string>> {
  return new Set((await db.selectFrom('articles').select('id').execute()).map((r) => r.id));
}

/** The plain text of stored blocks (search, reading time). */
export function blocksText(blocks: readonly StoredBlock[]): string {
  return blocks.map((b) => (b.type === 'html' ? editorHtmlToText(b.html) : b.type === 'media' ? (b.caption ?? '') : b.title)).join(' ');
}

/**
 * The search documents of some articles as their rows are now (the back-office's saves and
 * state changes): indexed while published and not deleted (a scheduled one from its time),
 * removed otherwise. An article's shown date follows the time it was published.
 */
export async function syncArticleSearch(db: DbConn, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('articles').set({ publish_date: sql<string>`publish_at` }).where('id', 'in', [...ids]).where('publish_at', 'is not', null).execute();
  const rows = await db.selectFrom('articles').selectAll().where('id', 'in', [...ids]).execute();
  for (const row of rows) {
    if (row.is_published !== 1 || row.deleted_at !== null) {
      await syncDocument(db, 'article', row.id, null);
      continue;
    }
    const tagIds = (await db.selectFrom('article_tags').select('tag_id').where('article_id', '=', row.id).execute()).map((t) => t.tag_id);
    const input: ArticleInput = {
      id: row.id,
      categoryId: row.category_id,
      tagIds,
      species: row.species,
      title: row.title,
      summary: row.summary,
      thumbnailKey: row.thumbnail_key,
      blocks: parseBlocks(row.body_json),
      productCodes: [],
      author: row.author,
      publishDate: row.publish_date,
    };
    await syncDocument(db, 'article', row.id, { ...(await articleDocument(db, input, blocksText(input.blocks))), visibleFrom: row.publish_at });
  }
  const found = new Set(rows.map((r) => r.id));
  for (const id of ids) if (!found.has(id)) await syncDocument(db, 'article', id, null);
}
