import { randomUUID } from 'node:crypto';
import type { BcsResultRow } from '#server/platform/db/schema/bcs-results';
import type { HealthLogRow, HealthProgram } from '#server/platform/db/schema/health-logs';
import type { ProductFinderRunRow } from '#server/platform/db/schema/product-finder-runs';
import type { DbConn } from '#server/platform/db/database';
import { petRefOfMember, petsForJoin } from '#app/features/pets/data/pets.server';
import { type BcsAnswers, type BcsOutcome, bcsState } from '../../bcs/bcs';
import { type LifeStageChoice } from '../life-stage';
import type { FinderAnswers, FinderResult } from '../../finder/finder';
import { ALL_CATEGORIES, type Category, isWeightState, type Species, type Status, type WeightState } from '../health-types';
import { LOG_FIELDS, type PetHealthProgramLog, readBackLog, type ReadBackResult, toLog } from '../health-log';

/**
 * Members' health records: pet health program logs (sensitivity check, cats signal), BCS
 * results and product-finder runs. Every query names the member: another member's record is
 * simply not found (DESIGN 8). Saving checks in the same query that the pet is the member's own.
 */

/** Column prefix of each category in health_logs (the spec's field names in snake_case). */
const COLUMN: Record<Category, 'skin' | 'weight' | 'digest' | 'hair' | 'stress' | 'urinary' | 'dental' | 'hairball' | 'neutering'> = {
  skin: 'skin',
  weight: 'weight',
  digest: 'digest',
  fur: 'hair',
  stress: 'stress',
  urinary: 'urinary',
  tooth: 'dental',
  hairball: 'hairball',
  neutral: 'neutering',
};

export interface PetRef {
  id: string;
  name: string;
  species: Species;
}

