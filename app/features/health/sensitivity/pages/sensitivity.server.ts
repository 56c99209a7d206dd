import { data, redirect } from 'react-router';
import { formatDate } from '#app/lib/format';
import { requireMember } from '#app/page-kit/auth.server';
import { type Category, type Species, STATUS_LABEL, type Status } from '../../shared/health-types';
import { getHealthLog } from '../../shared/data/health-records.server';
import { parseSensitivity, type SensitivityState, sensitivityParams, sensitivityProblem } from '../sensitivity-flow';
import { withQuery } from '../../shared/flow-state';
import { byCodeOrder, codeOf, productInfo } from '../../shared/product-info';
import { codeListHref, noFitText, type PetProfile, petInWords } from '../../shared/pet-fit';
import { carryOf, choosePetAction, choosePetLoader, GUEST_STAGES, loginHref, memberPets, productsForCodes, registerHref, resolvePet, savedPetStage, stageOfPet, type ProgramContext } from '../../shared/program.server';
import { categoryOf, questionnaire } from '../../shared/questionnaire';
import { resultFor } from '../sensitivity-rule';
import type { ResultItem } from '../../shared/components/Results';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { saveSensitivityCheckOp } from '../operations.server';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

/** Loaders and actions of the sensitivity check (/sensitivitycheck, step1–step4, step2_1). */

type Args = { request: Request; context: ProgramContext };


const ERRORS: Record<string, string> = {
  categories: '신경 쓰이는 부분을 하나 이상 골라 주세요.',
  required: '해당하는 항목을 하나 이상 골라 주세요. 없다면 ‘이상 없음’을 골라 주세요.',
  exclusive: '‘이상 없음’은 다른 항목과 함께 고를 수 없어요.',
};

function errorOf(params: URLSearchParams): string | null {
  return ERRORS[params.get('err') ?? ''] ?? null;
}

async function stateOf({ request, context }: Args): Promise<{ params: URLSearchParams; state: SensitivityState; petName: string | null; stage: SensitivityState['stage'] }> {
  const params = new URL(request.url).searchParams;
  const state = parseSensitivity(params);
  const pet = await resolvePet(context, request, state.pet, state.species);
  return { params, state, petName: pet?.name ?? null, stage: pet ? stageOfPet(pet) : state.stage };
}

/** Step 1: members choose a pet (its age gives the life stage); guests the species and age. */
export async function step1Loader(args: Args) {
  const state = parseSensitivity(new URL(args.request.url).searchParams);
  const chosen = await choosePetLoader(args, 'sensitivity', state, ['pet', 'species', 'stage']);
  if (chosen.mode !== 'choose' || !chosen.isGuest) return chosen;
  const err = new URL(args.request.url).searchParams.get('err');
  return { ...chosen, error: err === 'species' ? chosen.error : null, stages: GUEST_STAGES, stage: state.stage, stageError: err === 'stage' ? '나이대를 골라 주세요.' : null };
}

export const step1Action = (args: Args) => choosePetAction(args, 'sensitivity');

export async function step2Loader(args: Args) {
  const { params, state, petName } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const problem = sensitivityProblem(state, 'step2');
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  return {
    mode: 'form' as const,
    species,
    who: petName ?? speciesLabel(species),
    categories: questionnaire(species).map((c) => ({ id: c.id, label: c.label, name: c.name, description: c.description, defaultImageUrl: c.defaultImageUrl, activeImageUrl: c.activeImageUrl })),
    selected: state.categories as string[],
    carry: [...carryOf(params, ['cat', 'c']), ['c', '0'] as const],
    back: withQuery(href('sensitivity-step1'), sensitivityParams(state)),
    error: errorOf(params),
  };
}

export async function step21Loader(args: Args) {
  const { params, state, petName } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const total = state.categories.length;
  const index = Math.min(Math.max(0, Number.parseInt(params.get('c') ?? '0', 10) || 0), Math.max(0, total - 1));
  const problem = sensitivityProblem(state, 'step2_1', index);
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const category = categoryOf(species, state.categories[index]!)!;
  const mine = new Set(category.questions.map((q) => q.id));
  const others = state.answers.filter((a) => !mine.has(a));
  const last = index === total - 1;
  const carry = [...carryOf(params, ['a', 'c']), ...others.map((a) => ['a', a] as const), ...(last ? [] : [['c', String(index + 1)] as const])];
  const back = index === 0 ? withQuery(href('sensitivity-step2'), sensitivityParams(state)) : withQuery(href('sensitivity-step2_1'), sensitivityParams(state, { c: String(index - 1) }));
  return {
    mode: 'form' as const,
    species,
    who: petName ?? speciesLabel(species),
    index,
    total,
    category: { id: category.id, name: category.name, label: category.label, description: category.description, questionImgUrl: category.questionImgUrl },
    questions: category.questions.map((q, i) => ({ id: q.id, label: q.label, exclusive: i === category.questions.length - 1 })),
    selected: state.answers.filter((a) => mine.has(a)),
    carry,
    action: last ? href('sensitivity-step3') : href('sensitivity-step2_1'),
    back,
    error: errorOf(params),
  };
}

