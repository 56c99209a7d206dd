import { data } from 'react-router';
import { ageText } from '#app/features/pets/age-group';
import { listPets } from '#app/features/pets/pets.server';
import { requireMember } from '#app/page-kit/auth.server';
import { formatDate } from '#app/lib/format';
import { normalisePage } from '#app/ui/paginator/paginator';
import { CARE_LINES, careLineResults } from '../../cats-signal/cats-signal';
import { healthCounts, listBcsResults, listFinderRuns, listHealthLogs, petHealthHistory } from '../../shared/data/health-records.server';
import { type Category, type Status, WEIGHT_STATE_KO, type WeightState } from '../../shared/health-types';
import { lifeStageLabel } from '../../shared/life-stage';
import { ACTIVITY_LABEL, BODY_LABEL, SIZE_LABEL } from '../../finder/finder';
import { CATEGORY_NAME, SPECIES_CATEGORIES } from '../../shared/questionnaire';
import type { ProgramContext } from '../../shared/program.server';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

/** Loaders of the pet health report (/mypage/pet-health-report and its lists) and finder history. */

type Args = { request: Request; context: ProgramContext };
const PER_PAGE = 10;

const PROGRAM_NAME = { bcs: 'BCS 체크', sensitivity: '민감도 체크', 'cats-signal': '캣츠 시그널' } as const;

/** The badge colour of a BCS result in the lists: thin and heavy pets both need care. */
const WEIGHT_STATE_STATUS: Record<WeightState, Status> = { underweight: 'Caution', normal: 'Normal', overweight: 'Caution', obese: 'Action Required' };

function badges(results: readonly { category: Category; status: Status }[]) {
  return results.map((r) => ({ key: r.category, name: CATEGORY_NAME[r.category], status: r.status }));
}

function catsBadges(results: readonly { category: Category; status: Status }[]) {
  return CARE_LINES.filter((l) => results.some((r) => r.category === l.category)).map((l) => {
    const status = results.find((r) => r.category === l.category)!.status;
    return { key: l.key, name: l.title, status };
  });
}