/** The member's pet, or null when it is not theirs (or not of the species asked for). */
export async function ownPet(db: DbConn, memberId: string, petId: string, species?: Species): Promise<PetRef | null> {
  return (await petRefOfMember(db, memberId, petId, species)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Pet health program logs

/** A stored log with the spec's field names (SPEC 3.6) and what was answered. */
export type HealthLogRecord = PetHealthProgramLog & {
  Id: string;
  Pet__c: string;
  PetName: string;
  Program: HealthProgram;
  Answers: string[];
  CreatedDate: string;
};

function toRecord(row: HealthLogRow & { pet_name: string }): HealthLogRecord {
  const record: Record<string, unknown> = {
    Id: row.id,
    Pet__c: row.pet_id,
    PetName: row.pet_name,
    Program: row.program,
    Species__c: row.species,
    Answers: row.answers === '' ? [] : row.answers.split(','),
    CreatedDate: row.created_at,
  };
  for (const category of ALL_CATEGORIES) {
    const fields = LOG_FIELDS[category];
    const col = COLUMN[category];
    record[fields.flag] = row[`has_${col}_issue`] === 1;
    record[fields.state] = row[`${col}_state`];
  }
  return record as HealthLogRecord;
}

export type SaveResult = { ok: true; id: string } | { ok: false; reason: 'pet-not-found' };

export async function saveHealthLog(
  db: DbConn,
  memberId: string,
  input: { petId: string; program: HealthProgram; species: Species; results: readonly { category: { id: Category }; status: Status }[]; answers: readonly string[] },
): Promise<SaveResult> {
  const pet = await ownPet(db, memberId, input.petId, input.species);
  if (!pet) return { ok: false, reason: 'pet-not-found' };
  const log = toLog(input.species, input.results) as Record<string, unknown>;
  const values: Record<string, unknown> = {
    id: randomUUID(),
    member_id: memberId,
    pet_id: pet.id,
    program: input.program,
    species: log.Species__c,
    answers: input.answers.join(','),
    created_at: new Date().toISOString(),
  };
  for (const category of ALL_CATEGORIES) {
    const fields = LOG_FIELDS[category];
    values[`has_${COLUMN[category]}_issue`] = log[fields.flag] === true ? 1 : 0;
    values[`${COLUMN[category]}_state`] = log[fields.state] ?? null;
  }
  try {
    await db.insertInto('health_logs').values(values as never).execute();
  } catch (error) {
    // The pet was deleted between the check and the insert (foreign key).
    if (!(await ownPet(db, memberId, input.petId))) return { ok: false, reason: 'pet-not-found' };
    throw error;
  }
  return { ok: true, id: values.id as string };
}

function logsQuery(db: DbConn, memberId: string) {
  return db
    .selectFrom('health_logs')
    .innerJoin(petsForJoin(db).as('pets'), 'pets.id', 'health_logs.pet_id')
    .selectAll('health_logs')
    .select('pets.name as pet_name')
    .where('health_logs.member_id', '=', memberId);
}

export async function getHealthLog(db: DbConn, memberId: string, logId: string, program?: HealthProgram): Promise<(HealthLogRecord & { readBack: ReadBackResult }) | null> {
  let q = logsQuery(db, memberId).where('health_logs.id', '=', logId);
  if (program) q = q.where('health_logs.program', '=', program);
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const record = toRecord(row);
  return { ...record, readBack: readBackLog(record) };
}

export interface Page<T> {
  total: number;
  items: T[];
}

export async function listHealthLogs(
  db: DbConn,
  memberId: string,
  options: { program?: HealthProgram; petId?: string; page?: number; perPage?: number } = {},
): Promise<Page<HealthLogRecord & { readBack: ReadBackResult }>> {
  const perPage = options.perPage ?? 10;
  const page = Math.max(1, options.page ?? 1);
  let count = db
    .selectFrom('health_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId);
  let items = logsQuery(db, memberId);
  if (options.program) {
    count = count.where('program', '=', options.program);
    items = items.where('health_logs.program', '=', options.program);
  }
  if (options.petId) {
    count = count.where('pet_id', '=', options.petId);
    items = items.where('health_logs.pet_id', '=', options.petId);
  }
  const [total, rows] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    items.orderBy('health_logs.created_at', 'desc').orderBy('health_logs.id').limit(perPage).offset((page - 1) * perPage).execute(),
  ]);
  return { total: Number(total.n), items: rows.map((r) => ({ ...toRecord(r), readBack: readBackLog(toRecord(r)) })) };
}

// ---------------------------------------------------------------------------------------------
// BCS results

export interface BcsRecord {
  id: string;
  petId: string;
  petName: string;
  species: Species;
  weightKg: number;
  stage: LifeStageChoice;
  answers: BcsAnswers;
  score: number;
  state: WeightState;
  idealWeightKg: number;
  dailyGrams: number;
  createdAt: string;
}

function toBcs(row: BcsResultRow & { pet_name: string }): BcsRecord {
  return {
    id: row.id,
    petId: row.pet_id,
    petName: row.pet_name,
    species: row.species,
    weightKg: row.weight_grams / 1000,
    stage: row.life_stage as LifeStageChoice,
    answers: { ribs: row.ribs, waist: row.waist, belly: row.belly } as BcsAnswers,
    score: row.score,
    state: isWeightState(row.state) ? row.state : bcsState(row.score),
    idealWeightKg: row.ideal_weight_grams / 1000,
    dailyGrams: row.daily_grams,
    createdAt: row.created_at,
  };
}

export async function saveBcsResult(
  db: DbConn,
  memberId: string,
  input: { petId: string; stage: LifeStageChoice; answers: BcsAnswers; outcome: BcsOutcome },
): Promise<SaveResult> {
  const pet = await ownPet(db, memberId, input.petId, input.outcome.species);
  if (!pet) return { ok: false, reason: 'pet-not-found' };
  const id = randomUUID();
  try {
    await db
      .insertInto('bcs_results')
      .values({
        id,
        member_id: memberId,
        pet_id: pet.id,
        species: input.outcome.species,
        weight_grams: Math.round(input.outcome.weightKg * 1000),
        life_stage: input.stage,
        ribs: input.answers.ribs,
        waist: input.answers.waist,
        belly: input.answers.belly,
        score: input.outcome.score,
        state: input.outcome.state,
        ideal_weight_grams: Math.round(input.outcome.idealWeightKg * 1000),
        daily_grams: input.outcome.dailyGrams,
        created_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    if (!(await ownPet(db, memberId, input.petId))) return { ok: false, reason: 'pet-not-found' };
    throw error;
  }
  return { ok: true, id };
}

function bcsQuery(db: DbConn, memberId: string) {
  return db
    .selectFrom('bcs_results')
    .innerJoin(petsForJoin(db).as('pets'), 'pets.id', 'bcs_results.pet_id')
    .selectAll('bcs_results')
    .select('pets.name as pet_name')
    .where('bcs_results.member_id', '=', memberId);
}

export async function getBcsResult(db: DbConn, memberId: string, id: string): Promise<BcsRecord | null> {
  const row = await bcsQuery(db, memberId).where('bcs_results.id', '=', id).executeTakeFirst();
  return row ? toBcs(row) : null;
}

export async function listBcsResults(db: DbConn, memberId: string, options: { petId?: string; page?: number; perPage?: number } = {}): Promise<Page<BcsRecord>> {
  const perPage = options.perPage ?? 10;
  const page = Math.max(1, options.page ?? 1);
  let count = db.selectFrom('bcs_results').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId);
  let items = bcsQuery(db, memberId);
  if (options.petId) {
    count = count.where('pet_id', '=', options.petId);
    items = items.where('bcs_results.pet_id', '=', options.petId);
  }
  const [total, rows] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    items.orderBy('bcs_results.created_at', 'desc').orderBy('bcs_results.id').limit(perPage).offset((page - 1) * perPage).execute(),
  ]);
  return { total: Number(total.n), items: rows.map(toBcs) };
}

