import type { Kysely } from 'kysely';
import { articleIds, saveArticle, type StoredBlock } from '#app/features/articles/data/articles.server';
import { categoryIds, findCategory, insertCategoryIfMissing } from '#app/features/articles/data/categories.server';
import { faqAnswersById, newsBodiesById, saveFaq, saveNews } from '#app/features/customer-center/data/customer-center.server';
import { reindexProducts } from '#app/features/search/search.server';
import type { Database } from '#server/platform/db/schema/database';
import { ensureMedia } from '#server/platform/media/photos';
import type { ObjectStore } from '#server/platform/storage/object-store';
import { ARTICLE_CATEGORIES, DEMO_ARTICLES, type DemoArticle } from './article-data';
import { type Art, artSvg } from './content-art';
import { conditionVariants, resolveConditions, type TextConditions } from '#app/lib/text-conditions';
import { DEMO_FAQS, DEMO_NEWS, FORMER_FAQ_ANSWERS, FORMER_NEWS_BODIES } from './customer-center-data';
import { sanitizeEditorHtml } from '#server/platform/html/editor-html';
import { SeedKeys } from './seed-keys';

/** Drawn pictures of the brand pages (SPEC 2.1 /about-us…, /vdiet), stored as CMS media. */
const BRAND_MEDIA: readonly { key: string; art: Art; alt: string }[] = [
  { key: 'brand-story', art: { animal: 'both', motif: 'heart', bg: '#fde8e4', accent: '#e2001a' }, alt: '나란히 앉은 강아지와 고양이, 그 옆의 빨간 하트' },
  { key: 'brand-value', art: { animal: 'none', motif: 'paws', bg: '#fff1e6', accent: '#e2001a' }, alt: '나란히 찍힌 빨간 발자국 두 개' },
  { key: 'brand-quality', art: { animal: 'none', motif: 'shield', bg: '#e7f0fb', accent: '#1f5f99' }, alt: '체크 표시가 있는 파란 방패' },
  { key: 'brand-nutrition', art: { animal: 'none', motif: 'flask', bg: '#e9f6ef', accent: '#2f8f6b' }, alt: '초록색 액체가 담긴 실험용 플라스크' },
  { key: 'brand-sustainability', art: { animal: 'none', motif: 'leaf', bg: '#eaf5e3', accent: '#4c9a2a' }, alt: '초록 잎사귀' },
  { key: 'brand-vdiet', art: { animal: 'both', motif: 'stethoscope', bg: '#e6eefc', accent: '#1f4e79' }, alt: '강아지와 고양이 옆에 놓인 청진기' },
];

type Db = Kysely<Database>;

async function putMedia(db: Db, storage: ObjectStore, key: string, svg: string, alt: string, now: string): Promise<void> {
  const media = { contentKey: key, storageKey: `cms/${key}.svg`, contentType: 'image/svg+xml', alt, width: 1200, height: 675, createdAt: now };
  await ensureMedia(db, storage, media, () => new TextEncoder().encode(svg));
}

function blocksOf(a: DemoArticle): StoredBlock[] {
  const blocks: StoredBlock[] = [];
  for (const part of a.body.split(/(\[\[figure\]\]|\[\[video\]\])/)) {
    if (part === '[[figure]]' && a.figure) blocks.push({ type: 'media', contentKey: `article-${a.id}-figure`, caption: a.figure.caption });
    else if (part === '[[video]]' && a.video) blocks.push({ type: 'video', videoId: a.video.id, title: a.video.title, posterKey: `article-${a.id}-video` });
    else if (part.trim() !== '' && !part.startsWith('[[')) blocks.push({ type: 'html', html: part.trim() });
  }
  return blocks;
}

/**
 * Articles with their drawn pictures, FAQs, notices, the pictures of the brand pages and the
 * search index. Inserts only what is missing (staff edits stay); the product part of the search
 * index follows the catalogue on every run.
 */
