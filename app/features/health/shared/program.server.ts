import { data, redirect } from 'react-router';
import { productsByCodes } from '#app/features/catalogue/data/products.server';
import type { ProductSummary } from '#app/features/catalogue/product-types';
import { ageInMonths, ageText } from '#app/features/pets/age-group';
import type { Pet } from '#app/features/pets/pet-types';
import { checkPhoto, getPet, listPets, type PetPhoto, savePet } from '#app/features/pets/pets.server';
import { petSchema } from '#app/features/pets/schemas';
import { requireMember } from '#app/page-kit/auth.server';
import type { MemberCredential } from '#server/platform/operations/credentials';
import { limitRefusal, parseForm, readForm } from '#app/page-kit/forms.server';
import { lastYears } from '#app/lib/year-list';
import type { Viewer } from '#server/platform/auth/viewer';
import type { Services } from '#server/platform/services';
import type { LifeStageChoice } from './life-stage';
import { feedsFor, type PetProfile } from './pet-fit';
import type { Species } from './health-types';
import type { PetOption } from './components/PetStep';
import type { Carry } from './components/FlowForm';
import { appPathOf } from '#app/lib/site-url';
import { href } from '#app/config/href';

/** Shared pieces of the programs' loaders and actions. */

export interface ProgramContext {
  services: Services;
  viewer: Viewer;
}

function petOption(pet: Pet, now = new Date()): PetOption {
  return { id: pet.id, name: pet.name, species: pet.species, breed: pet.breed, weightKg: pet.weightKg, ageText: ageText(pet.birthYear, pet.birthMonth, now) };
}

export async function memberPets(context: ProgramContext, species?: readonly Species[]): Promise<PetOption[]> {
  if (context.viewer.isGuest) return [];
  const pets = await listPets(context.services, context.viewer.userId);
  return pets.filter((p) => !species || species.includes(p.species)).map((p) => petOption(p));
}

export function stageOfPet(pet: Pet, now = new Date()): LifeStageChoice {
  const months = ageInMonths(pet.birthYear, pet.birthMonth, now);
  return months < 12 ? 'young' : months < 84 ? 'adult' : 'senior';
}

/**
 * A saved result's pet as it is today: recommendations on a result opened again fit the pet's
 * age now (a kitten checked last year is an adult cat this year).
 */
export async function savedPetStage(context: ProgramContext, memberId: string, petId: string): Promise<LifeStageChoice> {
  const pet = await getPet(context.services.db.kysely, memberId, petId);
  return pet ? stageOfPet(pet) : 'adult';
}

/** The age question guests answer on a program's first step (the species is chosen beside it). */
export const GUEST_STAGES: readonly { value: LifeStageChoice; label: string }[] = [
  { value: 'young', label: '1세 미만 (퍼피·키튼)' },
  { value: 'adult', label: '1~6세 (어덜트)' },
  { value: 'senior', label: '7세 이상 (시니어)' },
];

/**
 * The pet named in the URL: a member's own pet (404 otherwise). Guests have no pets, so the
 * parameter is dropped. When the URL's species disagrees with the pet's, the visitor is sent to
 * the same page with the pet's species.
 */
export async function resolvePet(context: ProgramContext, request: Request, petId: string | null, species: Species | null, allowed?: readonly Species[]): Promise<Pet | null> {
  if (!petId) return null;
  const url = new URL(request.url);
  if (context.viewer.isGuest) {
    url.searchParams.delete('pet');
    throw redirect(appPathOf(url) + url.search);
  }
  const pet = await getPet(context.services.db.kysely, context.viewer.userId, petId);
  if (!pet || (allowed && !allowed.includes(pet.species))) throw data('반려동물을 찾을 수 없습니다.', { status: 404 });
  if (species !== pet.species && !(allowed?.length === 1)) {
    url.searchParams.set('species', pet.species);
    throw redirect(appPathOf(url) + url.search);
  }
  return pet;
}

export function loginHref(pathAndQuery: string): string {
  return href('login', { startURL: pathAndQuery });
}

export function registerHref(pathAndQuery: string): string {
  return href('register', { startURL: pathAndQuery });
}

/** The URL's parameters as hidden inputs, without the keys the step itself edits. */
export function carryOf(params: URLSearchParams, exclude: readonly string[]): Carry {
  const skip = new Set([...exclude, 'err', 'new']);
  return [...params.entries()].filter(([k]) => !skip.has(k));
}

