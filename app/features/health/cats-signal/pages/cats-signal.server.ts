import { data, redirect } from 'react-router';
import { requireMember } from '#app/page-kit/auth.server';
import { formatDate } from '#app/lib/format';
import { lifeStageLabel, LIFE_STAGES } from '../../shared/life-stage';
import { CARE_LINES, careLineResults, SIGN_GROUPS, SIGN_STEPS, type SignGroupKey, signGroup } from '../cats-signal';
import { catsSignalParams, catsSignalProblem, type CatsSignalState, parseCatsSignal } from '../cats-signal-flow';
import { withQuery } from '../../shared/flow-state';
import { getHealthLog } from '../../shared/data/health-records.server';
import { STATUS_LABEL, type Status } from '../../shared/health-types';
import { productInfo } from '../../shared/product-info';
import { codeListHref, noFitText, type PetProfile, petInWords } from '../../shared/pet-fit';
import { carryOf, createPetAndContinue, loginHref, memberPets, newPetFormData, type ProgramContext, productsForCodes, registerHref, resolvePet, savedPetStage, stageOfPet } from '../../shared/program.server';
import { categoryOf } from '../../shared/questionnaire';
import type { ResultItem } from '../../shared/components/Results';
import { appPathOf } from '#app/lib/site-url';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { saveCatsSignalOp } from '../operations.server';
import { href } from '#app/config/href';

/** Loaders and actions of the cats-signal flow (/cats-signal, step1–step4). */

type Args = { request: Request; context: ProgramContext };

const GROUP_ERRORS: Record<string, string> = {
  required: '해당하는 신호를 하나 이상 골라 주세요. 없다면 ‘해당 없어요’를 골라 주세요.',
  exclusive: '‘해당 없어요’는 다른 신호와 함께 고를 수 없어요.',
};

async function stateOf({ request, context }: Args) {
  const url = new URL(request.url);
  const state = parseCatsSignal(url.searchParams);
  const pet = await resolvePet(context, request, state.pet, null, ['cat']);
  if (pet && !state.stage) {
    url.searchParams.set('stage', stageOfPet(pet));
    throw redirect(appPathOf(url) + url.search);
  }
  return { params: url.searchParams, state, pet };
}

export async function catsStep1Loader({ request, context }: Args) {
  const url = new URL(request.url);
  if (url.searchParams.get('new') === '1') {
    requireMember(context, request);
    return { mode: 'new' as const, ...newPetFormData(), cancelHref: href('cats-signal-step1') };
  }
  const state = parseCatsSignal(url.searchParams);
  return {
    mode: 'choose' as const,
    isGuest: context.viewer.isGuest,
    pets: await memberPets(context, ['cat']),
    selectedPet: state.pet,
    stage: state.stage,
    stages: LIFE_STAGES.map((s) => ({ value: s, label: lifeStageLabel('cat', s) })),
    carry: carryOf(url.searchParams, context.viewer.isGuest ? ['stage', 'pet'] : ['pet', 'stage']),
    error: url.searchParams.get('err') ? (context.viewer.isGuest ? '우리 고양이의 나이대를 골라 주세요.' : '체크할 고양이를 골라 주세요.') : null,
    loginHref: loginHref(href('cats-signal-step1')),
  };
}

export async function catsStep1Action({ request, context }: Args) {
  const member = requireMember(context, request);
  return createPetAndContinue(context.services, member, await readForm(request), (pet) =>
    pet.species === 'cat' ? href('cats-signal-step2', { pet: pet.id }) : href('cats-signal-step1', { err: 'pet' }),
  );
}

function groupsView(keys: readonly SignGroupKey[], state: CatsSignalState, err: string | null) {
  return keys.map((key) => {
    const g = signGroup(key);
    const [errKey, errCode] = (err ?? '').split(':');
    return {
      key,
      title: g.title,
      hint: g.hint,
      signs: g.signs.map((s) => ({ id: s.id, label: s.label })),
      noneId: g.noneId,
      selected: state.signs.filter((id) => id === g.noneId || g.signs.some((s) => s.id === id)),
      error: errKey === key ? (GROUP_ERRORS[errCode ?? ''] ?? null) : null,
    };
  });
}

function signStep(step: 2 | 3) {
  return async (args: Args) => {
    const { params, state, pet } = await stateOf(args);
    if ([...params.keys()].length === 0) return { mode: 'start' as const };
    const problem = catsSignalProblem(state, step === 2 ? 'step2' : 'step3');
    if (problem) throw redirect(problem.to);
    const groups = groupsView(SIGN_STEPS[step], state, params.get('err'));
    const own = new Set(groups.flatMap((g) => [g.noneId, ...g.signs.map((s) => s.id)]));
    const isGuest = args.context.viewer.isGuest;
    return {
      mode: 'form' as const,
      step,
      isGuest,
      who: pet?.name ?? `${lifeStageLabel('cat', state.stage!)} 고양이`,
      petId: pet?.id ?? null,
      pets: step === 3 && !isGuest && !pet ? await memberPets(args.context, ['cat']) : [],
      groups,
      carry: [...carryOf(params, ['s']), ...state.signs.filter((id) => !own.has(id)).map((id) => ['s', id] as const)],
      action: step === 2 ? href('cats-signal-step3') : href('cats-signal-step4'),
      back: step === 2 ? withQuery(href('cats-signal-step1'), catsSignalParams(state)) : withQuery(href('cats-signal-step2'), catsSignalParams(state)),
      loginHref: loginHref(withQuery(href('cats-signal-step3'), catsSignalParams(state))),
      newPetHref: href('cats-signal-step1', { new: 1 }),
    };
  };
}

