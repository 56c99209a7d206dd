import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { type ContentKind, metaOf, type PublishWrite } from '#app/staff-kit/data/content-kit.server';
import { staffListPage, staffListWhere } from '#app/staff-kit/data/staff-list.server';
import type { StateFilter } from '#app/staff-kit/content-state';
import { type CsvRow, parseCsv } from '#server/platform/spreadsheet/csv';
import { Pacer } from '#server/platform/spreadsheet/event-loop-pace';
import type { DbConn } from '#server/platform/db/database';
import type { LocationStatus, StoresTable } from '#server/platform/db/schema/offline-store';
import { STORE_IMPORT_MAX_STORES, STORE_IMPORT_TOO_MANY, type StoreImportRow, StoreImportRowSchema, type StoreSaveInput } from '../schemas';
import { planLocation, type StoredLocation } from '../store-location';

/**
 * The back-office side of the stores of the 1+1 flow (issue 15 item 4; table stores): staff
 * list, editor record, writes, and the bulk import of a chain's stores from a CSV file, all or
 * nothing.
 */

export const STORE_KIND: ContentKind = { type: 'store', table: 'stores', flag: 'is_active', capability: 'campaigns', notFound: '매장을 찾을 수 없습니다.' };

export const STORE_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'order', label: '노출 순서' },
  { value: 'name', label: '매장명 순' },
] as const;

export async function listStaffStores(db: DbConn, query: { q: string; state: StateFilter; sort: string; page: number; region?: string | null }, perPage = 20) {
  const now = new Date();
  let base = db.selectFrom('stores').where(staffListWhere('stores', 'is_active', query, ['name', 'address', 'phone'], now.toISOString()));
  if (query.region) base = base.where('region', '=', query.region);
  return staffListPage(base, query.page, perPage, async ({ limit, offset }) => {
    let rows = base.select(['id', 'name', 'region', 'address', 'address_detail', 'phone', 'sort_order', 'is_active', 'publish_at', 'deleted_at', 'version', 'updated_at']);
    if (query.sort === 'order') rows = rows.orderBy('sort_order').orderBy('name');
    else if (query.sort === 'name') rows = rows.orderBy('name');
    else rows = rows.orderBy('updated_at', 'desc');
    const list = await rows.orderBy('id').limit(limit).offset(offset).execute();
    return list.map((r) => ({ meta: metaOf(r, r.is_active, now), name: r.name, region: r.region, address: r.address_detail ? `${r.address} ${r.address_detail}` : r.address, phone: r.phone }));
  });
}

export async function getStaffStore(db: DbConn, id: string) {
  const row = await db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    meta: metaOf(row, row.is_active),
    name: row.name,
    region: row.region,
    postcode: row.postcode,
    address: row.address,
    addressDetail: row.address_detail,
    phone: row.phone,
    hours: row.hours,
    sortOrder: row.sort_order,
    latitude: row.latitude,
    longitude: row.longitude,
    locationStatus: row.location_status,
  };
}

export const addressOf = (input: { roadAddress: string; extraAddress: string }) => (input.extraAddress ? `${input.roadAddress} ${input.extraAddress}` : input.roadAddress);

/** A store's address and position as stored (the save decides from it whether to locate the address again). */
export async function storedLocation(db: DbConn, id: string): Promise<StoredLocation | null> {
  const row = await db.selectFrom('stores').select(['address', 'latitude', 'longitude', 'location_status']).where('id', '=', id).executeTakeFirst();
  return row ? { address: row.address, latitude: row.latitude, longitude: row.longitude, status: row.location_status } : null;
}

/** A position to store: both degrees (or both null) and how they were obtained. */
export interface LocationWrite {
  latitude: number | null;
  longitude: number | null;
  status: LocationStatus | null;
}

const locationColumns = (location: LocationWrite) => ({ latitude: location.latitude, longitude: location.longitude, location_status: location.status });

/** Writes a store's position (after the address was located, outside the save's transaction). */
export async function setStoreLocation(db: DbConn, id: string, location: LocationWrite): Promise<void> {
  await db.updateTable('stores').set(locationColumns(location)).where('id', '=', id).execute();
}

/** A position for a store that has none (the seed's demo stores): one staff set stays. */
export async function setStoreLocationIfMissing(db: DbConn, id: string, location: LocationWrite): Promise<void> {
  await db.updateTable('stores').set(locationColumns(location)).where('id', '=', id).where('latitude', 'is', null).execute();
}