export async function reportLoader({ request, context }: Args) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const pets = await listPets(context.services, member.memberId);
  const wanted = url.searchParams.get('pet');
  const pet = wanted ? pets.find((p) => p.id === wanted) : pets[0];
  if (wanted && !pet) throw data('반려동물을 찾을 수 없습니다.', { status: 404 });
  if (!pet) return { mode: 'no-pets' as const };
  const [history, counts] = await Promise.all([petHealthHistory(context.services.db.kysely, member.memberId, pet.id), healthCounts(context.services.db.kysely, member.memberId)]);
  const now = new Date();
  const bcs = history.bcs.map((b) => ({ id: b.id, date: formatDate(b.createdAt), weightKg: b.weightKg, score: b.score, state: b.state, stateLabel: WEIGHT_STATE_KO[b.state], idealWeightKg: b.idealWeightKg, dailyGrams: b.dailyGrams }));
  const checks = history.logs.map((l) => ({
    id: l.Id,
    date: formatDate(l.CreatedDate),
    program: l.Program,
    states: Object.fromEntries(l.readBack.results.map((r) => [r.category, r.status])) as Partial<Record<Category, Status>>,
  }));
  const timeline = [
    ...history.bcs.map((b) => ({
      id: b.id,
      at: b.createdAt,
      date: formatDate(b.createdAt),
      program: PROGRAM_NAME.bcs,
      href: href('bcs-step4', { result: b.id }),
      summary: `BCS ${b.score}/9 · ${WEIGHT_STATE_KO[b.state]} · ${b.weightKg}kg (적정 ${b.idealWeightKg}kg) · 하루 ${b.dailyGrams}g`,
      badges: [] as ReturnType<typeof badges>,
    })),
    ...history.logs.map((l) => ({
      id: l.Id,
      at: l.CreatedDate,
      date: formatDate(l.CreatedDate),
      program: PROGRAM_NAME[l.Program],
      href: href(l.Program === 'sensitivity' ? 'sensitivity-step4' : 'cats-signal-step4', { log: l.Id }),
      summary: l.readBack.results.length === 0 ? '특별한 신호 없음' : '',
      badges: l.Program === 'sensitivity' ? badges(l.readBack.results) : catsBadges(l.readBack.results),
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return {
    mode: 'report' as const,
    pets: pets.map((p) => ({ id: p.id, name: p.name, count: (counts[p.id]?.bcs ?? 0) + (counts[p.id]?.sensitivity ?? 0) + (counts[p.id]?.catsSignal ?? 0) })),
    pet: {
      id: pet.id,
      name: pet.name,
      species: pet.species,
      speciesLabel: speciesLabel(pet.species),
      breed: pet.breed,
      sex: pet.sex === 'male' ? '남아' : '여아',
      neutered: pet.neutered,
      age: ageText(pet.birthYear, pet.birthMonth, now),
      ageGroup: pet.ageGroup,
      weightKg: pet.weightKg,
    },
    printedOn: formatDate(now),
    bcs,
    categories: SPECIES_CATEGORIES[pet.species].map((c) => ({ id: c, name: CATEGORY_NAME[c] })),
    checks,
    timeline,
  };
}

async function petFilter(args: Args, memberId: string) {
  const url = new URL(args.request.url);
  const pets = await listPets(args.context.services, memberId);
  const petId = url.searchParams.get('pet');
  if (petId && !pets.some((p) => p.id === petId)) throw data('반려동물을 찾을 수 없습니다.', { status: 404 });
  return { url, pets: pets.map((p) => ({ id: p.id, name: p.name })), petId, page: normalisePage(url.searchParams.get('page')) };
}

export async function bcsListLoader(args: Args) {
  const member = requireMember(args.context, args.request);
  const { pets, petId, page } = await petFilter(args, member.memberId);
  const list = await listBcsResults(args.context.services.db.kysely, member.memberId, { petId: petId ?? undefined, page, perPage: PER_PAGE });
  return {
    pets,
    petId,
    page,
    total: list.total,
    items: list.items.map((b) => ({
      id: b.id,
      date: formatDate(b.createdAt),
      petName: b.petName,
      title: `BCS ${b.score}/9 · ${WEIGHT_STATE_KO[b.state]}`,
      status: WEIGHT_STATE_STATUS[b.state],
      detail: `${b.weightKg}kg → 적정 ${b.idealWeightKg}kg · 하루 ${b.dailyGrams}g · ${lifeStageLabel(b.species, b.stage)}`,
      href: href('bcs-step4', { result: b.id }),
      badges: [],
    })),
  };
}

export function logListLoader(program: 'sensitivity' | 'cats-signal') {
  return async (args: Args) => {
    const member = requireMember(args.context, args.request);
    const { pets, petId, page } = await petFilter(args, member.memberId);
    const list = await listHealthLogs(args.context.services.db.kysely, member.memberId, { program, petId: petId ?? undefined, page, perPage: PER_PAGE });
    return {
      pets,
      petId,
      page,
      total: list.total,
      items: list.items.map((l) => ({
        id: l.Id,
        date: formatDate(l.CreatedDate),
        petName: l.PetName,
        title: program === 'sensitivity' ? `${l.readBack.results.length}개 항목 체크` : careLineResults(l.Answers).length === 0 ? '특별한 신호 없음' : `케어 ${l.readBack.results.length}가지`,
        status: null,
        detail: '',
        href: href(program === 'sensitivity' ? 'sensitivity-step4' : 'cats-signal-step4', { log: l.Id }),
        badges: program === 'sensitivity' ? badges(l.readBack.results) : catsBadges(l.readBack.results),
      })),
    };
  };
}

const SOURCE_LABEL = { 'pet-food-finder': '펫푸드 파인더', dailyportiontool: '맞춤 사료 찾기' } as const;

export async function finderHistoryLoader(args: Args) {
  const member = requireMember(args.context, args.request);
  const url = new URL(args.request.url);
  const page = normalisePage(url.searchParams.get('page'));
  const list = await listFinderRuns(args.context.services.db.kysely, member.memberId, { page, perPage: PER_PAGE });
  return {
    page,
    total: list.total,
    items: list.items.map((r) => {
      const a = r.answers;
      const rerun = new URLSearchParams({ species: a.species, stage: a.stage, activity: a.activity, body: a.body, neutered: a.neutered ? 'yes' : 'no', weight: String(a.weightKg) });
      if (a.size) rerun.set('size', a.size);
      for (const c of a.concerns) rerun.append('concern', c);
      if (r.petId) rerun.set('pet', r.petId);
      return {
        id: r.id,
        date: formatDate(r.createdAt),
        source: SOURCE_LABEL[r.source] ?? r.source,
        who: r.petName ?? speciesLabel(a.species),
        answers: [
          lifeStageLabel(a.species, a.stage),
          a.size ? SIZE_LABEL[a.size] : null,
          `${a.weightKg}kg`,
          `활동량 ${ACTIVITY_LABEL[a.activity].split(' ')[0]}`,
          `체형 ${BODY_LABEL[a.body]}`,
          a.neutered ? '중성화' : null,
          a.concerns.length > 0 ? `고민: ${a.concerns.map((c) => CATEGORY_NAME[c]).join(', ')}` : null,
        ].filter((x): x is string => x !== null),
        columnLabel: r.columnLabel,
        products: r.products,
        rerunHref: `/${r.source}?${rerun.toString()}`,
      };
    }),
  };
}

