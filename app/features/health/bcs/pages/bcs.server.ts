import { data, redirect } from 'react-router';
import { requireMember } from '#app/page-kit/auth.server';
import { formatDate } from '#app/lib/format';
import { BCS_CONTENT, BCS_QUESTION_TEXT, BCS_QUESTIONS, type BcsAnswers, type BcsLevel, bcsOutcome, feedingRangeText } from '../bcs';
import { lifeStageLabel, LIFE_STAGES, YOUNG_NOTICE } from '../../shared/life-stage';
import { feedingRow, REFERENCE_KCAL_PER_KG } from '#app/features/catalogue/feeding-table';
import { bcsParams, type BcsState, bcsProblem, completeBcsAnswers, parseBcs } from '../bcs-flow';
import { withQuery } from '../../shared/flow-state';
import { getBcsResult } from '../../shared/data/health-records.server';
import { type Species, WEIGHT_STATE_KO, type WeightState } from '../../shared/health-types';
import { codeListHref, noFitText, type PetProfile, petInWords } from '../../shared/pet-fit';
import { CATEGORY_CODE, productInfo } from '../../shared/product-info';
import { carryOf, choosePetAction, choosePetLoader, loginHref, memberPets, productsForCodes, registerHref, resolvePet, stageOfPet, type ProgramContext } from '../../shared/program.server';
import { getPet } from '#app/features/pets/pets.server';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { saveBcsResultOp } from '../operations.server';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

/** Loaders and actions of the BCS check (/bcs, step1–step4). */

type Args = { request: Request; context: ProgramContext };

const ERRORS: Record<string, string> = {
  weight: '몸무게를 0.5~90kg 사이의 숫자로, 소수점 한 자리까지 입력해 주세요. 예: 4.5',
  stage: '나이대를 골라 주세요.',
  ribs: '갈비뼈를 만져 본 느낌을 골라 주세요.',
  waist: '위에서 본 허리 모양을 골라 주세요.',
  belly: '옆에서 본 배 모양을 골라 주세요.',
};

async function stateOf({ request, context }: Args) {
  const params = new URL(request.url).searchParams;
  const state = parseBcs(params);
  const pet = await resolvePet(context, request, state.pet, state.species);
  return { params, state, pet };
}

export async function bcsStep1Loader(args: Args) {
  const state = parseBcs(new URL(args.request.url).searchParams);
  return choosePetLoader(args, 'bcs', state, ['pet', 'species']);
}

export const bcsStep1Action = (args: Args) => choosePetAction(args, 'bcs');

export async function bcsStep2Loader(args: Args) {
  const { params, state, pet } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const problem = bcsProblem(state, 'step2');
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const err = params.get('err') ?? '';
  return {
    mode: 'form' as const,
    species,
    who: pet?.name ?? speciesLabel(species),
    weight: state.weightText || (pet ? String(pet.weightKg) : ''),
    stage: state.stage ?? (pet ? stageOfPet(pet) : null),
    stages: LIFE_STAGES.map((s) => ({ value: s, label: lifeStageLabel(species, s) })),
    carry: carryOf(params, ['weight', 'stage']),
    back: withQuery(href('bcs-step1'), bcsParams(state)),
    errors: { weight: err === 'weight' ? ERRORS.weight : undefined, stage: err === 'stage' ? ERRORS.stage : undefined },
  };
}

function questionsFor(species: Species) {
  return BCS_QUESTION_TEXT[species].map((q) => ({ key: q.key, title: q.title, how: q.how, options: q.options.map((o) => ({ level: o.level, text: o.text })) }));
}

export async function bcsStep3Loader(args: Args) {
  const { params, state, pet } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const problem = bcsProblem(state, 'step3');
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const err = params.get('err') ?? '';
  const isGuest = args.context.viewer.isGuest;
  return {
    mode: 'form' as const,
    species,
    isGuest,
    who: pet?.name ?? speciesLabel(species),
    petId: pet?.id ?? null,
    pets: isGuest || pet ? [] : await memberPets(args.context, [species]),
    questions: questionsFor(species),
    answers: state.answers,
    carry: carryOf(params, [...BCS_QUESTIONS]),
    back: withQuery(href('bcs-step2'), bcsParams(state)),
    loginHref: loginHref(withQuery(href('bcs-step3'), bcsParams(state))),
    newPetHref: href('bcs-step1', { new: 1 }),
    errors: Object.fromEntries(BCS_QUESTIONS.filter((k) => err === k).map((k) => [k, ERRORS[k]!])) as Partial<Record<(typeof BCS_QUESTIONS)[number], string>>,
  };
}

