import { type ContentKind, metaOf, type PublishWrite, stateWhere, textSearchWhere } from '#app/staff-kit/data/content-kit.server';
import type { StateFilter } from '#app/staff-kit/content-state';
import { sanitizeEditorHtml } from '#server/platform/html/editor-html';
import type { DbConn } from '#server/platform/db/database';
import { mediaInfo } from '#server/platform/media/data';
import { type MediaPlace, storeMediaPhoto } from '#server/platform/media/photos';
import type { ObjectStore } from '#server/platform/storage/object-store';
import { blocksText, readingMinutes, type StoredBlock, syncArticleSearch } from './articles.server';
import type { ArticleSaveInput } from '../schemas';
import { clampPage, totalPages } from '#app/ui/paginator/paginator';

/**
 * The back-office side of health articles (issue 15 item 2; tables articles, article_tags):
 * staff list, editor record, writes. The rich-text editor's HTML is stored as the article's
 * blocks: sanitised HTML, with the editor's video embeds as video blocks.
 */

export const ARTICLE_KIND: ContentKind = { type: 'article', table: 'articles', flag: 'is_published', capability: 'content', notFound: '건강 정보를 찾을 수 없습니다.', sync: syncArticleSearch };

export const ARTICLE_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'published', label: '게시일 최근 순' },
  { value: 'title', label: '제목 순' },
] as const;

export async function listStaffArticles(db: DbConn, query: { q: string; state: StateFilter; sort: string; page: number; category?: string | null }, perPage = 20) {
  const now = new Date();
  let base = db.selectFrom('articles').innerJoin('article_categories as cat', 'cat.id', 'articles.category_id').where(stateWhere('articles', 'is_published', query.state, now.toISOString()));
  const search = textSearchWhere('articles', ['title', 'summary'], query.q);
  if (search) base = base.where(search);
  if (query.category) base = base.where('articles.category_id', '=', query.category);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = clampPage(query.page, totalPages(total, perPage));
  let rows = base.select([
    'articles.id',
    'articles.title',
    'articles.species',
    'articles.publish_date',
    'articles.is_published',
    'articles.publish_at',
    'articles.deleted_at',
    'articles.version',
    'articles.updated_at',
    'cat.label as category',
  ]);
  if (query.sort === 'published') rows = rows.orderBy('articles.publish_date', 'desc');
  else if (query.sort === 'title') rows = rows.orderBy('articles.title');
  else rows = rows.orderBy('articles.updated_at', 'desc');
  const list = await rows.orderBy('articles.id').limit(perPage).offset((page - 1) * perPage).execute();
  return { rows: list.map((r) => ({ meta: metaOf(r, r.is_published, now), title: r.title, category: r.category, species: r.species, publishDate: r.publish_date })), total, page, perPage };
}

/** The editor's HTML of a video embed (TipTap's video node renders the same). */
const videoMarker = (videoId: string, title: string) => `<div data-video-id="${videoId}" data-video-title="${title.replace(/[<>"&]/g, '')}"></div>`;
const VIDEO_MARKER = /<div data-video-id="([A-Za-z0-9_-]{6,20})" data-video-title="([^"<>]*)"><\/div>/g;

/** Stored blocks as the editor edits them: one HTML document, media as figures, videos as markers. */
function blocksToEditorHtml(blocks: readonly StoredBlock[], alts: ReadonlyMap<string, string>): string {
  return blocks
    .map((b) => {
      if (b.type === 'html') return b.html;
      if (b.type === 'media') return `<figure><img src="/cms/delivery/media/${b.contentKey}" alt="${(alts.get(b.contentKey) ?? '').replace(/"/g, '&quot;')}">${b.caption ? `<figcaption>${b.caption}</figcaption>` : ''}</figure>`;
      return videoMarker(b.videoId, b.title);
    })
    .join('');
}

/** The editor's HTML as stored blocks: sanitised HTML between the video embeds; a new video's poster is the article's banner. */
function editorHtmlToBlocks(html: string, posterKey: string): StoredBlock[] {
  const blocks: StoredBlock[] = [];
  let last = 0;
  for (const match of html.matchAll(VIDEO_MARKER)) {
    const before = sanitizeEditorHtml(html.slice(last, match.index));
    if (before.trim() !== '') blocks.push({ type: 'html', html: before });
    blocks.push({ type: 'video', videoId: match[1]!, title: match[2]! || '동영상', posterKey });
    last = match.index + match[0].length;
  }
  const rest = sanitizeEditorHtml(html.slice(last));
  if (rest.trim() !== '') blocks.push({ type: 'html', html: rest });
  return blocks;
}