export const catsStep2Loader = signStep(2);
export const catsStep3Loader = signStep(3);

/** The member's POST on step 3: the signs of the form replace those of step 3 in the URL. */
export async function catsSaveAction({ request, context }: PageArgs) {
  requireMember(context, request);
  const url = new URL(request.url);
  const form = await readForm(request);
  const step3 = new Set(SIGN_STEPS[3].flatMap((k) => [signGroup(k).noneId, ...signGroup(k).signs.map((s) => s.id)]));
  const params = new URLSearchParams(url.searchParams);
  params.delete('s');
  for (const id of url.searchParams.getAll('s')) if (!step3.has(id)) params.append('s', id);
  for (const id of form.getAll('s')) if (typeof id === 'string' && step3.has(id)) params.append('s', id);
  const state = parseCatsSignal(params);
  const problem = catsSignalProblem(state, 'step4');
  if (problem) {
    if (problem.to.startsWith(href('cats-signal-step3'))) {
      const [key, code] = problem.code.split(':');
      return data({ errors: { [key!]: GROUP_ERRORS[code ?? ''] ?? '' } as Record<string, string>, signs: state.signs }, { status: 400 });
    }
    throw redirect(problem.to);
  }
  const petId = String(form.get('pet') ?? state.pet ?? '').trim();
  if (petId === '') return data({ errors: { pet: '결과를 저장할 고양이를 골라 주세요.' } as Record<string, string>, signs: state.signs }, { status: 400 });
  const tried = await attemptForm(saveCatsSignalOp, { request, context }, form, { fromForm: () => ({ petId, signs: state.signs }) });
  if (!tried.ok) return data({ errors: { pet: Object.values(tried.errors)[0] ?? '고양이를 찾을 수 없어요. 다시 골라 주세요.' } as Record<string, string>, signs: state.signs }, { status: 400 });
  const saved = tried.value;
  return redirect(href('cats-signal-step4', { log: saved.id, coupon: saved.couponIssued ? 1 : null }));
}

async function lineItems(args: Args, pet: PetProfile, lines: { key: string; status: Status; signs: string[] }[]): Promise<ResultItem[]> {
  const codes = lines.map((l) => CARE_LINES.find((c) => c.key === l.key)!.code);
  const products = await productsForCodes(args.context.services, codes, pet);
  return lines.map((l) => {
    const line = CARE_LINES.find((c) => c.key === l.key)!;
    const cat = categoryOf('cat', line.category)!;
    return {
      key: line.key,
      name: line.title,
      image: l.status === 'Normal' ? cat.defaultImageUrl : cat.activeImageUrl,
      status: l.status,
      statusLabel: STATUS_LABEL[l.status],
      selected: l.signs,
      advice: line.advice,
      info: productInfo('cat', line.category) ?? null,
      products: products[line.code] ?? [],
      noFit: noFitText(pet, line.title),
      listHref: codeListHref(line.code, pet),
    };
  });
}

const SIGN_LABEL = new Map(SIGN_GROUPS.flatMap((g) => g.signs.map((s) => [s.id, s.label] as const)));

export async function catsStep4Loader(args: Args) {
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const logId = params.get('log');
  if (logId) {
    const member = requireMember(context, request);
    const log = await getHealthLog(context.services.db.kysely, member.memberId, logId, 'cats-signal');
    if (!log) throw data('결과를 찾을 수 없습니다.', { status: 404 });
    // SPEC 4.1: the flagged categories and their states; the signs give the words.
    const bySign = careLineResults(log.Answers);
    const lines = CARE_LINES.filter((l) => log.readBack.results.some((r) => r.category === l.category)).map((l) => ({
      key: l.key,
      status: log.readBack.results.find((r) => r.category === l.category)!.status,
      signs: (bySign.find((b) => b.line.key === l.key)?.signs ?? []).map((s) => s.label),
    }));
    const pet: PetProfile = { species: 'cat', stage: await savedPetStage(context, member.memberId, log.Pet__c) };
    return {
      mode: 'result' as const,
      saved: true,
      couponIssued: params.get('coupon') === '1',
      who: log.PetName,
      forWhom: petInWords(pet),
      petId: log.Pet__c,
      date: formatDate(log.CreatedDate),
      senior: pet.stage === 'senior',
      items: await lineItems(args, pet, lines),
      isGuest: false,
      loginHref: '',
      registerHref: '',
      saveHref: '',
    };
  }
  if ([...params.keys()].length === 0) return { mode: 'start' as const };
  const { state, pet } = await stateOf(args);
  const problem = catsSignalProblem(state, 'step4');
  if (problem) throw redirect(problem.to);
  const lines = careLineResults(state.signs).map((r) => ({ key: r.line.key, status: r.status, signs: r.signs.map((s) => SIGN_LABEL.get(s.id) ?? s.label) }));
  const step3 = withQuery(href('cats-signal-step3'), catsSignalParams(state));
  const profile: PetProfile = { species: 'cat', stage: state.stage! };
  return {
    mode: 'result' as const,
    saved: false,
    couponIssued: false,
    who: pet?.name ?? `${lifeStageLabel('cat', state.stage!)} 고양이`,
    forWhom: petInWords(profile),
    petId: pet?.id ?? null,
    date: formatDate(new Date()),
    senior: state.stage === 'senior',
    items: await lineItems(args, profile, lines),
    isGuest: context.viewer.isGuest,
    loginHref: loginHref(step3),
    registerHref: registerHref(step3),
    saveHref: step3,
  };
}