/** The member's POST on step 3: the answers of the form win over the URL; saved for the chosen pet. */
export async function bcsSaveAction({ request, context }: PageArgs) {
  requireMember(context, request);
  const state: BcsState = parseBcs(new URL(request.url).searchParams);
  const form = await readForm(request);
  const answers: Partial<BcsAnswers> = { ...state.answers };
  const errors: Record<string, string> = {};
  for (const key of BCS_QUESTIONS) {
    const raw = form.get(key);
    if (raw === null) continue;
    const v = Number(raw);
    if (Number.isInteger(v) && v >= 1 && v <= 5) answers[key] = v as BcsLevel;
    else errors[key] = ERRORS[key]!;
  }
  for (const key of BCS_QUESTIONS) if (answers[key] === undefined) errors[key] ??= ERRORS[key]!;
  const problem = bcsProblem(state, 'step3');
  if (problem) throw redirect(problem.to);
  const petId = String(form.get('pet') ?? state.pet ?? '').trim();
  if (petId === '') errors.pet = '결과를 저장할 반려동물을 골라 주세요.';
  if (Object.keys(errors).length > 0 || !completeBcsAnswers(answers)) return data({ errors, answers }, { status: 400 });
  const tried = await attemptForm(saveBcsResultOp, { request, context }, form, { fromForm: () => ({ petId, species: state.species, weight: state.weight, stage: state.stage, answers }) });
  // The form's fields are the answers (checked above) and the pet: what the operation refuses is said on the pet.
  if (!tried.ok) return data({ errors: { pet: Object.values(tried.errors)[0] ?? '반려동물을 찾을 수 없어요. 다시 골라 주세요.' }, answers }, { status: 400 });
  const saved = tried.value;
  return redirect(href('bcs-step4', { result: saved.id }));
}

/**
 * Weight-care feeds are offered only to heavy pets, and only those that fit the pet (species
 * and life stage): a thin or healthy pet is never offered a light recipe, a kitten never an
 * adult one. When none fits, the result says so.
 */
async function weightCare(args: Args, pet: PetProfile, state: WeightState) {
  if (state !== 'overweight' && state !== 'obese') return null;
  const code = CATEGORY_CODE[pet.species].weight!;
  const title = productInfo(pet.species, 'weight')!.title;
  const products = (await productsForCodes(args.context.services, [code], pet))[code] ?? [];
  return { title, products, noFit: products.length === 0 ? noFitText(pet, title) : null, listHref: codeListHref(code, pet) };
}

async function resultView(args: Args, input: { species: Species; weightKg: number; stage: BcsState['stage']; answers: BcsAnswers; who: string; date: string; neutered: boolean | null }) {
  const { species } = input;
  const stage = input.stage ?? 'adult';
  const pet: PetProfile = { species, stage };
  const outcome = bcsOutcome(species, input.weightKg, input.answers, input.neutered);
  const content = BCS_CONTENT[species][outcome.state];
  const row = feedingRow(species, outcome.idealWeightKg);
  return {
    species,
    who: input.who,
    date: input.date,
    outcome,
    stateLabel: WEIGHT_STATE_KO[outcome.state],
    content: { circle: content.circle, summary: content.summary, tips: [...content.tips], slides: [...content.slides] },
    vet: content.vet ? { ...content.vet } : null,
    youngNotice: stage === 'young' ? YOUNG_NOTICE : null,
    stageLabel: lifeStageLabel(species, stage),
    forWhom: petInWords(pet),
    feeding: {
      weightKg: row.weightKg,
      columns: row.columns.map((c) => ({ label: c.label, description: c.description })),
      grams: [...row.grams],
      chosen: outcome.column,
      referenceKcal: REFERENCE_KCAL_PER_KG[species],
      range: feedingRangeText(species),
      clamped: row.clamped,
    },
    weightCare: await weightCare(args, pet, outcome.state),
  };
}

export async function bcsStep4Loader(args: Args) {
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const resultId = params.get('result');
  if (resultId) {
    const member = requireMember(context, request);
    const record = await getBcsResult(context.services.db.kysely, member.memberId, resultId);
    if (!record) throw data('결과를 찾을 수 없습니다.', { status: 404 });
    const pet = await getPet(context.services.db.kysely, member.memberId, record.petId);
    const view = await resultView(args, { species: record.species, weightKg: record.weightKg, stage: record.stage, answers: record.answers, who: record.petName, date: formatDate(record.createdAt), neutered: pet?.neutered ?? null });
    return { mode: 'result' as const, saved: true, petId: record.petId, isGuest: false, loginHref: '', registerHref: '', saveHref: '', ...view };
  }
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const { state, pet } = await stateOf(args);
  const problem = bcsProblem(state, 'step4');
  if (problem) throw redirect(problem.to);
  if (!completeBcsAnswers(state.answers)) throw redirect(href('bcs-step3'));
  const species = state.species!;
  const step3 = withQuery(href('bcs-step3'), bcsParams(state));
  const view = await resultView(args, { species, weightKg: state.weight!, stage: state.stage, answers: state.answers, who: pet?.name ?? speciesLabel(species), date: formatDate(new Date()), neutered: pet?.neutered ?? null });
  return {
    mode: 'result' as const,
    saved: false,
    petId: pet?.id ?? null,
    isGuest: context.viewer.isGuest,
    loginHref: loginHref(step3),
    registerHref: registerHref(step3),
    saveHref: step3,
    ...view,
  };
}
