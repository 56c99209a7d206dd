import type { Insertable, Updateable } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { PetRow, PetsTable } from '#server/platform/db/schema/pets';

/**
 * The pets table: the pets feature and the other features (health programs, account
 * withdrawal) call these instead of writing SQL on it. Every function takes a connection or a
 * transaction and names the owner in its WHERE clause: another member's pet is simply not found
 * (DESIGN 8).
 *
 * Exception kept on purpose: the health records join `pets` read-only for the pet's name beside
 * their own rows (health_logs, bcs_results, product_finder_runs).
 */

/** A member's pets, oldest first. */
export async function petRowsOfMember(db: DbConn, memberId: string): Promise<PetRow[]> {
  return db.selectFrom('pets').selectAll().where('member_id', '=', memberId).orderBy('created_at').execute();
}

export async function countPetsOfMember(db: DbConn, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('pets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's pet, or undefined when it is not theirs. */
export async function petRowOfMember(db: DbConn, memberId: string, petId: string): Promise<PetRow | undefined> {
  return db.selectFrom('pets').selectAll().where('id', '=', petId).where('member_id', '=', memberId).executeTakeFirst();
}

/** The member's pet by id and name (of one species when given), or undefined when it is not theirs. */
export async function petRefOfMember(db: DbConn, memberId: string, petId: string, species?: PetRow['species']): Promise<Pick<PetRow, 'id' | 'name' | 'species'> | undefined> {
  let query = db.selectFrom('pets').select(['id', 'name', 'species']).where('id', '=', petId).where('member_id', '=', memberId);
  if (species) query = query.where('species', '=', species);
  return query.executeTakeFirst();
}

export async function insertPet(db: DbConn, row: Insertable<PetsTable>): Promise<void> {
  await db.insertInto('pets').values(row).execute();
}

export async function updatePetOfMember(db: DbConn, memberId: string, petId: string, changes: Omit<Updateable<PetsTable>, 'id' | 'member_id' | 'created_at'>): Promise<void> {
  await db.updateTable('pets').set(changes).where('id', '=', petId).where('member_id', '=', memberId).execute();
}

export async function deletePetOfMember(db: DbConn, memberId: string, petId: string): Promise<void> {
  await db.deleteFrom('pets').where('id', '=', petId).where('member_id', '=', memberId).execute();
}

/** Storage keys of a member's pet photos, to delete the files once the rows are gone. */
export async function petPhotoKeysOfMember(db: DbConn, memberId: string): Promise<string[]> {
  const rows = await db.selectFrom('pets').select('photo_key').where('member_id', '=', memberId).where('photo_key', 'is not', null).execute();
  return rows.flatMap((r) => (r.photo_key === null ? [] : [r.photo_key]));
}

/** Deletes every pet of a member (withdrawal). */
export async function deletePetsOfMember(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('pets').where('member_id', '=', memberId).execute();
}

/**
 * The pets as other features' SQL may join them (issue 23: one owner per table): a read model —
 * `.innerJoin(petsForJoin(db).as('pets'), 'pets.id', 'health_logs.pet_id')` — with the name a
 * health record shows beside its result.
 */
export function petsForJoin(db: DbConn) {
  return db.selectFrom('pets').select(['id', 'name', 'member_id']);
}
