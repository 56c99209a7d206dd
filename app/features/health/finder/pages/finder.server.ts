import { data, redirect } from 'react-router';
import { activeProductsOfSpecies, getProduct } from '#app/features/catalogue/data/products.server';
import type { ProductDetail } from '#app/features/catalogue/product-types';
import { getPet } from '#app/features/pets/pets.server';
import { requireMember } from '#app/page-kit/auth.server';
import type { Services } from '#server/platform/services';
import { lifeStageLabel, LIFE_STAGES } from '../../shared/life-stage';
import { dailyGrams } from '#app/features/catalogue/daily-grams';
import { feedingRow, REFERENCE_KCAL_PER_KG } from '#app/features/catalogue/feeding-table';
import { ACTIVITY_LABEL, BODY_LABEL, type FinderAnswers, type FinderProduct, parseFinder, recommend, SIZE_LABEL, sizeForWeight } from '../finder';
import { saveFinderRun, type FinderSource } from '../../shared/data/health-records.server';
import { type Species } from '../../shared/health-types';
import { fitsPet, petInWords } from '../../shared/pet-fit';
import { memberPets, type ProgramContext, stageOfPet } from '../../shared/program.server';
import { CATEGORY_NAME, SPECIES_CATEGORIES } from '../../shared/questionnaire';
import { invalidQuery, readForm } from '#app/page-kit/forms.server';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

/** The pet food finder (/pet-food-finder) and the daily portion tool (/dailyportiontool). */

type Args = { request: Request; context: ProgramContext };

/** Active feeds of a species with their energy density: one query. */
async function finderProducts(services: Pick<Services, 'db'>, species: Species): Promise<FinderProduct[]> {
  return activeProductsOfSpecies(services.db.kysely, species === 'dog' ? 'Dog' : 'Cat');
}

function answersToQuery(a: FinderAnswers, petId: string | null, productId: string | null) {
  return { species: a.species, stage: a.stage, activity: a.activity, body: a.body, neutered: a.neutered ? 'yes' : 'no', weight: String(a.weightKg), size: a.size, concern: a.concerns, pet: petId, product: productId };
}

/** The answers a product implies (its species, and its life stage and size when it has one). */
function productPrefill(product: ProductDetail): Record<string, string> {
  const stage = product.LifeStage === 'puppy' || product.LifeStage === 'kitten' ? 'young' : product.LifeStage === 'all' ? null : product.LifeStage;
  return {
    species: product.Species__c === 'Dog' ? 'dog' : 'cat',
    ...(stage ? { stage } : {}),
    ...(product.Species__c === 'Dog' && product.Size !== 'all' ? { size: product.Size } : {}),
  };
}

/** The product the tool was opened for (a product page's link), when it exists and is on sale. */
async function chosenProduct(services: Pick<Services, 'db'>, params: URLSearchParams): Promise<ProductDetail | null> {
  const id = (params.get('product') ?? '').trim();
  if (id === '' || id.length > 64) return null;
  return getProduct(services.db.kysely, id);
}

const OPTIONS = {
  stages: (species: Species) => LIFE_STAGES.map((s) => ({ value: s, label: lifeStageLabel(species, s) })),
  sizes: Object.entries(SIZE_LABEL).map(([value, label]) => ({ value, label })),
  activities: Object.entries(ACTIVITY_LABEL).map(([value, label]) => ({ value, label })),
  bodies: Object.entries(BODY_LABEL).map(([value, label]) => ({ value, label })),
  concerns: { dog: SPECIES_CATEGORIES.dog.map((c) => ({ value: c, label: CATEGORY_NAME[c] })), cat: SPECIES_CATEGORIES.cat.map((c) => ({ value: c, label: CATEGORY_NAME[c] })) },
};