// ---------------------------------------------------------------------------------------------
// Product finder runs

export type FinderSource = 'pet-food-finder' | 'dailyportiontool';

export interface FinderRunRecord {
  id: string;
  petId: string | null;
  petName: string | null;
  source: FinderSource;
  species: Species;
  answers: FinderAnswers;
  columnLabel: string;
  tableGrams: number;
  products: { id: string; name: string; grams: number | null; thumbnail: string }[];
  createdAt: string;
}

function toRun(row: ProductFinderRunRow & { pet_name: string | null }): FinderRunRecord {
  const results = JSON.parse(row.results_json) as { columnLabel: string; tableGrams: number; products: FinderRunRecord['products'] };
  return {
    id: row.id,
    petId: row.pet_id,
    petName: row.pet_name,
    source: row.source as FinderSource,
    species: row.species,
    answers: JSON.parse(row.answers_json) as FinderAnswers,
    columnLabel: results.columnLabel,
    tableGrams: results.tableGrams,
    products: results.products,
    createdAt: row.created_at,
  };
}

export async function saveFinderRun(
  db: DbConn,
  memberId: string,
  input: { petId: string | null; source: FinderSource; answers: FinderAnswers; result: FinderResult },
): Promise<SaveResult> {
  if (input.petId && !(await ownPet(db, memberId, input.petId, input.answers.species))) return { ok: false, reason: 'pet-not-found' };
  const id = randomUUID();
  const results = {
    columnLabel: input.result.columnLabel,
    tableGrams: input.result.tableGrams,
    products: input.result.recommendations.map((r) => ({ id: r.product.Id, name: r.product.Name, grams: r.grams, thumbnail: r.product.ThumbnailImageUrl__c })),
  };
  await db
    .insertInto('product_finder_runs')
    .values({
      id,
      member_id: memberId,
      pet_id: input.petId,
      source: input.source,
      species: input.answers.species,
      answers_json: JSON.stringify(input.answers),
      results_json: JSON.stringify(results),
      created_at: new Date().toISOString(),
    })
    .execute();
  return { ok: true, id };
}

