import { indexDocuments, removeFromIndex, type SearchDocument } from '#server/platform/search/search-index';
import type { DbConn } from '#server/platform/db/database';
import type { ProductRow } from '#server/platform/db/schema/products';
import { internalCode } from '../internal-codes';
import { speciesLabel } from '#app/features/pets/species';

/** A product as the integrated search indexes it (the catalogue owns the words that find it). */

const SPECIES_WORDS: Record<string, string> = { Dog: '강아지 사료', Cat: '고양이 사료' };
const STAGE_WORDS: Record<string, string> = { puppy: '퍼피', kitten: '키튼', adult: '어덜트 성견 성묘', senior: '시니어 노령', all: '전연령' };

const careLines = (codes: string) =>
  codes
    .split(',')
    .map((c) => internalCode(Number(c.trim()))?.title)
    .filter((t): t is string => t !== undefined)
    .join(' ');

export function productDocument(r: ProductRow): SearchDocument {
  let benefits: string[] = [];
  try {
    benefits = JSON.parse(r.benefits_json) as string[];
  } catch {
    benefits = [];
  }
  return {
    type: 'product',
    id: r.id,
    title: r.name,
    // The 한 줄 소개 is what the result shows under the name, so its words find the product too.
    body: `${r.summary} ${r.description} ${benefits.join(', ')}.`,
    url: `/products/detail?id=${encodeURIComponent(r.id)}`,
    imageUrl: r.thumbnail_url,
    meta: `${speciesLabel(r.species)} · ${r.form === 'wet' ? '습식' : '건식'}${r.is_vet === 1 ? ' · 수의사 처방식' : ''}`,
    // The care lines (SPEC 9.8 codes by their titles: "체중 관리 도움") rank above the description.
    keywords: `${careLines(r.internal_codes)} ${SPECIES_WORDS[r.species] ?? ''} ${STAGE_WORDS[r.life_stage] ?? ''} ${r.form === 'wet' ? '습식 캔 파우치' : '건식'} ${r.is_vet === 1 ? '처방식' : ''}`,
    sortKey: String(r.sort_order).padStart(6, '0'),
    visibleFrom: r.publish_at,
  };
}

/** A product is in the search while it is published and not deleted (a scheduled one from its time). */
export const searchable = (r: Pick<ProductRow, 'is_active' | 'deleted_at'>) => r.is_active === 1 && r.deleted_at === null;

/** The search documents of some products as their rows are now (the back-office's saves and state changes). */
export async function syncProductSearch(db: DbConn, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', [...ids]).execute();
  const shown = rows.filter(searchable);
  await indexDocuments(db, shown.map(productDocument));
  const shownIds = new Set(shown.map((r) => r.id));
  await removeFromIndex(db, 'product', ids.filter((id) => !shownIds.has(id)));
}