export function finderLoader(source: FinderSource) {
  return async ({ request, context }: Args) => {
    const url = new URL(request.url);
    const params = url.searchParams;
    const species = params.get('species');
    if (species !== null && species !== '' && species !== 'dog' && species !== 'cat') {
      invalidQuery('species', '반려동물 종류(species)는 dog(강아지) 또는 cat(고양이)이어야 합니다.');
    }
    let values: Record<string, string | string[]> = Object.fromEntries([...new Set(params.keys())].map((k) => [k, k === 'concern' ? params.getAll(k) : (params.get(k) ?? '')]));
    // A member's pet fills in what it knows; the answers in the URL win.
    const petId = params.get('pet');
    let petName: string | null = null;
    if (petId && !context.viewer.isGuest) {
      const pet = await getPet(context.services.db.kysely, context.viewer.userId, petId);
      if (!pet) throw data('반려동물을 찾을 수 없습니다.', { status: 404 });
      petName = pet.name;
      values = {
        species: pet.species,
        stage: stageOfPet(pet),
        weight: String(pet.weightKg),
        neutered: pet.neutered ? 'yes' : 'no',
        ...(pet.species === 'dog' ? { size: sizeForWeight(pet.weightKg) } : {}),
        ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0))),
      };
    }
    const product = await chosenProduct(context.services, params);
    if (product) {
      const prefill = productPrefill(product);
      values = { ...prefill, ...Object.fromEntries(Object.entries(values).filter(([k, v]) => k !== 'product' && v !== '' && !(Array.isArray(v) && v.length === 0))) };
    }
    const ran = params.get('run') === '1';
    let result = null;
    let errors = {};
    if (ran) {
      const parsed = parseFinder(params);
      errors = parsed.errors;
      if (parsed.answers) {
        const a = parsed.answers;
        const r = recommend(a, await finderProducts(context.services, a.species));
        const row = feedingRow(a.species, a.weightKg);
        const pet = { species: a.species, stage: a.stage };
        const fits = product !== null && fitsPet(product, pet);
        result = {
          species: a.species,
          who: petName ?? speciesLabel(a.species),
          // The product the tool was opened for comes first: its grams, or why it does not fit.
          chosen: product
            ? {
                product: { Id: product.Id, Name: product.Name, ThumbnailImageUrl__c: product.ThumbnailImageUrl__c, Summary: product.Summary },
                fits,
                grams: a.stage === 'young' || !fits ? null : dailyGrams(a, product.KcalPerKg).grams,
              }
            : null,
          young: a.stage === 'young',
          forWhom: petInWords(pet),
          unmetConcerns: r.unmetConcerns.map((c) => CATEGORY_NAME[c]),
          columnLabel: r.columnLabel,
          tableGrams: r.tableGrams,
          referenceKcal: REFERENCE_KCAL_PER_KG[a.species],
          row: { weightKg: row.weightKg, clamped: row.clamped, columns: row.columns.map((c) => ({ label: c.label, description: c.description })), grams: [...row.grams], chosen: r.column },
          recommendations: r.recommendations.map((x) => ({ product: { Id: x.product.Id, Name: x.product.Name, ThumbnailImageUrl__c: x.product.ThumbnailImageUrl__c, Summary: x.product.Summary, Form: x.product.Form, KcalPerKg: x.product.KcalPerKg }, reasons: x.reasons, grams: x.grams })),
        };
      }
    }
    return {
      source,
      product: product ? { Id: product.Id, Name: product.Name } : null,
      isGuest: context.viewer.isGuest,
      pets: await memberPets(context),
      petId: petName ? petId : null,
      values,
      errors: errors as Record<string, string>,
      result,
      saved: params.get('saved') === '1',
      options: { stages: { dog: OPTIONS.stages('dog'), cat: OPTIONS.stages('cat') }, sizes: OPTIONS.sizes, activities: OPTIONS.activities, bodies: OPTIONS.bodies, concerns: OPTIONS.concerns },
    };
  };
}

/** Members' runs: the answers come by POST, are checked, the run is saved, and the result shown by GET. */
export function finderAction(source: FinderSource) {
  return async ({ request, context }: Args) => {
    const member = requireMember(context, request);
    const form = await readForm(request);
    const params = new URLSearchParams();
    for (const [k, v] of form) if (typeof v === 'string') params.append(k, v);
    const parsed = parseFinder(params);
    if (!parsed.answers) return data({ errors: parsed.errors as Record<string, string>, values: parsed.values }, { status: 400 });
    const petId = (params.get('pet') ?? '').trim() || null;
    const a = parsed.answers;
    const result = recommend(a, await finderProducts(context.services, a.species));
    const saved = await saveFinderRun(context.services.db.kysely, member.memberId, { petId, source, answers: a, result });
    if (!saved.ok) return data({ errors: { pet: '반려동물을 찾을 수 없어요. 다시 골라 주세요.' } as Record<string, string>, values: parsed.values }, { status: 400 });
    const productId = (params.get('product') ?? '').trim() || null;
    const next = answersToQuery(a, petId, productId && (await getProduct(context.services.db.kysely, productId)) ? productId : null);
    return redirect(href(source, { ...next, run: '1', saved: '1' }, 'finder-result'));
  };
}