/**
 * Active feeds for internal codes that fit the pet (species and life stage, pet-fit.ts),
 * grouped by code (one query through the catalogue service). A feed carrying two of the codes
 * appears under each; a code no feed fits has an empty list, which the result says in words.
 */
export async function productsForCodes(services: Pick<Services, 'db'>, codes: readonly number[], pet: PetProfile, perCode = 3): Promise<Record<number, ProductSummary[]>> {
  const products = feedsFor(await productsByCodes(services.db.kysely, codes, 60), pet);
  const out: Record<number, ProductSummary[]> = {};
  for (const code of codes) out[code] = products.filter((p) => p.InternalCodes.includes(code)).slice(0, perCode);
  return out;
}

export function newPetFormData() {
  return { years: lastYears(new Date()) };
}

/**
 * The step-1 form "새 반려동물 등록": saves the pet for the signed-in member and continues the
 * program with it. Bad input answers 400 with the messages of the pet form.
 */
export async function createPetAndContinue(services: Services, member: MemberCredential, form: FormData, next: (pet: { id: string; species: Species }) => string) {
  if (form.get('intent') !== 'save') throw data('알 수 없는 요청입니다.', { status: 400 });
  const parsed = parseForm(petSchema(new Date()), form);
  const file = form.get('photo');
  let photo: PetPhoto | undefined;
  let photoError: string | undefined;
  if (file instanceof File && file.size > 0) {
    const checked = await checkPhoto(new Uint8Array(await file.arrayBuffer()));
    if (checked.ok) photo = checked;
    else photoError = checked.message;
  }
  if (!parsed.ok || photoError) {
    const errors = parsed.ok ? {} : { ...parsed.fieldErrors };
    if (photoError) errors.photo = photoError;
    return data({ errors, values: parsed.ok ? undefined : parsed.values }, { status: 400 });
  }
  let outcome: Awaited<ReturnType<typeof savePet>>;
  try {
    outcome = await savePet(services, member.memberId, undefined, parsed.data, photo);
  } catch (error) {
    return limitRefusal(error, 'photo');
  }
  if (!outcome.ok) return data({ errors: { form: '반려동물은 20마리까지 등록할 수 있습니다.' }, values: undefined }, { status: 400 });
  return redirect(next({ id: outcome.petId, species: parsed.data.species }));
}

const CHOOSE_ERRORS = {
  species: '강아지인지 고양이인지 먼저 골라 주세요.',
  pet: '체크할 반려동물을 골라 주세요.',
};

/**
 * Step 1 of the sensitivity, BCS and breed checks: members choose a pet or open the new-pet
 * form (`?new=1`), guests choose the species. `keep` names the parameters this step sets, so
 * the rest of the flow's answers are carried through it.
 */
/** The programs whose step 1 chooses a pet this way (the cats signal asks for a cat on its own). */
export type PetChoiceProgram = 'bcs' | 'sensitivity' | 'breed';

export async function choosePetLoader(
  { request, context }: { request: Request; context: ProgramContext },
  program: PetChoiceProgram,
  selection: { pet: string | null; species: Species | null },
  keep: readonly string[],
) {
  const url = new URL(request.url);
  if (url.searchParams.get('new') === '1') {
    requireMember(context, request);
    return { mode: 'new' as const, ...newPetFormData(), cancelHref: href(`${program}-step1`) };
  }
  return {
    mode: 'choose' as const,
    isGuest: context.viewer.isGuest,
    pets: await memberPets(context),
    selectedPet: selection.pet,
    selectedSpecies: selection.species,
    carry: carryOf(url.searchParams, keep),
    error: url.searchParams.get('err') ? (context.viewer.isGuest ? CHOOSE_ERRORS.species : CHOOSE_ERRORS.pet) : null,
    loginHref: loginHref(href(`${program}-step1`)),
    hrefs: { next: href(`${program}-step2`), newPet: href(`${program}-step1`, { new: 1 }), back: href(program) },
  };
}

/** The new-pet form of step 1: saves the pet and goes on to step 2 with it. */
export async function choosePetAction({ request, context }: { request: Request; context: ProgramContext }, program: PetChoiceProgram) {
  const member = requireMember(context, request);
  return createPetAndContinue(context.services, member, await readForm(request), (pet) => href(`${program}-step2`, { species: pet.species, pet: pet.id }));
}