export async function seedContent(db: Db, storage: ObjectStore, keys?: SeedKeys, conditions: TextConditions = { kakao: false }): Promise<void> {
  const seeded = keys ?? (await SeedKeys.load(db));
  const services = { db: { kysely: db } };
  const now = new Date().toISOString();

  for (const [i, c] of ARTICLE_CATEGORIES.entries()) {
    await seeded.once(`article-category:${c.id}`, () => insertCategoryIfMissing(db, c.id, { parent_id: null, label: c.label, description: c.description, sort_order: i }));
    for (const [j, t] of c.tags.entries()) {
      await seeded.once(`article-category:${t.id}`, async () => {
        // A tag whose category staff deleted is not brought back either.
        if (!(await findCategory(db, c.id))) return;
        await insertCategoryIfMissing(db, t.id, { parent_id: c.id, label: t.label, description: '', sort_order: j });
      });
    }
  }

  const existingArticles = await articleIds(db);
  const categories = await categoryIds(db);
  for (const a of DEMO_ARTICLES) {
    const key = `article:${a.id}`;
    if (existingArticles.has(a.id)) await seeded.record(key);
    if (seeded.has(key) || !categories.has(a.category)) continue;
    await putMedia(db, storage, `article-${a.id}`, artSvg(a.art), a.alt, now);
    if (a.figure) await putMedia(db, storage, `article-${a.id}-figure`, artSvg(a.figure.art), a.figure.alt, now);
    if (a.video) await putMedia(db, storage, `article-${a.id}-video`, artSvg(a.video.art), a.video.alt, now);
    await saveArticle(db, {
      id: a.id,
      categoryId: a.category,
      species: a.species,
      title: a.title,
      summary: a.summary,
      thumbnailKey: `article-${a.id}`,
      blocks: blocksOf(a),
      productCodes: a.codes,
      author: '도담 수의영양팀',
      reviewer: a.reviewer ?? null,
      publishDate: a.publishDate < now ? a.publishDate : now,
      tagIds: a.tags.filter((t) => categories.has(t)),
    });
    await seeded.record(key);
  }

  // A row still holding what an earlier seed wrote (a promise the site no longer makes) gets the
  // current text; anything staff changed is left alone.
  // Texts that depend on the configuration (Kakao sign-up) follow it at every start (issue 25, item 4b).
  const existingFaqs = await faqAnswersById(db);
  for (const [i, f] of DEMO_FAQS.entries()) {
    const key = `faq:${f.id}`;
    const stored = existingFaqs.get(f.id);
    const answer = resolveConditions(f.answer, conditions);
    const known = [...conditionVariants(f.answer), ...(FORMER_FAQ_ANSWERS[f.id] ?? [])].map(sanitizeEditorHtml);
    // An answer an earlier seed (or the other configuration) wrote, still untouched: corrected.
    const outdated = stored !== undefined && stored !== sanitizeEditorHtml(answer) && known.includes(stored);
    if (stored !== undefined) await seeded.record(key);
    if (outdated) await saveFaq(db, { id: f.id, category: f.category, question: f.question, answerHtml: answer, sortOrder: i });
    else await seeded.once(key, () => saveFaq(db, { id: f.id, category: f.category, question: f.question, answerHtml: answer, sortOrder: i }));
  }

  const existingNews = await newsBodiesById(db);
  for (const n of DEMO_NEWS) {
    const key = `news:${n.id}`;
    const stored = existingNews.get(n.id);
    const former = FORMER_NEWS_BODIES[n.id] ?? [];
    const outdated = stored !== undefined && former.some((f) => stored === sanitizeEditorHtml(f));
    // A notice announcing a service is shown only while the service is configured.
    const shown = n.when === undefined || conditions[n.when];
    const news = { id: n.id, category: n.category, title: n.title, bodyHtml: n.body, pin: n.pin, sortOrder: n.sortOrder, publishDate: n.publishDate < now ? n.publishDate : now, isPublished: shown };
    if (stored !== undefined) await seeded.record(key);
    // Untouched (still the demo body): its publication follows the configuration.
    if (outdated || (n.when !== undefined && stored === sanitizeEditorHtml(n.body))) await saveNews(db, news);
    else await seeded.once(key, () => saveNews(db, news));
  }

  for (const m of BRAND_MEDIA) await seeded.once(`media:${m.key}`, () => putMedia(db, storage, m.key, artSvg(m.art), m.alt, now));

  await reindexProducts(services.db.kysely);
}