export async function getStaffArticle(db: DbConn, id: string) {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const blocks = JSON.parse(row.body_json) as StoredBlock[];
  const keys = blocks.flatMap((b) => (b.type === 'media' ? [b.contentKey] : []));
  const media = await mediaInfo(db, [...keys, row.thumbnail_key]);
  const tags = await db.selectFrom('article_tags').select('tag_id').where('article_id', '=', id).execute();
  return {
    meta: metaOf(row, row.is_published),
    categoryId: row.category_id,
    tagIds: tags.map((t) => t.tag_id),
    species: row.species,
    title: row.title,
    summary: row.summary,
    bodyHtml: blocksToEditorHtml(blocks, new Map([...media].map(([key, m]) => [key, m.alt]))),
    productCodes: row.product_codes === '' ? [] : row.product_codes.split(',').map(Number),
    author: row.author,
    reviewer: row.reviewer ?? '',
    thumbnail: { url: `/cms/delivery/media/${row.thumbnail_key}`, alt: media.get(row.thumbnail_key)?.alt ?? '' },
  };
}

/** Where article photos (banners, photos in the body) are kept as CMS media: `aimg-…` under `cms/articles/`. */
export const ARTICLE_PHOTOS: MediaPlace = { keyPrefix: 'aimg', folder: 'cms/articles' };

/** The tags chosen belong to the chosen top category (SPEC 9.10 tree); answers a refusal or null. */
export async function checkArticleTree(db: DbConn, input: ArticleSaveInput): Promise<{ field: string; message: string } | null> {
  const category = await db.selectFrom('article_categories').select(['id', 'parent_id']).where('id', '=', input.categoryId).executeTakeFirst();
  if (!category || category.parent_id !== null) return { field: 'categoryId', message: '카테고리를 다시 선택해 주세요.' };
  if (input.tagIds.length > 0) {
    const tags = await db.selectFrom('article_categories').select('id').where('id', 'in', input.tagIds).where('parent_id', '=', input.categoryId).execute();
    if (tags.length !== new Set(input.tagIds).size) return { field: 'tagIds', message: '고른 카테고리의 태그만 붙일 수 있습니다.' };
  }
  return null;
}

export async function writeArticle(db: DbConn, storage: ObjectStore, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string, input: ArticleSaveInput): Promise<string[]> {
  const stored: string[] = [];
  let thumbnailKey: string | undefined;
  if (input.banner) {
    const photo = await storeMediaPhoto(db, storage, input.banner, { ...ARTICLE_PHOTOS, alt: input.bannerAlt, now });
    stored.push(photo.storageKey);
    thumbnailKey = photo.contentKey;
  }
  const current = mode === 'update' ? await db.selectFrom('articles').select('thumbnail_key').where('id', '=', id).executeTakeFirst() : undefined;
  const posterKey = thumbnailKey ?? current?.thumbnail_key ?? '';
  const blocks = editorHtmlToBlocks(input.bodyHtml, posterKey);
  const values = {
    category_id: input.categoryId,
    species: input.species,
    title: input.title,
    summary: input.summary,
    body_json: JSON.stringify(blocks),
    product_codes: input.productCodes.join(','),
    author: input.author,
    reviewer: input.reviewer || null,
    reading_minutes: readingMinutes(blocksText(blocks)),
    updated_at: now,
    ...(thumbnailKey && { thumbnail_key: thumbnailKey }),
    ...(publish && { is_published: publish.published ? 1 : 0, publish_at: publish.publishAt }),
  };
  if (mode === 'insert') {
    await db
      .insertInto('articles')
      .values({ id, content_key: `article-${id}`, ...values, thumbnail_key: thumbnailKey ?? '', is_published: publish?.published ? 1 : 0, publish_date: publish?.publishAt ?? now, created_at: now })
      .execute();
  } else await db.updateTable('articles').set(values).where('id', '=', id).execute();
  await db.deleteFrom('article_tags').where('article_id', '=', id).execute();
  const tags = [...new Set(input.tagIds)];
  if (tags.length > 0) await db.insertInto('article_tags').values(tags.map((tagId) => ({ article_id: id, tag_id: tagId }))).execute();
  return stored;
}

export function newArticleId(): string {
  return `art-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