function answerLabels(species: Species, category: Category, answers: readonly string[]): string[] {
  const cat = categoryOf(species, category);
  return cat ? cat.questions.filter((q) => answers.includes(q.id)).map((q) => q.label) : [];
}

export async function step3Loader(args: Args) {
  const { params, state, petName } = await stateOf(args);
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const problem = sensitivityProblem(state, 'step3');
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const query = sensitivityParams(state);
  return {
    mode: 'form' as const,
    species,
    isGuest: args.context.viewer.isGuest,
    who: petName ?? speciesLabel(species),
    petId: petName ? state.pet : null,
    pets: state.pet ? [] : await memberPets(args.context, [species]),
    summary: state.categories.map((c, i) => {
      const cat = categoryOf(species, c)!;
      return { id: c, name: cat.name, label: cat.label, answers: answerLabels(species, c, state.answers), edit: withQuery(href('sensitivity-step2_1'), sensitivityParams(state, { c: String(i) })) };
    }),
    resultHref: withQuery(href('sensitivity-step4'), query),
    back: withQuery(href('sensitivity-step2_1'), sensitivityParams(state, { c: String(state.categories.length - 1) })),
    loginHref: loginHref(withQuery(href('sensitivity-step3'), query)),
    newPetHref: href('sensitivity-step1', { new: 1 }),
  };
}

function computed(state: SensitivityState) {
  const species = state.species!;
  const selected = new Set(state.answers);
  return state.categories.map((c) => resultFor(species, c, selected)!);
}

/** The member's POST on the confirmation step: save the log for the chosen pet (the saveSensitivityCheck operation), then show it. */
export async function saveAction(args: PageArgs) {
  const { request, context } = args;
  requireMember(context, request);
  const state = parseSensitivity(new URL(request.url).searchParams);
  const form = await readForm(request);
  const petId = String(form.get('pet') ?? state.pet ?? '').trim();
  const problem = sensitivityProblem(state, 'step4');
  if (problem) throw redirect(problem.to);
  if (petId === '') return data({ errors: { pet: '결과를 저장할 반려동물을 골라 주세요.' } }, { status: 400 });
  const tried = await attemptForm(saveSensitivityCheckOp, args, form, { fromForm: () => ({ petId, answers: state.answers }) });
  // The form has one field, the pet: whatever was refused is said there.
  if (!tried.ok) return data({ errors: { pet: Object.values(tried.errors)[0] ?? '반려동물을 찾을 수 없어요. 다시 골라 주세요.' } }, { status: 400 });
  return redirect(href('sensitivity-step4', { log: tried.value.id }));
}

async function resultItems(args: Args, pet: PetProfile, results: readonly { category: Category; status: Status }[], answers: readonly string[]): Promise<ResultItem[]> {
  const { species } = pet;
  const ordered = byCodeOrder(species, results, (r) => codeOf(species, r.category));
  const codes = ordered.map((r) => codeOf(species, r.category)).filter((c): c is number => c !== undefined);
  const products = await productsForCodes(args.context.services, codes, pet);
  return ordered.map((r) => {
    const cat = categoryOf(species, r.category)!;
    const info = productInfo(species, r.category) ?? null;
    return {
      key: r.category,
      name: cat.name,
      image: r.status === 'Normal' ? cat.defaultImageUrl : cat.activeImageUrl,
      status: r.status,
      statusLabel: STATUS_LABEL[r.status],
      selected: answerLabels(species, r.category, answers),
      info,
      products: info ? (products[info.InternalCode] ?? []) : [],
      noFit: info ? noFitText(pet, info.title) : undefined,
      listHref: info ? codeListHref(info.InternalCode, pet) : undefined,
    };
  });
}

export async function step4Loader(args: Args) {
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const logId = params.get('log');
  if (logId) {
    const member = requireMember(context, request);
    const log = await getHealthLog(context.services.db.kysely, member.memberId, logId, 'sensitivity');
    if (!log) throw data('결과를 찾을 수 없습니다.', { status: 404 });
    const species = log.readBack.species;
    const pet: PetProfile = { species, stage: await savedPetStage(context, member.memberId, log.Pet__c) };
    return {
      mode: 'result' as const,
      saved: true,
      species,
      who: log.PetName,
      forWhom: petInWords(pet),
      petId: log.Pet__c,
      date: formatDate(log.CreatedDate),
      items: await resultItems(args, pet, log.readBack.results, log.Answers),
      isGuest: false,
      loginHref: '',
      registerHref: '',
      saveHref: '',
    };
  }
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const { state, petName, stage } = await stateOf(args);
  const problem = sensitivityProblem(state, 'step4');
  if (problem) throw redirect(problem.to);
  const species = state.species!;
  const pet: PetProfile = { species, stage: stage! };
  const results = computed(state).map((r) => ({ category: r.category.id, status: r.status }));
  const step3 = withQuery(href('sensitivity-step3'), sensitivityParams(state));
  return {
    mode: 'result' as const,
    saved: false,
    species,
    who: petName ?? speciesLabel(species),
    forWhom: petInWords(pet),
    petId: state.pet,
    date: formatDate(new Date()),
    items: await resultItems(args, pet, results, state.answers),
    isGuest: context.viewer.isGuest,
    loginHref: loginHref(step3),
    registerHref: registerHref(step3),
    saveHref: step3,
  };
}

