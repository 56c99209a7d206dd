import { redirect } from 'react-router';
import { ageInMonths } from '#app/features/pets/age-group';
import { breedList, CATEGORY_TIPS, sensitivitiesFor } from '../breed-sensitivity';
import { breedParams, breedProblem, type BreedState, parseBreed } from '../breed-flow';
import { withQuery } from '../../shared/flow-state';
import { feedingRow } from '#app/features/catalogue/feeding-table';
import { type Category } from '../../shared/health-types';
import { byCodeOrder, codeOf, productInfo } from '../../shared/product-info';
import { codeListHref, noFitText, type PetProfile, petInWords, stageOfAgeYears } from '../../shared/pet-fit';
import { carryOf, choosePetAction, choosePetLoader, productsForCodes, resolvePet, type ProgramContext } from '../../shared/program.server';
import { CATEGORY_NAME, categoryOf, SPECIES_CATEGORIES } from '../../shared/questionnaire';
import type { ResultItem } from '../../shared/components/Results';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';
import { withParticle } from '#app/lib/korean-particles';

/** Loaders of the breed-sensitivity flow (/breedsensitivity, step1–step3, result, health-tip). */

type Args = { request: Request; context: ProgramContext };

const ERRORS: Record<string, string> = {
  breed: '목록에서 품종을 골라 주세요. 목록에 없다면 믹스견·믹스묘를 골라 주세요.',
  age: '나이를 골라 주세요.',
  neutered: '중성화 여부를 골라 주세요.',
  weight: '몸무게는 0.5~90kg 사이의 숫자로, 소수점 한 자리까지 입력해 주세요. 예: 4.5',
};

async function stateOf({ request, context }: Args) {
  const params = new URL(request.url).searchParams;
  const state = parseBreed(params);
  const pet = await resolvePet(context, request, state.pet, state.species);
  return { params, state, pet };
}

export async function breedStep1Loader(args: Args) {
  const state = parseBreed(new URL(args.request.url).searchParams);
  return choosePetLoader(args, 'breed', state, ['pet', 'species', 'breed']);
}

export const breedStep1Action = (args: Args) => choosePetAction(args, 'breed');

export async function breedStep2Loader(args: Args) {
  const { params, state, pet } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const problem = breedProblem(state, 'step2');
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const list = breedList(species);
  const petBreed = pet && list.includes(pet.breed) ? pet.breed : null;
  return {
    mode: 'form' as const,
    species,
    who: pet?.name ?? speciesLabel(species),
    breeds: [...list],
    query: (params.get('q') ?? '').slice(0, 20),
    selected: state.breed ?? petBreed,
    petBreedNote: pet && !petBreed ? `등록된 품종 ${withParticle(`‘${pet.breed}’`, '은/는')} 목록에 없어요. 가장 가까운 품종이나 ${species === 'dog' ? '믹스견' : '믹스묘'}을 골라 주세요.` : null,
    carry: carryOf(params, ['breed', 'q']),
    searchCarry: carryOf(params, ['q']),
    back: withQuery(href('breed-step1'), breedParams(state)),
    error: params.get('err') === 'breed' ? ERRORS.breed! : null,
  };
}

export async function breedStep3Loader(args: Args) {
  const { params, state, pet } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const problem = breedProblem(state, 'step3');
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const err = params.get('err') ?? '';
  const petAge = pet ? Math.floor(ageInMonths(pet.birthYear, pet.birthMonth, new Date()) / 12) : null;
  return {
    mode: 'form' as const,
    species,
    who: pet?.name ?? speciesLabel(species),
    breed: state.breed!,
    age: state.age ?? petAge,
    neutered: state.neutered ?? pet?.neutered ?? null,
    weight: state.weightText || (pet ? String(pet.weightKg) : ''),
    carry: carryOf(params, ['age', 'neutered', 'weight']),
    back: withQuery(href('breed-step2'), breedParams(state)),
    errors: { age: err === 'age' ? ERRORS.age : undefined, neutered: err === 'neutered' ? ERRORS.neutered : undefined, weight: err === 'weight' ? ERRORS.weight : undefined },
  };
}

async function items(args: Args, pet: PetProfile, list: { category: Category; reason: string }[]): Promise<ResultItem[]> {
  const { species } = pet;
  const ordered = byCodeOrder(species, list, (s) => codeOf(species, s.category));
  const codes = ordered.map((s) => codeOf(species, s.category)).filter((c): c is number => c !== undefined);
  const products = await productsForCodes(args.context.services, codes, pet, 2);
  return ordered.map((s) => {
    const cat = categoryOf(species, s.category)!;
    const info = productInfo(species, s.category) ?? null;
    return {
      key: s.category,
      name: cat.name,
      image: cat.activeImageUrl,
      selected: [],
      advice: s.reason,
      info,
      products: info ? (products[info.InternalCode] ?? []) : [],
      noFit: info ? noFitText(pet, info.title) : undefined,
      listHref: info ? codeListHref(info.InternalCode, pet) : undefined,
    };
  });
}

function resultState(params: URLSearchParams) {
  return parseBreed(params);
}

export async function breedResultLoader(args: Args) {
  const { params, state, pet } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const problem = breedProblem(state, 'result', params.get('weight'));
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const profile: PetProfile = { species, stage: stageOfAgeYears(state.age!) };
  const list = sensitivitiesFor(species, state.breed!, { ageYears: state.age!, neutered: state.neutered! });
  const row = state.weight !== null ? feedingRow(species, state.weight) : null;
  const maintain = row ? row.grams[row.grams.length - 1]! : null;
  const control = row ? row.grams[row.grams.length - 2]! : null;
  return {
    mode: 'result' as const,
    species,
    who: pet?.name ?? `${state.breed} ${speciesLabel(species)}`,
    breed: state.breed!,
    ageText: state.age === 0 ? '1살 미만' : `${state.age}살`,
    neutered: state.neutered!,
    forWhom: petInWords(profile),
    items: await items(args, profile, list),
    grams: row && state.age! >= 1 ? { weightKg: row.weightKg, maintain: maintain!, control: control!, neuteredOrSenior: state.neutered! || state.age! >= 7 } : null,
    tipHref: withQuery(href('breed-health-tip'), breedParams(state)),
    restartHref: href('breed-step1'),
  };
}

export async function breedTipLoader(args: Args) {
  const params = new URL(args.request.url).searchParams;
  const state: BreedState = resultState(params);
  if (state.species && state.breed) {
    const list = sensitivitiesFor(state.species, state.breed, { ageYears: state.age ?? 3, neutered: state.neutered ?? false });
    return {
      mode: 'breed' as const,
      species: state.species,
      breed: state.breed,
      sections: list.map((s) => ({ key: s.category, title: `${CATEGORY_NAME[s.category]} 관리`, reason: s.reason, tips: [...CATEGORY_TIPS[s.category]] })),
      resultHref: withQuery(href('breed-result'), breedParams(state)),
    };
  }
  return {
    mode: 'general' as const,
    groups: (['dog', 'cat'] as const).map((species) => ({
      species,
      title: `${speciesLabel(species)} 건강 팁`,
      sections: SPECIES_CATEGORIES[species].map((c) => ({ key: c, title: `${CATEGORY_NAME[c]} 관리`, tips: [...CATEGORY_TIPS[c]] })),
    })),
  };
}