/** `location`: the position to write with the store; null keeps the one on file. */
export async function writeStore(db: DbConn, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string, input: StoreSaveInput, location: LocationWrite | null): Promise<void> {
  const values = {
    ...(location && locationColumns(location)),
    name: input.name,
    region: input.region,
    postcode: input.postcode,
    address: addressOf(input),
    address_detail: input.addressDetail,
    phone: input.phone,
    hours: input.hours,
    sort_order: input.sortOrder,
    updated_at: now,
    ...(publish && { is_active: publish.published ? 1 : 0, publish_at: publish.publishAt }),
  };
  if (mode === 'insert') await db.insertInto('stores').values({ id, ...values, is_active: publish?.published ? 1 : 0, created_at: now }).execute();
  else await db.updateTable('stores').set(values).where('id', '=', id).execute();
}

/** A store added unless its id is already there (the seed: the row there is kept as it is). */
export async function insertStoreIfMissing(db: DbConn, row: Insertable<StoresTable>): Promise<void> {
  await db.insertInto('stores').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** Products added to a store's assortment (store_products); those it carries already stay. */
export async function addStoreProducts(db: DbConn, storeId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insertInto('store_products')
    .values(productIds.map((productId) => ({ store_id: storeId, product_id: productId })))
    .onConflict((oc) => oc.columns(['store_id', 'product_id']).doNothing())
    .execute();
}

// --- Import ------------------------------------------------------------------------------------------

/** The columns of an import file: Korean headings as the template has them, or the field names. */
export const IMPORT_COLUMNS = [
  { field: 'code', heading: '매장코드', required: false },
  { field: 'name', heading: '매장명', required: true },
  { field: 'region', heading: '지역', required: true },
  { field: 'postcode', heading: '우편번호', required: false },
  { field: 'roadAddress', heading: '주소', required: true },
  { field: 'addressDetail', heading: '상세주소', required: false },
  { field: 'phone', heading: '전화번호', required: true },
  { field: 'hours', heading: '영업시간', required: true },
  { field: 'sortOrder', heading: '순서', required: false },
  { field: 'latitude', heading: '위도', required: false },
  { field: 'longitude', heading: '경도', required: false },
  { field: 'published', heading: '공개', required: false },
] as const;

const HEADING_OF = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.field, c.heading])) as Record<string, string>;

export interface ImportProblem {
  /** The file's line (the heading row is line 1); 0 for the file as a whole. */
  line: number;
  /** The column's heading, or '' for the whole row or file. */
  column: string;
  message: string;
}

export type ImportCheck = { ok: true; rows: (StoreImportRow & { line: number })[] } | { ok: false; problems: ImportProblem[] };

const TOO_MANY: ImportCheck = { ok: false, problems: [{ line: 0, column: '', message: STORE_IMPORT_TOO_MANY }] };

/**
 * Reads and checks a whole file before anything is written: the headings, then every row with
 * the editor's own field rules, then duplicates inside the file. Answers every problem found
 * (each with its line and column), or the rows to write. CSV text stops being read at the row
 * limit, and the rows are checked with the event loop given back every few milliseconds.
 */
