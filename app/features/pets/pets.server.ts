import { randomUUID } from 'node:crypto';
import type { PetRow } from '#server/platform/db/schema/pets';
import type { ImageWidth, VariantFormat } from '#app/lib/responsive-image';
import { deleteImage, processImage, type ProcessedImage, readImage, sniffImage, storeImage } from '#server/platform/storage/image-pipeline';
import type { DbConn } from '#server/platform/db/database';
import type { Services } from '#server/platform/services';
import { ageGroupLabel } from './age-group';
import { countPetsOfMember, deletePetOfMember, insertPet, petRowOfMember, petRowsOfMember, updatePetOfMember } from './data/pets.server';
import type { Pet } from './pet-types';
import type { PetInput } from './schemas';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const MAX_PETS = 20;

function toPet(row: PetRow, now: Date): Pet {
  return {
    id: row.id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    sex: row.sex,
    neutered: row.neutered === 1,
    birthYear: row.birth_year,
    birthMonth: row.birth_month,
    weightKg: row.weight_grams / 1000,
    hasPhoto: row.photo_key !== null,
    ageGroup: ageGroupLabel(row.species, row.birth_year, row.birth_month, now),
    updatedAt: row.updated_at,
  };
}

// Every query names the owner (data.server.ts): another member's pet is simply not found (DESIGN 8).
export async function listPets(services: Pick<Services, 'db'>, memberId: string, now = new Date()): Promise<Pet[]> {
  const rows = await petRowsOfMember(services.db.kysely, memberId);
  return rows.map((r) => toPet(r, now));
}

export async function countPets(services: Pick<Services, 'db'>, memberId: string): Promise<number> {
  return countPetsOfMember(services.db.kysely, memberId);
}

export async function getPet(db: DbConn, memberId: string, petId: string, now = new Date()): Promise<Pet | null> {
  const row = await petRowOfMember(db, memberId, petId);
  return row ? toPet(row, now) : null;
}

/** A checked pet photo: re-encoded with its variants, and the size the member uploaded (what the quota counts). */
export interface PetPhoto {
  image: ProcessedImage;
  uploadedBytes: number;
}

export type PhotoCheck = ({ ok: true } & PetPhoto) | { ok: false; message: string };

/** Size, type by content, and the image pipeline (oriented, no metadata, resized variants). */
export async function checkPhoto(bytes: Uint8Array): Promise<PhotoCheck> {
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, message: '사진은 5MB 이하만 올릴 수 있습니다.' };
  const type = sniffImage(bytes);
  if (!type) return { ok: false, message: 'JPG, PNG, WEBP 사진만 올릴 수 있습니다.' };
  const processed = await processImage(bytes, type, { variants: true });
  if (!processed.ok) return { ok: false, message: processed.code === 'FILE_DAMAGED' ? '사진 파일이 손상되었습니다. 다른 사진을 선택해 주세요.' : processed.message };
  return { ok: true, image: processed.image, uploadedBytes: bytes.length };
}

export type SaveOutcome = { ok: true; petId: string } | { ok: false; reason: 'not-found' | 'too-many' };

export async function savePet(
  services: Services,
  memberId: string,
  petId: string | undefined,
  input: PetInput,
  photo?: PetPhoto | 'remove',
): Promise<SaveOutcome> {
  const at = new Date().toISOString();
  const values = {
    name: input.name,
    species: input.species,
    breed: input.breed,
    sex: input.sex,
    neutered: input.neutered ? 1 : 0,
    birth_year: input.birthYear,
    birth_month: input.birthMonth,
    weight_grams: Math.round(input.weightKg * 1000),
    updated_at: at,
  };
  let previousPhoto: string | null = null;
  let id = petId;
  if (id) {
    const existing = await petRowOfMember(services.db.kysely, memberId, id);
    if (!existing) return { ok: false, reason: 'not-found' };
    previousPhoto = existing.photo_key;
  } else if ((await countPets(services, memberId)) >= MAX_PETS) {
    return { ok: false, reason: 'too-many' };
  }

  let photoKey: string | null | undefined;
  let release = async (): Promise<void> => undefined;
  if (photo === 'remove') photoKey = null;
  else if (photo) {
    // Over the member's upload quota this throws, before anything is stored.
    ({ release } = await services.uploadQuota.charge(memberId, 1, photo.uploadedBytes));
    photoKey = `pets/${Date.now()}-${randomUUID()}.${photo.image.ext}`;
  }
  try {
    if (photoKey && photo && photo !== 'remove') await storeImage(services.storage, photoKey, photo.image);
    id = await writePetRow(services, memberId, id, values, photoKey, at);
  } catch (error) {
    if (photoKey) await deleteImage(services.storage, photoKey);
    await release();
    throw error;
  }
  if (photoKey !== undefined && previousPhoto) await deleteImage(services.storage, previousPhoto);
  return { ok: true, petId: id };
}

/** Updates the member's pet `id`, or inserts a new one; `photoKey` undefined leaves the photo as it is. */
async function writePetRow(
  services: Pick<Services, 'db'>,
  memberId: string,
  id: string | undefined,
  values: Omit<PetRow, 'id' | 'member_id' | 'photo_key' | 'created_at'>,
  photoKey: string | null | undefined,
  at: string,
): Promise<string> {
  if (id) {
    await updatePetOfMember(services.db.kysely, memberId, id, { ...values, ...(photoKey !== undefined && { photo_key: photoKey }) });
    return id;
  }
  const newId = randomUUID();
  await insertPet(services.db.kysely, { id: newId, member_id: memberId, ...values, photo_key: photoKey ?? null, created_at: at });
  return newId;
}

export async function deletePet(services: Services, memberId: string, petId: string): Promise<boolean> {
  const row = await petRowOfMember(services.db.kysely, memberId, petId);
  if (!row) return false;
  await deletePetOfMember(services.db.kysely, memberId, petId);
  if (row.photo_key) await deleteImage(services.storage, row.photo_key);
  return true;
}

/** A pet's photo (or one of its resized variants), to its owner only. */
export async function getPetPhoto(services: Services, memberId: string, petId: string, variant?: { width: ImageWidth; format: VariantFormat }) {
  const row = await petRowOfMember(services.db.kysely, memberId, petId);
  if (!row?.photo_key) return null;
  return readImage(services.storage, row.photo_key, variant);
}
