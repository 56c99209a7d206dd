import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema/database';
import type { ObjectStore } from '#server/storage/object-store';
import { packshotSvg } from './packshot';
import { DEMO_PRODUCTS, STAGE_LABEL } from './product-data';

const ANALYSIS = (kcal: number, wet: boolean) =>
  JSON.stringify(
    wet
      ? [
          { label: '조단백', value: '9% 이상' },
          { label: '조지방', value: '4% 이상' },
          { label: '조섬유', value: '1% 이하' },
          { label: '조회분', value: '2.5% 이하' },
          { label: '수분', value: '80% 이하' },
          { label: '열량', value: `${kcal.toLocaleString('ko-KR')}kcal/kg` },
        ]
      : [
          { label: '조단백', value: '25% 이상' },
          { label: '조지방', value: '12% 이상' },
          { label: '조섬유', value: '4% 이하' },
          { label: '조회분', value: '8% 이하' },
          { label: '수분', value: '10% 이하' },
          { label: '열량', value: `${kcal.toLocaleString('ko-KR')}kcal/kg` },
        ],
  );

/** 은/는 after a name: 은 when its last syllable ends in a consonant (소형견은), else 는 (어덜트는). */
export function topicParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return '는';
  return (code - 0xac00) % 28 === 0 ? '는' : '은';
}

/** Inserts the demo catalogue and its packshots where missing (idempotent, like every seed). */
export async function seedCatalogue(db: Kysely<Database>, storage: ObjectStore, brand: string): Promise<void> {
  const now = new Date().toISOString();
  const existing = new Set((await db.selectFrom('products').select('id').execute()).map((r) => r.id));
  for (const [index, p] of DEMO_PRODUCTS.entries()) {
    if (existing.has(p.id)) continue;
    const contentKey = `pack-${p.id}`;
    const storageKey = `cms/${contentKey}.svg`;
    if (!(await storage.get(storageKey))) await storage.put(storageKey, new TextEncoder().encode(packshotSvg(p, brand)), 'image/svg+xml');
    await db
      .insertInto('cms_media')
      .values({ content_key: contentKey, storage_key: storageKey, content_type: 'image/svg+xml', alt_text: p.name, width: 800, height: 800, created_at: now })
      .onConflict((oc) => oc.column('content_key').doNothing())
      .execute();
    const speciesLabel = p.species === 'Dog' ? '강아지' : '고양이';
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('products')
        .values({
          id: p.id,
          name: p.name,
          species: p.species,
          life_stage: p.lifeStage,
          size: p.size,
          form: p.form,
          internal_codes: p.codes.join(','),
          package_grams: p.packageGrams,
          price: p.price,
          discount_rate: p.discountRate,
          thumbnail_url: `/cms/delivery/media/${contentKey}`,
          summary: p.summary,
          description: `${p.summary}. ${brand} ${p.name}${topicParticle(p.name)} ${STAGE_LABEL[p.lifeStage]} ${speciesLabel}를 위한 ${p.form === 'wet' ? '습식' : '건식'} 사료입니다. 수의영양학 기준에 맞춰 설계했으며, 급여량은 체중과 활동량에 따라 조절해 주세요.`,
          benefits_json: JSON.stringify(p.benefits),
          ingredients: p.species === 'Dog' ? '닭고기, 현미, 연어, 보리, 귀리, 비트펄프, 어유, 치커리(이눌린), 비타민, 미네랄' : '닭고기, 연어, 쌀, 옥수수 글루텐, 어유, 셀룰로오스, 타우린, 비타민, 미네랄',
          analysis_json: ANALYSIS(p.kcalPerKg, p.form === 'wet'),
          kcal_per_kg: p.kcalPerKg,
          is_vet: p.vet ? 1 : 0,
          is_active: 1,
          sort_order: index,
          seo_title: `${p.name} | ${brand}`,
          seo_description: p.summary,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('product_codes')
        .values(p.codes.map((code) => ({ product_id: p.id, code })))
        .execute();
    });
  }
}