export async function checkStoreFile(file: { csv: string } | { table: CsvRow[] }, pacer = new Pacer()): Promise<ImportCheck> {
  let table: CsvRow[];
  if ('csv' in file) {
    const parsed = parseCsv(file.csv, { maxRows: STORE_IMPORT_MAX_STORES + 1 });
    if (parsed.tooManyRows) return TOO_MANY;
    if (parsed.error) return { ok: false, problems: [{ line: 0, column: '', message: parsed.error }] };
    table = parsed.rows;
  } else table = file.table;
  const [head, ...body] = table;
  if (!head) return { ok: false, problems: [{ line: 0, column: '', message: '파일이 비어 있습니다. 첫 줄에 제목 줄을 넣어 주세요.' }] };
  const index = new Map<string, number>();
  for (const [i, name] of head.fields.entries()) {
    const column = IMPORT_COLUMNS.find((c) => c.heading === name.trim() || c.field === name.trim());
    if (column) index.set(column.field, i);
  }
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !index.has(c.field));
  if (missing.length > 0) return { ok: false, problems: [{ line: 1, column: '', message: `제목 줄에 ${missing.map((c) => c.heading).join(', ')} 열이 없습니다.` }] };
  if (body.length === 0) return { ok: false, problems: [{ line: 0, column: '', message: '가져올 매장이 없습니다. 제목 줄 아래에 매장을 적어 주세요.' }] };
  if (body.length > STORE_IMPORT_MAX_STORES) return TOO_MANY;

  const problems: ImportProblem[] = [];
  const rows: (StoreImportRow & { line: number })[] = [];
  for (const row of body) {
    await pacer.breathe();
    const raw: Record<string, string> = {};
    for (const [field, i] of index) raw[field] = row.fields[i] ?? '';
    const result = StoreImportRowSchema.safeParse(raw);
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (seen.has(field)) continue;
        seen.add(field);
        problems.push({ line: row.line, column: HEADING_OF[field] ?? '', message: issue.message });
      }
      continue;
    }
    rows.push({ ...result.data, line: row.line });
  }
  const codes = new Map<string, number>();
  const places = new Map<string, number>();
  for (const row of rows) {
    if (row.code) {
      const first = codes.get(row.code);
      if (first !== undefined) problems.push({ line: row.line, column: HEADING_OF.code!, message: `매장 코드가 ${first}번째 줄과 같습니다.` });
      else codes.set(row.code, row.line);
    }
    const place = `${row.name}|${row.roadAddress}|${row.addressDetail}`;
    const first = places.get(place);
    if (first !== undefined) problems.push({ line: row.line, column: '', message: `${first}번째 줄과 매장명·주소가 같은 매장입니다.` });
    else places.set(place, row.line);
  }
  problems.sort((a, b) => a.line - b.line);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

/** A store the import wrote whose address is to be located (its file line, for the result). */
export interface ToLocate {
  id: string;
  line: number;
  name: string;
  address: string;
}

/**
 * Writes checked rows in the caller's transaction: a row with the code of an existing store
 * updates it, the others are added. A row with a position keeps it (typed by hand); the stores
 * whose address is to be located (new, moved, or without a position) are answered in `toLocate`.
 */
export async function writeStoreRows(db: DbConn, rows: readonly (StoreImportRow & { line: number })[], now: string): Promise<{ created: string[]; updated: string[]; toLocate: ToLocate[] }> {
  const codes = rows.map((r) => r.code).filter(Boolean);
  const existing = new Map<string, StoredLocation>();
  for (let i = 0; i < codes.length; i += 500) {
    const found = await db.selectFrom('stores').select(['id', 'address', 'latitude', 'longitude', 'location_status']).where('id', 'in', codes.slice(i, i + 500)).execute();
    for (const r of found) existing.set(r.id, { address: r.address, latitude: r.latitude, longitude: r.longitude, status: r.location_status });
  }
  const created: string[] = [];
  const updated: string[] = [];
  const toLocate: ToLocate[] = [];
  const inserts = [];
  for (const row of rows) {
    const before = row.code ? (existing.get(row.code) ?? null) : null;
    // A file without positions leaves a located store of the same address where it is.
    const typed = row.latitude === null && before !== null && before.address === addressOf(row) ? before : row;
    const plan = planLocation(before, addressOf(row), typed);
    const location: LocationWrite | null =
      plan.kind === 'manual' ? { latitude: plan.position.lat, longitude: plan.position.lng, status: 'manual' } : plan.kind === 'keep' ? null : { latitude: null, longitude: null, status: null };
    const values = {
      ...(location && locationColumns(location)),
      name: row.name,
      region: row.region,
      postcode: row.postcode,
      address: addressOf(row),
      address_detail: row.addressDetail,
      phone: row.phone,
      hours: row.hours,
      sort_order: row.sortOrder,
      is_active: row.published ? 1 : 0,
      updated_at: now,
    };
    if (row.code && existing.has(row.code)) {
      await db
        .updateTable('stores')
        .set((eb) => ({ ...values, deleted_at: null, version: eb('version', '+', 1) }))
        .where('id', '=', row.code)
        .execute();
      updated.push(row.code);
      if (plan.kind === 'locate') toLocate.push({ id: row.code, line: row.line, name: row.name, address: row.roadAddress });
    } else {
      const id = row.code || `store-${randomUUID()}`;
      inserts.push({ id, ...values, publish_at: row.published ? now : null, created_at: now });
      created.push(id);
      if (plan.kind === 'locate') toLocate.push({ id, line: row.line, name: row.name, address: row.roadAddress });
    }
  }
  for (let i = 0; i < inserts.length; i += 100) await db.insertInto('stores').values(inserts.slice(i, i + 100)).execute();
  return { created, updated, toLocate };
}