export async function listFinderRuns(db: DbConn, memberId: string, options: { page?: number; perPage?: number } = {}): Promise<Page<FinderRunRecord>> {
  const perPage = options.perPage ?? 10;
  const page = Math.max(1, options.page ?? 1);
  const [total, rows] = await Promise.all([
    db.selectFrom('product_finder_runs').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('product_finder_runs')
      .leftJoin(petsForJoin(db).as('pets'), 'pets.id', 'product_finder_runs.pet_id')
      .selectAll('product_finder_runs')
      .select('pets.name as pet_name')
      .where('product_finder_runs.member_id', '=', memberId)
      .orderBy('product_finder_runs.created_at', 'desc')
      .orderBy('product_finder_runs.id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { total: Number(total.n), items: rows.map(toRun) };
}

// ---------------------------------------------------------------------------------------------
// Health report

export interface PetHealthHistory {
  bcs: BcsRecord[];
  logs: (HealthLogRecord & { readBack: ReadBackResult })[];
}

/** Every BCS result and program log of one of the member's pets, oldest first (two queries). */
export async function petHealthHistory(db: DbConn, memberId: string, petId: string): Promise<PetHealthHistory> {
  const [bcs, logs] = await Promise.all([
    bcsQuery(db, memberId).where('bcs_results.pet_id', '=', petId).orderBy('bcs_results.created_at').orderBy('bcs_results.id').execute(),
    logsQuery(db, memberId).where('health_logs.pet_id', '=', petId).orderBy('health_logs.created_at').orderBy('health_logs.id').execute(),
  ]);
  return { bcs: bcs.map(toBcs), logs: logs.map((r) => ({ ...toRecord(r), readBack: readBackLog(toRecord(r)) })) };
}

/** Counts per pet for the report's overview (one query per table). */
export async function healthCounts(db: DbConn, memberId: string): Promise<Record<string, { bcs: number; sensitivity: number; catsSignal: number; last: string | null }>> {
  const [bcs, logs] = await Promise.all([
    db
      .selectFrom('bcs_results')
      .select(['pet_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('created_at').as('last')])
      .where('member_id', '=', memberId)
      .groupBy('pet_id')
      .execute(),
    db
      .selectFrom('health_logs')
      .select(['pet_id', 'program', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('created_at').as('last')])
      .where('member_id', '=', memberId)
      .groupBy(['pet_id', 'program'])
      .execute(),
  ]);
  const out: Record<string, { bcs: number; sensitivity: number; catsSignal: number; last: string | null }> = {};
  const entry = (petId: string) => (out[petId] ??= { bcs: 0, sensitivity: 0, catsSignal: 0, last: null });
  const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
  for (const r of bcs) {
    const e = entry(r.pet_id);
    e.bcs = Number(r.n);
    e.last = later(e.last, r.last as string | null);
  }
  for (const r of logs) {
    const e = entry(r.pet_id);
    if (r.program === 'sensitivity') e.sensitivity = Number(r.n);
    else e.catsSignal = Number(r.n);
    e.last = later(e.last, r.last as string | null);
  }
  return out;
}

/**
 * Withdrawal: the member's health records and product-finder runs are personal data too
 * (decision 005). Registered with the platform's member erasure at start-up, so it runs in the
 * account's withdrawal transaction (`db`), before the pets it references are deleted.
 */
export async function eraseHealthRecordsOfMember(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('health_logs').where('member_id', '=', memberId).execute();
  await db.deleteFrom('bcs_results').where('member_id', '=', memberId).execute();
  await db.deleteFrom('product_finder_runs').where('member_id', '=', memberId).execute();
}
